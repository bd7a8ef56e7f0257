import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Ornament } from '../../ui/card/Ornament';
import { FeedbackSwitches } from './settings/feedback/FeedbackSwitches';

interface Props {
  /** The operator's words ("Dinner is served — the quiz goes on after the cake!"). */
  message: string;
  /** The guest's table and its place so far, in a team game. */
  standing: ReactNode;
}

/** The operator called a break between two questions: its message, in place of the step's card. */
export function BreakCard({ message, standing }: Props): React.JSX.Element {
  const { t } = useTranslation('phone');
  return (
    <section className="card card--narrow message-card break-card">
      <p className="card__kicker">{t('break.kicker')}</p>
      <h1 className="break-card__message" dir="auto">
        {message}
      </h1>
      <Ornament />
      {standing}
      <p className="card__hint">{t('break.hint')}</p>
      {/* A guest who joined mid-game never saw the waiting card: a break is the next calm moment. */}
      <FeedbackSwitches />
    </section>
  );
}

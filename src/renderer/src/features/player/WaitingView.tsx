import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Ornament } from '../../ui/card/Ornament';
import { GuestName } from './join/GuestName';
import { FeedbackSwitches } from './settings/feedback/FeedbackSwitches';

interface Props {
  name: string | null;
  /** A team game: the guest's table or side ("Table 7 – Lisbon"). */
  team?: ReactNode;
  /** Issue 18: the name waits for the host's OK before the big screen shows it. */
  pending?: boolean;
}

/** WAITING: joined, the game has not started. The name is the title: cut if wider than the card. */
export function WaitingView({ name, team, pending = false }: Props): React.JSX.Element {
  const { t } = useTranslation('phone');
  return (
    <section className="card card--narrow message-card">
      <p className="card__kicker">{t('waiting.kicker')}</p>
      <h1 className="card__title">{name ? <GuestName name={name} /> : t('waiting.welcome')}</h1>
      <Ornament />
      {team}
      {pending && (
        <p className="notice" role="status" data-testid="name-pending">
          {t('names.pending')}
        </p>
      )}
      <p className="card__lead">{t('waiting.lead')}</p>
      <p className="card__hint">{t('waiting.hint')}</p>
      <FeedbackSwitches />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { ScreenView } from '@shared/wire/payloads';
import { CountdownTimer } from '../../ui/countdown/CountdownTimer';

interface Props {
  view: ScreenView;
  clockOffsetMs: number;
}

/** STARTING_NEXT_QUESTION: a 3-second breath before the question. */
export function CountdownStage({ view, clockOffsetMs }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const number = Math.min(view.questionNumber + 1, view.questionCount);
  return (
    <section className="stage stage--countdown">
      <p className="stage__kicker">{t('countdown.number', { number, count: view.questionCount })}</p>
      <h1 className="stage__title">{t('countdown.title')}</h1>
      <CountdownTimer timer={view.timer} clockOffsetMs={clockOffsetMs} />
    </section>
  );
}

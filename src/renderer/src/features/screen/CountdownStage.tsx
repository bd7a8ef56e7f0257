import type { ScreenView } from '@shared/payloads';
import { CountdownTimer } from '../../ui/countdown/CountdownTimer';

interface Props {
  view: ScreenView;
  clockOffsetMs: number;
}

/** STARTING_NEXT_QUESTION: a 3-second breath before the question. */
export function CountdownStage({ view, clockOffsetMs }: Props): React.JSX.Element {
  return (
    <section className="stage stage--countdown">
      <p className="stage__kicker">
        Question {Math.min(view.questionNumber + 1, view.questionCount)} of {view.questionCount}
      </p>
      <h1 className="stage__title">Question is coming up!</h1>
      <CountdownTimer timer={view.timer} clockOffsetMs={clockOffsetMs} />
    </section>
  );
}

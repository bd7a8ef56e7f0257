import type { ScreenView, ShownQuestion } from '@shared/payloads';
import { CountdownTimer } from '../../../ui/countdown/CountdownTimer';
import { OptionGrid } from './OptionGrid';
import { QuestionHeading } from './QuestionHeading';
import { ResponseChart } from './ResponseChart';
import './stage.css';

interface Props {
  view: ScreenView;
  question: ShownQuestion;
  clockOffsetMs: number;
  answeredCount: number;
  playerCount: number;
}

/** SHOW_QUESTION: the question alone, large. */
export function QuestionOnlyStage({ question }: Pick<Props, 'question'>): React.JSX.Element {
  return (
    <section className="stage stage--question">
      <QuestionHeading question={question} />
    </section>
  );
}

/** SHOW_QUESTION_OPTIONS: the question, four options, the timer and how many have answered. */
export function OptionsStage({
  view,
  question,
  clockOffsetMs,
  answeredCount,
  playerCount,
}: Props): React.JSX.Element {
  return (
    <section className="stage stage--options">
      <QuestionHeading question={question} small />
      <div className="options-layout">
        <CountdownTimer timer={view.timer} clockOffsetMs={clockOffsetMs} />
        <OptionGrid options={question.options} />
        <div className="answered-counter" data-testid="answered-counter">
          <span className="answered-counter__value">{answeredCount}</span>
          <span className="answered-counter__label">Answered</span>
          {playerCount > 0 && <span className="answered-counter__of">of {playerCount}</span>}
        </div>
      </div>
    </section>
  );
}

/** SHOW_CORRECT_ANSWER: the check mark, and how the room voted. No timer: the operator moves on. */
export function RevealStage({ view, question }: Pick<Props, 'view' | 'question'>): React.JSX.Element {
  return (
    <section className="stage stage--reveal">
      <QuestionHeading question={question} small />
      <div className="reveal-layout">
        <ResponseChart
          responses={view.responses ?? [0, 0, 0, 0]}
          optionCount={question.options.length}
          correctAnswer={view.correctAnswer}
        />
        <OptionGrid options={question.options} correctAnswer={view.correctAnswer} />
      </div>
    </section>
  );
}

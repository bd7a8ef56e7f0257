import type { PlayerResult } from '@shared/payloads';
import type { AnswerRejection } from './playerState';
import { optionLook } from '../../ui/options/optionLook';
import { OptionChip } from '../../ui/options/OptionChip';

interface Props {
  options: readonly string[];
  correctAnswer: number | null;
  result: PlayerResult | null;
  /** The guest's answer that the server refused (it came too late): said, not silently dropped. */
  rejection?: AnswerRejection | null;
}

function verdict(result: PlayerResult | null): { title: string; tone: string } {
  if (!result || !result.answered) return { title: 'No answer this time', tone: 'none' };
  if (result.correct) return { title: 'Correct!', tone: 'right' };
  return { title: 'Not this time', tone: 'wrong' };
}

/** SHOW_CORRECT_ANSWER: the right option, whether the guest had it, and the points. */
export function CorrectAnswerView({ options, correctAnswer, result, rejection }: Props): React.JSX.Element {
  const text = correctAnswer === null ? undefined : options[correctAnswer];
  const { title, tone } = verdict(result);
  return (
    <section className="card card--narrow reveal-card" aria-live="polite">
      <p className="card__kicker">The correct answer is</p>
      {correctAnswer !== null && text !== undefined && (
        <OptionChip index={correctAnswer} text={text} correct />
      )}
      <p className={`verdict verdict--${tone}`}>{title}</p>
      {rejection && (
        <p className="notice reveal-card__refused">
          Your answer {optionLook(rejection.answer).label} was not counted: {rejection.msg}
        </p>
      )}
      {result && (
        <p className="card__lead">
          {result.correct ? `+${result.points} points · ` : ''}
          {result.total} points in total
        </p>
      )}
    </section>
  );
}

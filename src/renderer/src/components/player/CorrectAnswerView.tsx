import type { PlayerResult } from '@shared/payloads';
import { OptionChip } from '../OptionChip';

interface Props {
  options: readonly string[];
  correctAnswer: number | null;
  result: PlayerResult | null;
}

function verdict(result: PlayerResult | null): { title: string; tone: string } {
  if (!result || !result.answered) return { title: 'No answer this time', tone: 'none' };
  if (result.correct) return { title: 'Correct!', tone: 'right' };
  return { title: 'Not this time', tone: 'wrong' };
}

/** SHOW_CORRECT_ANSWER: the right option, whether the guest had it, and the points. */
export function CorrectAnswerView({ options, correctAnswer, result }: Props): React.JSX.Element {
  const text = correctAnswer === null ? undefined : options[correctAnswer];
  const { title, tone } = verdict(result);
  return (
    <section className="card card--narrow reveal-card" aria-live="polite">
      <p className="card__kicker">The correct answer is</p>
      {correctAnswer !== null && text !== undefined && (
        <OptionChip index={correctAnswer} text={text} correct />
      )}
      <p className={`verdict verdict--${tone}`}>{title}</p>
      {result && (
        <p className="card__lead">
          {result.correct ? `+${result.points} points · ` : ''}
          {result.total} points in total
        </p>
      )}
    </section>
  );
}

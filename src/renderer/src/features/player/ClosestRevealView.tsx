import { closestOutcome, closestVerdict, pointsLine } from './answerWords';
import { withUnit } from './guessInput';
import { RevealCard, type RevealProps } from './RevealCard';

/** `closest`: "The answer: 14 countries", then "You said 17 (3 away): +430 points". */
export function ClosestRevealView({ question, view, refusal, team }: RevealProps): React.JSX.Element {
  const { correctAnswer, result, myAnswer } = view;
  const unit = question.number?.unit ?? null;
  const guess = typeof myAnswer === 'number' ? myAnswer : null;
  const truth = correctAnswer ?? 0;
  return (
    <RevealCard
      verdict={closestVerdict(guess, truth, result)}
      outcome={
        guess !== null && correctAnswer !== null ? (
          <p className="card__lead reveal-card__outcome">{closestOutcome(guess, truth, result, unit)}</p>
        ) : null
      }
      refusal={refusal}
      points={result ? pointsLine(result, false) : null}
      explanation={view.reveal?.explanation ?? null}
      team={team}
    >
      <p className="card__kicker">The answer</p>
      {correctAnswer !== null && <p className="reveal-number">{withUnit(correctAnswer, unit)}</p>}
    </RevealCard>
  );
}

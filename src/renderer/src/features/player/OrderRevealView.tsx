import { ordinal } from '@shared/ordinal';
import { pointsLine } from './answerWords';
import { orderMarks, type OrderMark } from './orderPicks';
import { RevealCard, type RevealProps, type Tone } from './RevealCard';

/** `order`: the right order, each item marked "in place" or where the guest put it, and the points. */
export function OrderRevealView({ view, refusal, team }: RevealProps): React.JSX.Element {
  const { result, myAnswer } = view;
  const answer = Array.isArray(myAnswer) ? myAnswer : null;
  const marks = orderMarks(view.reveal?.order ?? [], answer);
  return (
    <RevealCard
      verdict={orderVerdict(marks, answer !== null)}
      refusal={refusal}
      points={result ? pointsLine(result) : null}
      explanation={view.reveal?.explanation ?? null}
      team={team}
    >
      <p className="card__kicker">The right order</p>
      <ol className="order-reveal">
        {marks.map((mark, index) => (
          <li key={index} className={mark.inPlace ? 'order-reveal__item is-in-place' : 'order-reveal__item'}>
            <span className="order-reveal__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="order-reveal__text">{mark.text}</span>
            {answer && <span className="order-reveal__mark">{markText(mark)}</span>}
          </li>
        ))}
      </ol>
    </RevealCard>
  );
}

function markText(mark: OrderMark): string {
  if (mark.inPlace) return '✓ in place';
  return mark.guestPlace === null ? '' : `✗ you put it ${ordinal(mark.guestPlace)}`;
}

function orderVerdict(marks: readonly OrderMark[], answered: boolean): { title: string; tone: Tone } {
  if (!answered) return { title: 'No answer this time', tone: 'none' };
  const inPlace = marks.filter((m) => m.inPlace).length;
  if (inPlace === marks.length) return { title: 'Perfect order!', tone: 'right' };
  if (inPlace === 0) return { title: 'Not this time', tone: 'wrong' };
  return { title: `${inPlace} of ${marks.length} in place`, tone: 'partial' };
}

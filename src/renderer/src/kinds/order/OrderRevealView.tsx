import { useTranslation } from 'react-i18next';
import { useLocale } from '../../features/player/settings/useLocale';
import { pointsLine } from '../../features/player/reveal/answerWords';
import { PHONE_NS, place, type PhoneT } from '../../features/player/phoneT';
import { orderMarks, type OrderMark } from './orderPicks';
import { RevealCard, type RevealProps, type Tone } from '../../features/player/reveal/RevealCard';

/** `order`: the right order, each item marked "in place" or where the guest put it, and the points. */
export function OrderRevealView({ view, refusal, team }: RevealProps): React.JSX.Element {
  const { result, myAnswer } = view;
  const answer = Array.isArray(myAnswer) ? myAnswer : null;
  const marks = orderMarks(view.reveal?.order ?? [], answer);
  const { t } = useTranslation(PHONE_NS);
  const locale = useLocale();
  return (
    <RevealCard
      verdict={orderVerdict(t, marks, answer !== null)}
      refusal={refusal}
      points={result ? pointsLine(t, result, true, locale) : null}
      explanation={view.reveal?.explanation ?? null}
      team={team}
    >
      <p className="card__kicker">{t('reveal.rightOrder')}</p>
      <ol className="order-reveal">
        {marks.map((mark, index) => (
          <li key={index} className={mark.inPlace ? 'order-reveal__item is-in-place' : 'order-reveal__item'}>
            <span className="order-reveal__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="order-reveal__text" dir="auto">
              {mark.text}
            </span>
            {answer && <span className="order-reveal__mark">{markText(t, mark)}</span>}
          </li>
        ))}
      </ol>
    </RevealCard>
  );
}

function markText(t: PhoneT, mark: OrderMark): string {
  if (mark.inPlace) return t('reveal.inPlace');
  return mark.guestPlace === null ? '' : t('reveal.youPut', { place: place(t, mark.guestPlace) });
}

function orderVerdict(
  t: PhoneT,
  marks: readonly OrderMark[],
  answered: boolean,
): { title: string; tone: Tone } {
  if (!answered) return { title: t('verdict.noAnswer'), tone: 'none' };
  const inPlace = marks.filter((m) => m.inPlace).length;
  if (inPlace === marks.length) return { title: t('verdict.perfectOrder'), tone: 'right' };
  if (inPlace === 0) return { title: t('verdict.notThisTime'), tone: 'wrong' };
  return { title: t('verdict.inPlace', { count: marks.length, placed: inPlace }), tone: 'partial' };
}

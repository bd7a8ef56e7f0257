import { useTranslation } from 'react-i18next';
import { optionLook } from '../../../ui/options/optionLook';
import { OptionShape } from '../../../ui/options/OptionShape';
import { SecondLine, withSecond, type SecondText } from './SecondLine';
import { labelsTier } from './textTiers';

/** The check mark on the right option: a sign, its words are the aria-label's. */
const CHECK = '✓';

/** A tile's look after the reveal: the right one marked, the others faded. */
function revealClass(revealed: boolean, correct: boolean): string {
  if (!revealed) return '';
  return correct ? ' option-tile--correct' : ' option-tile--faded';
}

/** `grid` two by two; `pair` two large tiles (true or false); `people` one row a partner, with photos. */
export type OptionGridVariant = 'grid' | 'pair' | 'people';

interface Props {
  options: readonly string[];
  /** After the reveal: the correct option gets a check mark, the others fade. */
  correctAnswer?: number | null;
  variant?: OptionGridVariant;
  /** `people`: each partner's photo (the last option, "Both", shows both). */
  photos?: readonly (string | null)[] | null;
  /** A bilingual quiz: each option in the second language, under it. */
  seconds?: readonly (SecondText | null)[] | null;
}

/** The options on the big screen: colour, shape, letter and text. */
export function OptionGrid({
  options,
  correctAnswer = null,
  variant = 'grid',
  photos = null,
  seconds = null,
}: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const revealed = correctAnswer !== null;
  return (
    <ol
      className={`option-grid option-grid--${variant} text-tier--${labelsTier(options.map((o, i) => withSecond(o, seconds?.[i])))}${revealed ? ' option-grid--revealed' : ''}`}
    >
      {options.map((text, index) => {
        const look = optionLook(index);
        const correct = revealed && index === correctAnswer;
        const state = revealClass(revealed, correct);
        return (
          <li
            key={look.label}
            className={`option-tile option--${look.colour}${state}`}
            style={{ animationDelay: `${index * 90}ms` }}
            data-option={look.label}
            data-correct={correct ? 'true' : undefined}
          >
            <OptionShape look={look} className="option-tile__shape" />
            <span className="option-tile__label">{look.label}</span>
            {photos && <TilePhotos photos={index < photos.length ? [photos[index]] : photos} />}
            <span className="option-tile__text" dir="auto">
              {text}
              <SecondLine second={seconds?.[index]} />
            </span>
            {correct && (
              <span className="option-tile__check" role="img" aria-label={t('question.correctAnswer')}>
                {CHECK}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** A partner's photo in their tile; "Both" gets the two, overlapping. Decorative: the name is beside it. */
function TilePhotos({
  photos,
}: {
  photos: readonly (string | null | undefined)[];
}): React.JSX.Element | null {
  const shown = photos.filter((p): p is string => Boolean(p));
  if (shown.length === 0) return null;
  return (
    <span className="option-tile__photos">
      {shown.map((src) => (
        <img key={src} className="option-tile__photo" src={src} alt="" />
      ))}
    </span>
  );
}

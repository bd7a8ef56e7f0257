import { optionLook } from '../../ui/options/optionLook';
import { OptionShape } from '../../ui/options/OptionShape';

interface Props {
  /** The two partners' names, then "Both". */
  options: readonly string[];
  /** Each partner's photo, or null. */
  photos: readonly (string | null)[] | null;
  onAnswer: (option: number) => void;
}

/** The couple side by side (photo and name), "Both" across underneath; colour and shape on each. */
export function WhoSaidItButtons({ options, photos, onAnswer }: Props): React.JSX.Element {
  return (
    <div className="who-buttons">
      {options.map((name, index) => {
        const look = optionLook(index);
        const both = index >= 2;
        const shown = photosFor(index, photos);
        return (
          <button
            key={look.label}
            type="button"
            className={`answer-button who-button option--${look.colour}${both ? ' who-button--both' : ''}`}
            style={{ animationDelay: `${index * 70}ms` }}
            onClick={() => onAnswer(index)}
            aria-label={name}
          >
            {shown.length > 0 && (
              <span className="who-button__photos">
                {shown.map((src) => (
                  <img key={src} className="who-button__photo" src={src} alt="" />
                ))}
              </span>
            )}
            <span className="who-button__name">
              <OptionShape look={look} className="who-button__shape" />
              <span>{name}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** A partner's own photo; "Both" shows the two together, only when there are two. */
function photosFor(index: number, photos: readonly (string | null)[] | null): string[] {
  if (index < 2) {
    const photo = photos?.[index];
    return photo ? [photo] : [];
  }
  const [first, second] = [photos?.[0], photos?.[1]];
  return first && second ? [first, second] : [];
}

import { useTranslation } from 'react-i18next';
import { optionLook } from '../../ui/options/optionLook';
import { OptionShape } from '../../ui/options/OptionShape';
import { PHONE_NS } from '../player/phoneT';

interface Props {
  names: readonly [string, string];
  photos: readonly [string | null, string | null];
  /** Their pick so far (changeable until the time is up); null: none yet. */
  chosen: 0 | 1 | null;
  onPick: (answer: 0 | 1) => void;
}

/** The couple's two names, big, photo over name; the chosen one pressed. */
export function CoupleButtons({ names, photos, chosen, onPick }: Props): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  return (
    <div className="who-buttons couple-buttons">
      {([0, 1] as const).map((index) => {
        const look = optionLook(index);
        const photo = photos[index];
        const pressed = chosen === index;
        return (
          <button
            key={index}
            type="button"
            className={`answer-button who-button option--${look.colour}${pressed ? ' couple-button--chosen' : ''}`}
            aria-pressed={pressed}
            onClick={() => onPick(index)}
          >
            {photo && (
              <span className="who-button__photos">
                <img className="who-button__photo" src={photo} alt="" />
              </span>
            )}
            <span className="who-button__name">
              <OptionShape look={look} className="who-button__shape" />
              <span>{names[index]}</span>
            </span>
            {pressed && (
              <span className="couple-button__chosen">{t('couple.chosen', { name: names[index] })}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { optionLook } from '../../ui/options/optionLook';
import { OptionShape } from '../../ui/options/OptionShape';
import { Isolated } from '../../ui/text/Isolated';

interface Props {
  names: readonly string[];
  /** Guests who guessed each name. */
  responses: readonly number[];
  /** Guests who foresaw every answer that counts. */
  rightCount: number;
}

/** The shoe game's reveal: what the room guessed, one bar per name (colour, shape and name), then who saw it coming. */
export function ShoeRoomGuesses({ names, responses, rightCount }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const most = Math.max(1, ...responses.slice(0, 2));
  return (
    <div className="shoe-room" data-testid="shoe-room">
      <p className="shoe-room__title">{t('shoe.roomGuessed')}</p>
      {names.slice(0, 2).map((name, index) => {
        const look = optionLook(index);
        const count = responses[index] ?? 0;
        return (
          <div key={index} className={`shoe-room__row option--${look.colour}`}>
            <OptionShape look={look} className="shoe-room__shape" />
            <span className="shoe-room__name">
              <Isolated text={name} />
            </span>
            <span className="shoe-room__track">
              <span
                className="shoe-room__bar"
                style={{ inlineSize: `${Math.max(4, (count / most) * 100)}%` }}
              />
            </span>
            <span className="shoe-room__count">{count}</span>
          </div>
        );
      })}
      <p className="shoe-room__saw">{t('shoe.saw', { count: rightCount })}</p>
    </div>
  );
}

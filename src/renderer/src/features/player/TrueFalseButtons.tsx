import { optionLook } from '../../ui/options/optionLook';
import { OptionShape } from '../../ui/options/OptionShape';

interface Props {
  /** "True" and "False", from the server. */
  options: readonly string[];
  onAnswer: (option: number) => void;
}

/** Two big side-by-side buttons, easy for a thumb: each with its colour, shape and word. */
export function TrueFalseButtons({ options, onAnswer }: Props): React.JSX.Element {
  return (
    <div className="tf-buttons">
      {options.map((text, index) => {
        const look = optionLook(index);
        return (
          <button
            key={look.label}
            type="button"
            className={`answer-button tf-button option--${look.colour}`}
            style={{ animationDelay: `${index * 70}ms` }}
            onClick={() => onAnswer(index)}
            aria-label={text}
          >
            <OptionShape look={look} className="tf-button__shape" />
            <span className="tf-button__text">{text}</span>
          </button>
        );
      })}
    </div>
  );
}

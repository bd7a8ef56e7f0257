import { optionLook } from '../../ui/options/optionLook';
import { OptionShape } from '../../ui/options/OptionShape';

interface Props {
  options: readonly string[];
  onAnswer: (option: number) => void;
}

/** Four full-width buttons, A to D, each with its colour and shape; they bounce in one after another. */
export function AnswerButtons({ options, onAnswer }: Props): React.JSX.Element {
  return (
    <div className="answer-buttons">
      {options.map((text, index) => {
        const look = optionLook(index);
        return (
          <button
            key={look.label}
            type="button"
            className={`answer-button option--${look.colour}`}
            style={{ animationDelay: `${index * 70}ms` }}
            onClick={() => onAnswer(index)}
            aria-label={`${look.label}: ${text}`}
          >
            <OptionShape look={look} className="answer-button__shape" />
            <span className="answer-button__label">{look.label}</span>
            <span className="answer-button__text">{text}</span>
          </button>
        );
      })}
    </div>
  );
}

import { optionLook } from '../../../ui/options/optionLook';
import { OptionShape } from '../../../ui/options/OptionShape';

interface Props {
  options: readonly string[];
  onAnswer: (option: number) => void;
  /**
   * `letters`: full-width buttons A to D (multiple choice, poll); `words`: two big side-by-side buttons
   * with colour, shape and word only (True / False), easy for a thumb.
   */
  variant?: 'letters' | 'words';
}

/** The option buttons, each with its colour and shape; they bounce in one after another. */
export function AnswerButtons({ options, onAnswer, variant = 'letters' }: Props): React.JSX.Element {
  const words = variant === 'words';
  return (
    <div className={words ? 'tf-buttons' : 'answer-buttons'}>
      {options.map((text, index) => {
        const look = optionLook(index);
        return (
          <button
            key={look.label}
            type="button"
            className={`answer-button${words ? ' tf-button' : ''} option--${look.colour}`}
            style={{ animationDelay: `${index * 70}ms` }}
            onClick={() => onAnswer(index)}
            aria-label={words ? text : `${look.label}: ${text}`}
          >
            <OptionShape look={look} className={words ? 'tf-button__shape' : 'answer-button__shape'} />
            {!words && <span className="answer-button__label">{look.label}</span>}
            {/* A space between the letter and the words: the visible text reads as the name does. */}{' '}
            <span className={words ? 'tf-button__text' : 'answer-button__text'} dir="auto">
              {text}
            </span>
          </button>
        );
      })}
    </div>
  );
}

import { optionLook } from '../../../ui/options/optionLook';
import { OptionShape } from '../../../ui/options/OptionShape';

interface Props {
  options: readonly string[];
  /** After the reveal: the correct option gets a check mark, the others fade. */
  correctAnswer?: number | null;
}

/** The four options on the big screen, two by two. */
export function OptionGrid({ options, correctAnswer = null }: Props): React.JSX.Element {
  const revealed = correctAnswer !== null;
  return (
    <ol className={`option-grid${revealed ? ' option-grid--revealed' : ''}`}>
      {options.map((text, index) => {
        const look = optionLook(index);
        const correct = revealed && index === correctAnswer;
        const state = revealed ? (correct ? ' option-tile--correct' : ' option-tile--faded') : '';
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
            <span className="option-tile__text">{text}</span>
            {correct && (
              <span className="option-tile__check" role="img" aria-label="correct answer">
                ✓
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

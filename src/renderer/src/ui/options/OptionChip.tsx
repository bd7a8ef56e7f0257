import { optionLook } from './optionLook';
import { OptionShape } from './OptionShape';

interface Props {
  index: number;
  text: string;
  /** Draws a check mark: this is the correct answer. */
  correct?: boolean;
}

/** One option as a coloured pill: shape, letter and text. */
export function OptionChip({ index, text, correct = false }: Props): React.JSX.Element {
  const look = optionLook(index);
  return (
    <div className={`option-chip option--${look.colour}`} data-option={look.label}>
      <OptionShape look={look} />
      <span className="option-chip__label">{look.label}</span>
      <span className="option-chip__text">{text}</span>
      {correct && (
        <span className="option-chip__check" aria-label="correct answer">
          ✓
        </span>
      )}
    </div>
  );
}

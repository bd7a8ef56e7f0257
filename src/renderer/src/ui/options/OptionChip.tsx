import { useTranslation } from 'react-i18next';
import { optionLook } from './optionLook';
import { OptionShape } from './OptionShape';

// A mark, not a word: its meaning is said by the aria-label.
const CHECK = '✓';

interface Props {
  index: number;
  text: string;
  /** Draws a check mark: this is the correct answer. */
  correct?: boolean;
}

/** One option as a coloured pill: shape, letter and text. */
export function OptionChip({ index, text, correct = false }: Props): React.JSX.Element {
  const look = optionLook(index);
  const { t } = useTranslation();
  return (
    <div className={`option-chip option--${look.colour}`} data-option={look.label}>
      <OptionShape look={look} />
      <span className="option-chip__label">{look.label}</span>
      <span className="option-chip__text" dir="auto">
        {text}
      </span>
      {correct && (
        <span className="option-chip__check" aria-label={t('mark.right')}>
          {CHECK}
        </span>
      )}
    </div>
  );
}

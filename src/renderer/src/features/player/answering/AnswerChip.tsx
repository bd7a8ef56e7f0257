import { useTranslation } from 'react-i18next';
import { optionLook } from '../../../ui/options/optionLook';
import { OptionShape } from '../../../ui/options/OptionShape';

// Marks, not words: their meaning is said by the aria-label.
const CHECK = '✓';
const CROSS = '✗';

interface Props {
  index: number;
  text: string;
  /** A–D for choice and poll; true/false and who-said-it read as they are. */
  letter: boolean;
  /** A check mark on the right answer, a cross on the guest's wrong one. */
  mark?: 'right' | 'wrong';
}

/** One option as a coloured pill (shape, letter, text), as the guest saw its button. */
export function AnswerChip({ index, text, letter, mark }: Props): React.JSX.Element {
  const look = optionLook(index);
  const { t } = useTranslation();
  return (
    <div className={`option-chip option--${look.colour}`} data-option={look.label}>
      <OptionShape look={look} />
      {letter ? <span className="option-chip__label">{look.label}</span> : <span className="chip-gap" />}
      <span className="option-chip__text" dir="auto">
        {text}
      </span>
      {mark === 'right' && (
        <span className="option-chip__check" aria-label={t('mark.right')}>
          {CHECK}
        </span>
      )}
      {mark === 'wrong' && (
        <span className="option-chip__check chip-cross" aria-label={t('mark.wrong')}>
          {CROSS}
        </span>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { optionLook } from '../../../ui/options/optionLook';
import { fieldId, type ProblemMap } from '../quizProblems';
import { OptionShape } from '../../../ui/options/OptionShape';
import { FieldProblems, invalidProps } from '../fields/FieldProblems';
import { RemoveButton } from '../fields/RemoveButton';
import { QUIZ_LIMITS } from '@shared/wire/quiz';

interface Props {
  questionPath: string;
  /** Radios of one question share a name. */
  group: string;
  index: number;
  text: string;
  /** null: a poll, no option is right. */
  correct: boolean | null;
  canRemove: boolean;
  problems: ProblemMap;
  onText: (text: string) => void;
  onCorrect: () => void;
  onRemove: () => void;
}

/** One option: "is the correct one" radio (not in a poll), its colour and letter, its text. */
export function OptionRow({
  questionPath,
  group,
  index,
  text,
  correct,
  canRemove,
  problems,
  onText,
  onCorrect,
  onRemove,
}: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const look = optionLook(index);
  const label = look.label;
  const path = `${questionPath}.options.${index}`;
  const id = fieldId(path);
  const messages = problems.get(path);
  return (
    <li className={`option-row${correct ? ' option-row--correct' : ''}`}>
      <div className="option-row__line">
        {correct !== null && (
          <CorrectRadio group={group} label={label} checked={correct} onCorrect={onCorrect} />
        )}
        <span className={`option-row__badge option--${look.colour}`} aria-hidden="true">
          <OptionShape look={look} />
          {look.label}
        </span>
        <input
          id={id}
          className={`editor-input option-row__text${messages ? ' editor-input--invalid' : ''}`}
          value={text}
          maxLength={QUIZ_LIMITS.optionChars}
          dir="auto"
          placeholder={t('options.option', { label })}
          aria-label={t('options.option', { label })}
          onChange={(e) => onText(e.target.value)}
          {...invalidProps(id, messages)}
        />
        {/* Always there (but in a poll), so every row's input has the same width. */}
        {correct !== null && (
          <span className="option-row__correct">{correct ? t('options.correct') : ''}</span>
        )}
        <RemoveButton
          className="option-row__remove"
          onClick={onRemove}
          disabled={!canRemove}
          label={t('options.removeLabel', { label })}
          title={canRemove ? undefined : t('options.needTwo')}
        />
      </div>
      <FieldProblems id={id} messages={messages} />
    </li>
  );
}

/** "This option is the correct one": one radio per option, shared by the question's options. */
function CorrectRadio(props: {
  group: string;
  label: string;
  checked: boolean;
  onCorrect: () => void;
}): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <input
      className="option-row__radio"
      type="radio"
      name={props.group}
      checked={props.checked}
      onChange={props.onCorrect}
      aria-label={t('options.isCorrect', { label: props.label })}
    />
  );
}

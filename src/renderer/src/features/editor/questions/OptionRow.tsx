import { optionLook } from '../../../ui/options/optionLook';
import { fieldId, type ProblemMap } from '../quizProblems';
import { OptionShape } from '../../../ui/options/OptionShape';
import { FieldProblems, invalidProps } from '../fields/FieldProblems';
import { QUIZ_LIMITS } from '@shared/quiz';

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
  const look = optionLook(index);
  const path = `${questionPath}.options.${index}`;
  const id = fieldId(path);
  const messages = problems.get(path);
  return (
    <li className={`option-row${correct ? ' option-row--correct' : ''}`}>
      <div className="option-row__line">
        {correct !== null && (
          <input
            className="option-row__radio"
            type="radio"
            name={group}
            checked={correct}
            onChange={onCorrect}
            aria-label={`Option ${look.label} is the correct answer`}
          />
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
          placeholder={`Option ${look.label}`}
          aria-label={`Option ${look.label}`}
          onChange={(e) => onText(e.target.value)}
          {...invalidProps(id, messages)}
        />
        {/* Always there (but in a poll), so every row's input has the same width. */}
        {correct !== null && <span className="option-row__correct">{correct ? 'Correct' : ''}</span>}
        <button
          className="button button--small button--ghost option-row__remove"
          type="button"
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={`Remove option ${look.label}`}
          title={canRemove ? undefined : 'A question needs at least two options'}
        >
          ✕
        </button>
      </div>
      <FieldProblems id={id} messages={messages} />
    </li>
  );
}

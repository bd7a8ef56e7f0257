import { MAX_OPTIONS, QUIZ_LIMITS } from '@shared/quiz';
import { addOption, MIN_OPTIONS, removeOption, setOption, type QuestionDraft } from './quizDraft';
import { fieldId, type ProblemMap } from './quizProblems';
import { FieldProblems } from './FieldProblems';
import { ImageField } from './ImageField';
import { OptionRow } from './OptionRow';
import { TextField } from './TextField';

export type QuestionMove = 'up' | 'down';

interface Props {
  question: QuestionDraft;
  index: number;
  count: number;
  defaultAnswerSeconds: string;
  operatorKey: string;
  problems: ProblemMap;
  previewed: boolean;
  onChange: (change: Partial<QuestionDraft>) => void;
  onMove: (move: QuestionMove) => void;
  onRemove: () => void;
  onPreview: () => void;
}

/** Everything about one question: text, options and the correct one, photo, answer time. */
export function QuestionCard({
  question,
  index,
  count,
  defaultAnswerSeconds,
  operatorKey,
  problems,
  previewed,
  onChange,
  onMove,
  onRemove,
  onPreview,
}: Props): React.JSX.Element {
  const n = index + 1;
  const path = `questions.${index}`;
  const titleId = `question-${question.id}-title`;
  return (
    <li
      className={`editor-question${previewed ? ' editor-question--previewed' : ''}`}
      aria-labelledby={titleId}
      data-testid="question-card"
      // Working on a question shows it in the preview.
      onFocus={onPreview}
    >
      <div className="editor-question__head">
        <h3 className="editor-question__title" id={titleId}>
          Question {n}
        </h3>
        <div className="editor-question__tools">
          <button
            id={`question-${question.id}-up`}
            className="button button--small"
            type="button"
            onClick={() => onMove('up')}
            disabled={index === 0}
            aria-label={`Move question ${n} up`}
          >
            ↑ Up
          </button>
          <button
            id={`question-${question.id}-down`}
            className="button button--small"
            type="button"
            onClick={() => onMove('down')}
            disabled={index === count - 1}
            aria-label={`Move question ${n} down`}
          >
            ↓ Down
          </button>
          <button
            className="button button--small button--danger"
            type="button"
            onClick={onRemove}
            disabled={count <= 1}
            aria-label={`Remove question ${n}`}
          >
            Remove
          </button>
        </div>
      </div>
      <TextField
        path={`${path}.text`}
        label="Question"
        multiline
        maxLength={QUIZ_LIMITS.questionChars}
        value={question.text}
        onChange={(text) => onChange({ text })}
        problems={problems}
      />
      <fieldset className="option-rows">
        <legend className="field__label">Options: mark the correct one</legend>
        <ol className="option-rows__list">
          {question.options.map((text, i) => (
            <OptionRow
              key={i}
              questionPath={path}
              group={`question-${question.id}-correct`}
              index={i}
              text={text}
              correct={question.correct === i}
              canRemove={question.options.length > MIN_OPTIONS}
              problems={problems}
              onText={(t) => onChange(setOption(question, i, t))}
              onCorrect={() => onChange({ correct: i })}
              onRemove={() => onChange(removeOption(question, i))}
            />
          ))}
        </ol>
        <FieldProblems id={fieldId(`${path}.options`)} messages={problems.get(`${path}.options`)} />
        <FieldProblems id={fieldId(`${path}.correct`)} messages={problems.get(`${path}.correct`)} />
        {question.options.length < MAX_OPTIONS && (
          <button
            className="button button--small option-rows__add"
            type="button"
            onClick={() => onChange(addOption(question))}
          >
            + Add option
          </button>
        )}
      </fieldset>
      <div className="editor-question__extras">
        <ImageField
          path={`${path}.photo`}
          label="Photo on the big screen (optional)"
          subject={`photo for question ${n}`}
          value={question.photo}
          onChange={(photo) => onChange({ photo })}
          operatorKey={operatorKey}
          problems={problems}
          hint="PNG, JPEG, WebP or GIF, up to 8 MB."
        />
        <TextField
          path={`${path}.answerSeconds`}
          label="Time to answer (optional)"
          type="number"
          min={1}
          max={300}
          value={question.answerSeconds}
          placeholder={defaultAnswerSeconds ? `${defaultAnswerSeconds} (quiz)` : undefined}
          hint={`Seconds. Empty: the quiz's ${defaultAnswerSeconds || '…'} s.`}
          onChange={(answerSeconds) => onChange({ answerSeconds })}
          problems={problems}
          className="editor-field--seconds"
        />
      </div>
    </li>
  );
}

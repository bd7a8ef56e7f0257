import { MAX_OPTIONS } from '@shared/quiz';
import { FieldProblems } from '../fields/FieldProblems';
import { OptionRow } from './OptionRow';
import type { QuestionDraft } from '../questionDraft';
import { addOption, MIN_OPTIONS, removeOption, setOption } from '../questionEdits';
import { fieldId, type ProblemMap } from '../quizProblems';

interface Props {
  question: QuestionDraft;
  /** The question's path in the quiz, e.g. `questions.2`. */
  path: string;
  problems: ProblemMap;
  /** A poll has no right answer: no option is marked. */
  markCorrect: boolean;
  onChange: (change: Partial<QuestionDraft>) => void;
}

/** A question's options: mark the correct one, edit, add (up to four), remove (down to two). */
export function OptionRows({ question, path, problems, markCorrect, onChange }: Props): React.JSX.Element {
  return (
    <fieldset className={`option-rows${markCorrect ? '' : ' option-rows--poll'}`}>
      <legend className="field__label">
        {markCorrect ? 'Options: mark the correct one' : 'Options (no right answer)'}
      </legend>
      <ol className="option-rows__list">
        {question.options.map((text, i) => (
          <OptionRow
            key={i}
            questionPath={path}
            group={`question-${question.id}-correct`}
            index={i}
            text={text}
            correct={markCorrect ? question.correct === i : null}
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
  );
}

import { useTranslation } from 'react-i18next';
import { MAX_OPTIONS } from '@shared/wire/quiz';
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
  const { t } = useTranslation('editor');
  return (
    <fieldset className={`option-rows${markCorrect ? '' : ' option-rows--poll'}`}>
      <legend className="field__label">{t(markCorrect ? 'options.legend' : 'options.legendPoll')}</legend>
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
            onText={(text) => onChange(setOption(question, i, text))}
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
          {t('options.add')}
        </button>
      )}
    </fieldset>
  );
}

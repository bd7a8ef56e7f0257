import { useTranslation } from 'react-i18next';
import { MAX_QUESTIONS, updateQuestion, type QuizDraft } from '../quizDraft';
import { fieldId, type ProblemMap } from '../quizProblems';
import { FieldProblems } from '../fields/FieldProblems';
import { QuestionCard } from './QuestionCard';
import { useQuestionEdits } from './useQuestionEdits';

interface Props {
  draft: QuizDraft;
  problems: ProblemMap;
  previewId: number | null;
  edit: (change: (draft: QuizDraft) => QuizDraft) => void;
  onPreview: (id: number) => void;
}

/** The questions in order: add, remove, move up and down (with the keyboard too), edit each. */
export function QuestionList({ draft, problems, previewId, edit, onPreview }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const { move, remove, add, announcement } = useQuestionEdits(draft, edit);
  const count = draft.questions.length;
  return (
    <section className="editor-questions" aria-labelledby="editor-questions-title">
      <h3 className="editor-questions__title" id="editor-questions-title">
        {t('questions.heading', { n: count })}
      </h3>
      <FieldProblems id={fieldId('questions')} messages={problems.get('questions')} />
      <ol className="question-list">
        {draft.questions.map((question, index) => (
          <QuestionCard
            key={question.id}
            question={question}
            index={index}
            count={count}
            defaultAnswerSeconds={draft.timings.answerSeconds}
            problems={problems}
            partners={draft.partners}
            previewed={question.id === previewId}
            onChange={(change) => edit((d) => updateQuestion(d, index, change))}
            onMove={(direction) => move(index, question.id, direction)}
            onRemove={() => remove(index)}
            onPreview={() => onPreview(question.id)}
          />
        ))}
      </ol>
      <button
        className="button editor-questions__add"
        type="button"
        onClick={add}
        disabled={count >= MAX_QUESTIONS}
      >
        {t('questions.add')}
      </button>
      {count >= MAX_QUESTIONS && <p className="field__hint">{t('questions.most', { max: MAX_QUESTIONS })}</p>}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

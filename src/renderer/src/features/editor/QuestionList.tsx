import { useEffect, useState } from 'react';
import {
  addQuestion,
  MAX_QUESTIONS,
  moveQuestion,
  removeQuestion,
  updateQuestion,
  type QuizDraft,
} from './quizDraft';
import { fieldId, type ProblemMap } from './quizProblems';
import { FieldProblems } from './FieldProblems';
import { QuestionCard, type QuestionMove } from './QuestionCard';

interface Props {
  draft: QuizDraft;
  operatorKey: string;
  problems: ProblemMap;
  previewId: number | null;
  edit: (change: (draft: QuizDraft) => QuizDraft) => void;
  onPreview: (id: number) => void;
}

/** The questions in order: add, remove, move up and down (with the keyboard too), edit each. */
export function QuestionList({
  draft,
  operatorKey,
  problems,
  previewId,
  edit,
  onPreview,
}: Props): React.JSX.Element {
  // After a move, focus follows the moved question's button (the DOM node moved and lost it).
  const [refocus, setRefocus] = useState<{ id: number; move: QuestionMove } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!refocus) return;
    const same = document.getElementById(`question-${refocus.id}-${refocus.move}`);
    const other = document.getElementById(`question-${refocus.id}-${refocus.move === 'up' ? 'down' : 'up'}`);
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
    setRefocus(null);
  }, [refocus]);

  const move = (index: number, id: number, direction: QuestionMove): void => {
    const by = direction === 'up' ? -1 : 1;
    edit((d) => moveQuestion(d, index, by));
    setRefocus({ id, move: direction });
    setAnnouncement(`Question ${index + 1} is now question ${index + 1 + by}.`);
  };

  const remove = (index: number): void => {
    const q = draft.questions[index];
    const hasContent = q && (q.text.trim() !== '' || q.options.some((o) => o.trim() !== ''));
    if (hasContent && !window.confirm(`Remove question ${index + 1}?`)) return;
    edit((d) => removeQuestion(d, index));
    setAnnouncement(`Question ${index + 1} removed.`);
  };

  // A new question's text gets the focus once it is in the page.
  const [focusLast, setFocusLast] = useState(false);
  const count = draft.questions.length;
  useEffect(() => {
    if (!focusLast) return;
    document.getElementById(fieldId(`questions.${count - 1}.text`))?.focus();
    setFocusLast(false);
  }, [focusLast, count]);

  const add = (): void => {
    edit(addQuestion);
    setFocusLast(true);
    setAnnouncement(`Question ${count + 1} added.`);
  };

  return (
    <section className="editor-questions" aria-labelledby="editor-questions-title">
      <h3 className="editor-questions__title" id="editor-questions-title">
        Questions ({count})
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
            operatorKey={operatorKey}
            problems={problems}
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
        + Add a question
      </button>
      {count >= MAX_QUESTIONS && <p className="field__hint">A quiz has at most {MAX_QUESTIONS} questions.</p>}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

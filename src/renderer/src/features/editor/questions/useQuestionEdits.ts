import { useState } from 'react';
import type { QuestionMove } from './QuestionCard';
import { hasContent } from '../questionDraft';
import { addQuestion, moveQuestion, removeQuestion, type QuizDraft } from '../quizDraft';
import { useQuestionFocus } from './useQuestionFocus';

export interface QuestionEdits {
  move: (index: number, id: number, direction: QuestionMove) => void;
  /** Asks first when the question has any text. */
  remove: (index: number) => void;
  add: () => void;
  /** What the last edit did, for screen readers. */
  announcement: string;
}

/** Adding, removing and moving questions, with the focus kept where the keyboard is. */
export function useQuestionEdits(
  draft: QuizDraft,
  edit: (change: (draft: QuizDraft) => QuizDraft) => void,
): QuestionEdits {
  const [announcement, setAnnouncement] = useState('');
  const count = draft.questions.length;
  const focus = useQuestionFocus(count);

  const move = (index: number, id: number, direction: QuestionMove): void => {
    const by = direction === 'up' ? -1 : 1;
    edit((d) => moveQuestion(d, index, by));
    focus.afterMove(id, direction);
    setAnnouncement(`Question ${index + 1} is now question ${index + 1 + by}.`);
  };

  const remove = (index: number): void => {
    const q = draft.questions[index];
    if (q && hasContent(q) && !window.confirm(`Remove question ${index + 1}?`)) return;
    edit((d) => removeQuestion(d, index));
    setAnnouncement(`Question ${index + 1} removed.`);
  };

  const add = (): void => {
    edit(addQuestion);
    focus.afterAdd();
    setAnnouncement(`Question ${count + 1} added.`);
  };

  return { move, remove, add, announcement };
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('editor');
  const [announcement, setAnnouncement] = useState('');
  const count = draft.questions.length;
  const focus = useQuestionFocus(count);

  const move = (index: number, id: number, direction: QuestionMove): void => {
    const by = direction === 'up' ? -1 : 1;
    edit((d) => moveQuestion(d, index, by));
    focus.afterMove(id, direction);
    setAnnouncement(t('questions.moved', { from: index + 1, to: index + 1 + by }));
  };

  const remove = (index: number): void => {
    const q = draft.questions[index];
    if (q && hasContent(q) && !window.confirm(t('questions.confirmRemove', { n: index + 1 }))) return;
    edit((d) => removeQuestion(d, index));
    setAnnouncement(t('questions.removed', { n: index + 1 }));
  };

  const add = (): void => {
    edit(addQuestion);
    focus.afterAdd();
    setAnnouncement(t('questions.added', { n: count + 1 }));
  };

  return { move, remove, add, announcement };
}

import { useEffect, useState } from 'react';
import type { QuestionMove } from './QuestionCard';
import { fieldId } from '../quizProblems';

/**
 * Where the focus goes after the list changes: after a move, to the moved question's button (the DOM
 * node moved and lost it; the other button when that one is now disabled); after an add, to the new
 * question's text.
 */
export function useQuestionFocus(count: number): {
  afterMove: (id: number, move: QuestionMove) => void;
  afterAdd: () => void;
} {
  const [refocus, setRefocus] = useState<{ id: number; move: QuestionMove } | null>(null);
  const [focusLast, setFocusLast] = useState(false);

  useEffect(() => {
    if (!refocus) return;
    const same = document.getElementById(`question-${refocus.id}-${refocus.move}`);
    const other = document.getElementById(`question-${refocus.id}-${refocus.move === 'up' ? 'down' : 'up'}`);
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
    setRefocus(null);
  }, [refocus]);

  // A new question's text gets the focus once it is in the page.
  useEffect(() => {
    if (!focusLast) return;
    document.getElementById(fieldId(`questions.${count - 1}.text`))?.focus();
    setFocusLast(false);
  }, [focusLast, count]);

  return { afterMove: (id, move) => setRefocus({ id, move }), afterAdd: () => setFocusLast(true) };
}

import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../net/api';
import type { Problem, QuizResponse } from '../../net/apiTypes';
import type { QuizDraft } from './quizDraft';
import { useDraftProblems } from './useDraftProblems';
import { isDirty, useQuizDoc } from './useQuizDoc';
import { useSaveDraft } from './useSaveDraft';
import { useOperatorApi } from '../operator/operatorContext';

export interface EditorNotice {
  kind: 'success' | 'error';
  text: string;
}

export interface QuizEditor {
  status: 'loading' | 'ready' | 'failed';
  draft: QuizDraft | null;
  editable: boolean;
  /** Why the quiz cannot be edited now. */
  reason: string | null;
  dirty: boolean;
  saving: boolean;
  /** Every problem to show next to its field (client check after a first save, plus the server's). */
  problems: Problem[];
  notice: EditorNotice | null;
  edit: (change: (draft: QuizDraft) => QuizDraft) => void;
  /** Resolves with the problems that stopped the save (none when saved or refused for another reason). */
  save: () => Promise<Problem[]>;
  discard: () => void;
  /** Takes the server's quiz after an import. */
  accept: (response: QuizResponse) => void;
}

/**
 * The quiz being edited: loaded from the server, changed in the form, saved back. Editing is only
 * possible before the game starts. A change of `inNew` (the live game entering or leaving NEW) or of
 * `quizStamp` (the quiz the server announces) triggers a fresh look.
 */
export function useQuizEditor(inNew: boolean | null, quizStamp: string | null): QuizEditor {
  const api = useOperatorApi();
  const { t } = useTranslation('editor');
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const showError = useCallback((text: string) => setNotice({ kind: 'error', text }), []);
  const quiz = useQuizDoc(inNew, quizStamp, showError);
  const draft = quiz.doc?.draft ?? null;
  const checks = useDraftProblems(draft);
  const { take, edit: editDoc, lock } = quiz;
  const { problems, setServerProblems, reset } = checks;

  const accept = useCallback(
    (response: QuizResponse) => {
      take(response);
      reset();
    },
    [take, reset],
  );
  const { saving, setSaving, save } = useSaveDraft({
    draft,
    checks,
    accept,
    lock,
    tell: setNotice,
  });

  // "Saved" is old news once the game has started or been reset.
  useEffect(() => {
    setNotice((n) => (n?.kind === 'success' ? null : n));
  }, [inNew]);

  const edit = useCallback(
    (change: (draft: QuizDraft) => QuizDraft) => {
      editDoc(change);
      setServerProblems([]);
      setNotice(null);
    },
    [editDoc, setServerProblems],
  );

  const discard = useCallback(() => {
    setSaving(false);
    reset();
    setNotice(null);
    api.fetchQuiz().then(accept, (error: unknown) => showError(errorMessage(error, t('loadFailed'))));
  }, [api, accept, reset, setSaving, showError, t]);

  return {
    status: quiz.status,
    draft,
    editable: quiz.access.editable,
    reason: quiz.access.reason,
    dirty: quiz.doc !== null && isDirty(quiz.doc),
    saving,
    problems,
    // While there are problems, the notice counts them, and it goes away once they are fixed.
    notice: problems.length > 0 ? { kind: 'error', text: t('notSaved', { count: problems.length }) } : notice,
    edit,
    save,
    discard,
    accept,
  };
}

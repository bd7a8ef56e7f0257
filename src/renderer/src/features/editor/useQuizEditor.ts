import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../net/api';
import type { Problem, QuizResponse } from '../../net/apiTypes';
import { fetchQuiz, saveQuiz } from '../../net/quizApi';
import { draftFingerprint, fromDraft, toDraft, type QuizDraft } from './quizDraft';
import { plainMessage, validateDraft } from './quizProblems';

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

const messageOf = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/**
 * The quiz being edited: loaded from the server, changed in the form, saved back. Editing is only
 * possible before the game starts. A change of `inNew` (the live game entering or leaving NEW) or of
 * `quizStamp` (the quiz the server announces) triggers a fresh look.
 */
export function useQuizEditor(
  operatorKey: string,
  inNew: boolean | null,
  quizStamp: string | null,
): QuizEditor {
  const [status, setStatus] = useState<QuizEditor['status']>('loading');
  // The form and a fingerprint of what the server has, together so one update changes both.
  const [doc, setDoc] = useState<{ draft: QuizDraft; saved: string } | null>(null);
  const [editable, setEditable] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<Problem[]>([]);
  const [notice, setNotice] = useState<EditorNotice | null>(null);

  const draft = doc?.draft ?? null;
  const dirty = doc !== null && isDirty(doc);

  const accept = useCallback((response: QuizResponse) => {
    setDoc((current) => {
      const next = toDraft(response.quiz, current?.draft);
      return { draft: next, saved: draftFingerprint(next) };
    });
    setEditable(response.editable);
    setReason(response.editable ? null : (response.reason ?? null));
    setChecked(false);
    setServerProblems([]);
    setStatus('ready');
  }, []);

  // Loaded at first, whenever the game enters or leaves NEW (start, reset, restore), and when the
  // quiz changes elsewhere (another operator, the app's menu, a restored game).
  useEffect(() => {
    if (inNew === null) return undefined;
    let live = true;
    fetchQuiz(operatorKey).then(
      (response) => {
        if (!live) return;
        setEditable(response.editable);
        setReason(response.editable ? null : (response.reason ?? null));
        // Unsaved edits survive a fresh look.
        setDoc((current) => {
          if (current && isDirty(current)) return current;
          const fresh = toDraft(response.quiz, current?.draft);
          return { draft: fresh, saved: draftFingerprint(fresh) };
        });
        setStatus('ready');
      },
      (error: unknown) => {
        if (!live) return;
        setNotice({ kind: 'error', text: messageOf(error) });
        setStatus((s) => (s === 'loading' ? 'failed' : s));
      },
    );
    return () => {
      live = false;
    };
  }, [operatorKey, inNew, quizStamp]);

  // "Saved" is old news once the game has started or been reset.
  useEffect(() => {
    setNotice((n) => (n?.kind === 'success' ? null : n));
  }, [inNew]);

  const edit = useCallback((change: (draft: QuizDraft) => QuizDraft) => {
    setDoc((current) => (current ? { ...current, draft: change(current.draft) } : current));
    setServerProblems([]);
    setNotice(null);
  }, []);

  const save = useCallback(async (): Promise<Problem[]> => {
    if (!draft) return [];
    setChecked(true);
    const found = validateDraft(draft);
    if (found.length > 0) {
      setNotice(null);
      return found;
    }
    setSaving(true);
    try {
      accept(await saveQuiz(operatorKey, fromDraft(draft)));
      setNotice({ kind: 'success', text: 'Saved. The big screen and the phones have the new quiz.' });
      return [];
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setEditable(false);
        setReason(error.message);
      }
      if (error instanceof ApiError && error.problems.length > 0) {
        setServerProblems(error.problems.map((p) => ({ ...p, message: plainMessage(p.message) })));
        setNotice(null);
        return error.problems;
      }
      setNotice({ kind: 'error', text: messageOf(error) });
      return [];
    } finally {
      setSaving(false);
    }
  }, [draft, operatorKey, accept]);

  const discard = useCallback(() => {
    setSaving(false);
    setChecked(false);
    setServerProblems([]);
    setNotice(null);
    fetchQuiz(operatorKey).then(accept, (error: unknown) =>
      setNotice({ kind: 'error', text: messageOf(error) }),
    );
  }, [operatorKey, accept]);

  const clientProblems = useMemo(() => (checked && draft ? validateDraft(draft) : []), [checked, draft]);
  const problems = useMemo(() => [...clientProblems, ...serverProblems], [clientProblems, serverProblems]);
  // While there are problems, the notice counts them, and it goes away once they are fixed.
  const shown =
    problems.length > 0 ? { kind: 'error' as const, text: problemCount(problems.length) } : notice;

  return {
    status,
    draft,
    editable,
    reason,
    dirty,
    saving,
    problems,
    notice: shown,
    edit,
    save,
    discard,
    accept,
  };
}

function isDirty(doc: { draft: QuizDraft; saved: string }): boolean {
  return draftFingerprint(doc.draft) !== doc.saved;
}

function problemCount(n: number): string {
  return n === 1
    ? 'Not saved: please fix the problem marked below.'
    : `Not saved: please fix the ${n} problems marked below.`;
}

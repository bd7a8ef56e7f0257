import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../net/api';
import type { QuizResponse } from '../../net/apiTypes';
import { draftFingerprint, toDraft, type QuizDraft } from './quizDraft';
import { useOperatorApi } from '../operator/operatorContext';

/** The form, with a fingerprint of what the server has: together, so one update changes both. */
export interface QuizDoc {
  draft: QuizDraft;
  saved: string;
}

/** Whether the quiz can be edited now, and why not. */
export interface EditAccess {
  editable: boolean;
  reason: string | null;
}

export interface LoadedQuiz {
  status: 'loading' | 'ready' | 'failed';
  doc: QuizDoc | null;
  access: EditAccess;
  /** The server's quiz replaces the form (after a save, an import, a discard). */
  take: (response: QuizResponse) => void;
  edit: (change: (draft: QuizDraft) => QuizDraft) => void;
  /** The server refused an edit: the quiz is read only, for this reason. */
  lock: (reason: string) => void;
}

export function isDirty(doc: QuizDoc): boolean {
  return draftFingerprint(doc.draft) !== doc.saved;
}

/** The quiz as the server has it, in the form; questions keep their ids (nothing is re-mounted). */
function docOf(response: QuizResponse, current: QuizDoc | null): QuizDoc {
  const draft = toDraft(response.quiz, current?.draft);
  return { draft, saved: draftFingerprint(draft) };
}

const accessOf = (response: QuizResponse): EditAccess => ({
  editable: response.editable,
  reason: response.editable ? null : (response.reason ?? null),
});

/**
 * The quiz in the form: loaded at first, whenever the game enters or leaves NEW (start, reset,
 * restore: `inNew` changes), and when the quiz changes elsewhere (another operator, the app's menu, a
 * restored game: `quizStamp` changes). Unsaved edits survive a fresh look.
 */
export function useQuizDoc(
  inNew: boolean | null,
  quizStamp: string | null,
  onLoadError: (text: string) => void,
): LoadedQuiz {
  const api = useOperatorApi();
  const { t } = useTranslation('editor');
  const [status, setStatus] = useState<LoadedQuiz['status']>('loading');
  const [doc, setDoc] = useState<QuizDoc | null>(null);
  const [access, setAccess] = useState<EditAccess>({ editable: false, reason: null });

  const take = useCallback((response: QuizResponse) => {
    setDoc((current) => docOf(response, current));
    setAccess(accessOf(response));
    setStatus('ready');
  }, []);

  useEffect(() => {
    if (inNew === null) return undefined;
    let live = true;
    api.fetchQuiz().then(
      (response) => {
        if (!live) return;
        setAccess(accessOf(response));
        setDoc((current) => (current && isDirty(current) ? current : docOf(response, current)));
        setStatus('ready');
      },
      (error: unknown) => {
        if (!live) return;
        onLoadError(errorMessage(error, t('loadFailed')));
        setStatus((s) => (s === 'loading' ? 'failed' : s));
      },
    );
    return () => {
      live = false;
    };
  }, [api, inNew, quizStamp, onLoadError, t]);

  const edit = useCallback((change: (draft: QuizDraft) => QuizDraft) => {
    setDoc((current) => (current ? { ...current, draft: change(current.draft) } : current));
  }, []);
  const lock = useCallback((reason: string) => setAccess({ editable: false, reason }), []);

  return { status, doc, access, take, edit, lock };
}

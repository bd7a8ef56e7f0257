import type { OperatorApi } from '../../net/operatorApi';
import { useCallback, useState } from 'react';
import { errorMessage, isConflict, ApiError } from '../../net/api';
import type { Problem, QuizResponse } from '../../net/apiTypes';
import { fromDraft, type QuizDraft } from './quizDraft';
import { validateDraft } from './quizProblems';
import type { DraftProblems } from './useDraftProblems';
import { useEditorWords } from './useEditorWords';
import { useOperatorApi } from '../operator/operatorContext';
import { songDurations } from './questionMedia/songShapes';

/** What the server made of a save: the saved quiz, or why not (and whether the quiz is now read only). */
type SendOutcome =
  | { saved: QuizResponse }
  | { problems: Problem[]; locked: string | null }
  | { error: string; locked: string | null };

/** Sends a draft that passed the form's own check; the server has the last word. */
async function sendDraft(api: OperatorApi, draft: QuizDraft, failed: string): Promise<SendOutcome> {
  try {
    return { saved: await api.saveQuiz(fromDraft(draft)) };
  } catch (error) {
    const locked = isConflict(error) ? error.message : null;
    if (error instanceof ApiError && error.problems.length > 0) return { problems: error.problems, locked };
    return { error: errorMessage(error, failed), locked };
  }
}

interface SaveParts {
  draft: QuizDraft | null;
  checks: Pick<DraftProblems, 'startChecking' | 'setServerProblems'>;
  /** The saved quiz replaces the form. */
  accept: (response: QuizResponse) => void;
  lock: (reason: string) => void;
  /** A line for the notice; null clears it. */
  tell: (notice: { kind: 'success' | 'error'; text: string } | null) => void;
}

/**
 * Save: the form checks itself first (and from then on as it is edited), then the server. Resolves with
 * the problems that stopped the save (none when saved or refused for another reason).
 */
export function useSaveDraft({ draft, checks, accept, lock, tell }: SaveParts): {
  saving: boolean;
  setSaving: (saving: boolean) => void;
  save: () => Promise<Problem[]>;
} {
  const api = useOperatorApi();
  const [saving, setSaving] = useState(false);
  const { startChecking, setServerProblems } = checks;
  const words = useEditorWords();
  const save = useCallback(async (): Promise<Problem[]> => {
    if (!draft) return [];
    startChecking();
    const found = validateDraft(draft, words, songDurations());
    if (found.length > 0) {
      tell(null);
      return found;
    }
    setSaving(true);
    const outcome = await sendDraft(api, draft, words.t('saveFailed'));
    setSaving(false);
    if ('saved' in outcome) {
      accept(outcome.saved);
      tell({ kind: 'success', text: words.t('saved') });
      return [];
    }
    if (outcome.locked) lock(outcome.locked);
    if ('problems' in outcome) {
      setServerProblems(outcome.problems);
      tell(null);
      return outcome.problems;
    }
    tell({ kind: 'error', text: outcome.error });
    return [];
  }, [api, draft, words, startChecking, setServerProblems, accept, lock, tell]);
  return { saving, setSaving, save };
}

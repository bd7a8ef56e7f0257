import { useCallback, useMemo, useState } from 'react';
import type { Problem } from '../../net/apiTypes';
import type { QuizDraft } from './quizDraft';
import { plainMessage } from './problemWords';
import { validateDraft } from './quizProblems';
import { useEditorWords } from './useEditorWords';
import { useSongDurations } from './questionMedia/songShapes';

export interface DraftProblems {
  /** Every problem to show next to its field: the form's own check after a first save, plus the server's. */
  problems: Problem[];
  /** A save was tried: from now on the form checks itself as it is edited. */
  startChecking: () => void;
  /** The server's problems with the last save, in plain words. */
  setServerProblems: (problems: readonly Problem[]) => void;
  /** A fresh start: no check, no server problems (a new quiz from the server, a discard). */
  reset: () => void;
}

/** The problems the editor shows: instant once a save was tried, the server's until the next edit. */
export function useDraftProblems(draft: QuizDraft | null): DraftProblems {
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServer] = useState<Problem[]>([]);
  const words = useEditorWords();
  // A song read after the first save may show its clip starting too late.
  const durations = useSongDurations();

  const startChecking = useCallback(() => setChecked(true), []);
  // Kept as the server said them; worded when shown, so a change of language words them anew.
  const setServerProblems = useCallback((list: readonly Problem[]) => setServer([...list]), []);
  const reset = useCallback(() => {
    setChecked(false);
    setServer([]);
  }, []);

  const clientProblems = useMemo(
    () => (checked && draft ? validateDraft(draft, words, durations) : []),
    [checked, draft, words, durations],
  );
  const problems = useMemo(
    () => [
      ...clientProblems,
      ...serverProblems.map((p) => ({ ...p, message: plainMessage(p.message, words.t) })),
    ],
    [clientProblems, serverProblems, words],
  );
  return { problems, startChecking, setServerProblems, reset };
}

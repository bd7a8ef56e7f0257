import { useCallback, useState } from 'react';
import { ApiError } from '../../net/api';
import type { Problem, QuizResponse } from '../../net/apiTypes';
import { saveBlob } from '../../net/download';
import { exportQuizFile, importQuizFile } from '../../net/quizApi';
import { fieldName, plainMessage } from './quizProblems';

export interface TransferNotice {
  kind: 'success' | 'error';
  text: string;
  /** For a refused import: what is wrong in the file. */
  details: string[];
}

export interface QuizTransfer {
  busy: boolean;
  notice: TransferNotice | null;
  importFile: (file: File) => Promise<void>;
  exportFile: () => Promise<void>;
  dismiss: () => void;
}

const MAX_DETAILS = 6;

function detailsOf(problems: readonly Problem[]): string[] {
  const lines = problems.slice(0, MAX_DETAILS).map((p) => `${fieldName(p.path)}: ${plainMessage(p.message)}`);
  if (problems.length > MAX_DETAILS) lines.push(`…and ${problems.length - MAX_DETAILS} more.`);
  return lines;
}

/** Import and export of the whole quiz as one file (images embedded), to prepare it at home. */
export function useQuizTransfer(
  operatorKey: string,
  onImported: (response: QuizResponse) => void,
): QuizTransfer {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<TransferNotice | null>(null);

  const importFile = useCallback(
    async (file: File) => {
      setBusy(true);
      setNotice(null);
      try {
        const response = await importQuizFile(operatorKey, file);
        onImported(response);
        setNotice({
          kind: 'success',
          text: `Imported "${response.quiz.title}" with ${response.quiz.questions.length} questions from ${file.name}.`,
          details: [],
        });
      } catch (error) {
        const text =
          error instanceof ApiError && error.status === 409
            ? error.message
            : `${file.name} was not imported, and nothing was changed.`;
        const details =
          error instanceof ApiError
            ? error.problems.length > 0
              ? detailsOf(error.problems)
              : [error.message]
            : [];
        setNotice({
          kind: 'error',
          text,
          details: error instanceof ApiError && error.status === 409 ? [] : details,
        });
      } finally {
        setBusy(false);
      }
    },
    [operatorKey, onImported],
  );

  const exportFile = useCallback(async () => {
    setBusy(true);
    setNotice(null);
    try {
      const { blob, filename } = await exportQuizFile(operatorKey);
      saveBlob(blob, filename);
    } catch (error) {
      setNotice({
        kind: 'error',
        text: error instanceof ApiError ? error.message : 'The quiz could not be exported.',
        details: [],
      });
    } finally {
      setBusy(false);
    }
  }, [operatorKey]);

  return { busy, notice, importFile, exportFile, dismiss: () => setNotice(null) };
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage, isConflict } from '../../net/api';
import { useBusy } from '../../net/useBusy';
import type { Problem, QuizResponse } from '../../net/apiTypes';
import { saveBlob } from '../../net/download';
import { isCancelled, type UploadProgress } from '../../net/upload';
import { useUploadProgress } from './upload/useUploadProgress';
import type { EditorT } from './editorWords';
import { quizFileRefusal } from './fileChecks';
import { fieldName, plainMessage } from './problemWords';
import { useOperatorApi } from '../operator/operatorContext';

export interface TransferNotice {
  /** `info`: the operator cancelled the import, nothing changed. */
  kind: 'success' | 'error' | 'info';
  text: string;
  /** For a refused import: what is wrong in the file. */
  details: string[];
}

export interface QuizTransfer {
  busy: boolean;
  /** The file being imported and how far it is sent; null when none is. */
  sending: { file: string; progress: UploadProgress } | null;
  cancelImport: () => void;
  notice: TransferNotice | null;
  importFile: (file: File) => Promise<void>;
  exportFile: () => Promise<void>;
  dismiss: () => void;
}

const MAX_DETAILS = 6;

function detailsOf(problems: readonly Problem[], t: EditorT): string[] {
  const lines = problems
    .slice(0, MAX_DETAILS)
    .map((p) => `${fieldName(p.path, t)}: ${plainMessage(p.message, t)}`);
  if (problems.length > MAX_DETAILS) lines.push(t('transfer.more', { n: problems.length - MAX_DETAILS }));
  return lines;
}

/** Why an import did not happen: cancelled, the game's state (409), or what is wrong in the file. */
function importFailure(error: unknown, file: string, t: EditorT): TransferNotice {
  if (isCancelled(error)) return { kind: 'info', text: t('upload.importCancelled', { file }), details: [] };
  if (isConflict(error)) return { kind: 'error', text: error.message, details: [] };
  const details =
    error instanceof ApiError
      ? error.problems.length > 0
        ? detailsOf(error.problems, t)
        : [error.message]
      : [];
  return { kind: 'error', text: t('transfer.notImported', { file }), details };
}

/** Import and export of the whole quiz as one file (images embedded), to prepare it at home. */
export function useQuizTransfer(onImported: (response: QuizResponse) => void): QuizTransfer {
  const api = useOperatorApi();
  const { t } = useTranslation('editor');
  const { busy, whileBusy } = useBusy();
  const [notice, setNotice] = useState<TransferNotice | null>(null);
  const { progress, begin, end, cancel } = useUploadProgress();
  const [sendingFile, setSendingFile] = useState('');

  const importFile = useCallback(
    async (file: File) => {
      setNotice(null);
      const refused = await quizFileRefusal(file, t);
      if (refused)
        return setNotice({
          kind: 'error',
          text: t('transfer.notImported', { file: file.name }),
          details: [refused],
        });
      await whileBusy(async () => {
        setSendingFile(file.name);
        try {
          const response = await api.importQuizFile(file, begin());
          onImported(response);
          const { title, questions } = response.quiz;
          const text = t('transfer.imported', { title, count: questions.length, file: file.name });
          setNotice({ kind: 'success', text, details: [] });
        } catch (error) {
          setNotice(importFailure(error, file.name, t));
        } finally {
          end();
        }
      });
    },
    [api, onImported, whileBusy, t, begin, end],
  );

  const exportFile = useCallback(async () => {
    setNotice(null);
    await whileBusy(async () => {
      try {
        const { blob, filename } = await api.exportQuizFile();
        saveBlob(blob, filename);
      } catch (error) {
        setNotice({
          kind: 'error',
          text: errorMessage(error, t('transfer.exportFailed')),
          details: [],
        });
      }
    });
  }, [api, whileBusy, t]);

  const sending = progress ? { file: sendingFile, progress } : null;
  return {
    busy,
    sending,
    cancelImport: cancel,
    notice,
    importFile,
    exportFile,
    dismiss: () => setNotice(null),
  };
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../net/api';
import { isCancelled } from '../../../net/upload';
import { useUploadProgress, type UploadTracker } from '../upload/useUploadProgress';
import { plainMessage } from '../problemWords';
import { soundRefusal } from './soundChecks';
import { useOperatorApi } from '../../operator/operatorContext';

export interface SoundUpload {
  busy: boolean;
  /** Why the latest file was refused; the moment's sound is then unchanged. */
  error: string | null;
  /** The last upload was cancelled: the moment's sound is as it was. */
  cancelled: boolean;
  upload: (file: File) => Promise<void>;
  clearError: () => void;
  tracker: UploadTracker;
}

/** Checks a picked sound, uploads it at once (with its progress), and gives the moment its `/media/...` path. */
export function useSoundUpload(onUploaded: (path: string) => void): SoundUpload {
  const api = useOperatorApi();
  const { t } = useTranslation('editor');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const tracker = useUploadProgress();
  const upload = async (file: File): Promise<void> => {
    setCancelled(false);
    const refusal = soundRefusal(file, t);
    setError(refusal);
    if (refusal) return;
    setBusy(true);
    try {
      onUploaded(await api.uploadSound(file, tracker.begin()));
    } catch (e) {
      if (isCancelled(e)) setCancelled(true);
      else setError(plainMessage(errorMessage(e, t('sounds.uploadFailed')), t));
    } finally {
      tracker.end();
      setBusy(false);
    }
  };
  return { busy, error, cancelled, upload, clearError: () => setError(null), tracker };
}

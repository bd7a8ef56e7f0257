import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../net/api';
import { plainMessage } from '../problemWords';
import { soundRefusal } from './soundChecks';
import { useOperatorApi } from '../../operator/operatorContext';

export interface SoundUpload {
  busy: boolean;
  /** Why the latest file was refused; the moment's sound is then unchanged. */
  error: string | null;
  upload: (file: File) => Promise<void>;
  clearError: () => void;
}

/** Checks a picked sound, uploads it at once, and gives the moment its `/media/...` path. */
export function useSoundUpload(onUploaded: (path: string) => void): SoundUpload {
  const api = useOperatorApi();
  const { t } = useTranslation('editor');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File): Promise<void> => {
    const refusal = soundRefusal(file, t);
    setError(refusal);
    if (refusal) return;
    setBusy(true);
    try {
      onUploaded(await api.uploadSound(file));
    } catch (e) {
      setError(plainMessage(errorMessage(e, t('sounds.uploadFailed')), t));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, upload, clearError: () => setError(null) };
}

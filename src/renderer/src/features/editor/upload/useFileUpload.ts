import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../net/api';
import { isCancelled, type UploadOptions } from '../../../net/upload';
import { plainMessage } from '../problemWords';
import { useUploadProgress, type UploadTracker } from './useUploadProgress';

export interface FileUploadSteps {
  /** Why the picked file cannot go (checked before sending); null when it can. */
  refusal: (file: File) => string | null;
  /** Sends the file; resolves with its `/media/...` path. */
  send: (file: File, options: UploadOptions) => Promise<string>;
  onUploaded: (path: string) => void;
  /** What to say when the upload failed without the server's words. */
  failed: string;
}

export interface FileUpload {
  busy: boolean;
  /** Why the latest file was refused; the field is then unchanged. */
  error: string | null;
  /** The last upload was cancelled: the field is as it was. */
  cancelled: boolean;
  upload: (file: File) => Promise<void>;
  clearError: () => void;
  /** Its progress, for the bar, and its Cancel. */
  tracker: UploadTracker;
  /**
   * For the button that starts the upload: it gets the focus back once the upload is cancelled (the
   * Cancel button that had it is gone with the bar, and the keyboard would start again at the top).
   */
  button: RefObject<HTMLButtonElement | null>;
}

/**
 * A photo or a sound picked in the editor: checked, uploaded at once with its progress (issue 30), and
 * its path handed to the field; a refusal in the operator's words, a cancel that changes nothing.
 */
export function useFileUpload({ refusal, send, onUploaded, failed }: FileUploadSteps): FileUpload {
  const { t } = useTranslation('editor');
  const tracker = useUploadProgress();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (cancelled) button.current?.focus();
  }, [cancelled]);
  const upload = async (file: File): Promise<void> => {
    setCancelled(false);
    const refused = refusal(file);
    setError(refused);
    if (refused) return;
    setBusy(true);
    try {
      onUploaded(await send(file, tracker.begin()));
    } catch (e) {
      if (isCancelled(e)) setCancelled(true);
      else setError(plainMessage(errorMessage(e, failed), t));
    } finally {
      tracker.end();
      setBusy(false);
    }
  };
  return { busy, error, cancelled, upload, clearError: () => setError(null), tracker, button };
}

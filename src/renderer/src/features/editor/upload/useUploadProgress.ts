import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UploadOptions, UploadProgress } from '../../../net/upload';

export interface UploadTracker {
  /** How far the file being sent is; null when none is being sent. */
  progress: UploadProgress | null;
  /** For a new upload: its progress reports here, `cancel` stops it. */
  begin: () => UploadOptions;
  /** The upload ended (done, refused or cancelled): the bar goes. */
  end: () => void;
  cancel: () => void;
}

/**
 * One upload at a time, with its progress for a bar and a way to stop it (issue 30). A field that goes
 * away mid-upload (its question deleted) stops its upload.
 */
export function useUploadProgress(): UploadTracker {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const begin = useCallback((): UploadOptions => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    return {
      signal: current.signal,
      onProgress: (next) => {
        if (controller.current === current) setProgress(next);
      },
    };
  }, []);
  const end = useCallback(() => {
    controller.current = null;
    setProgress(null);
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return useMemo(() => ({ progress, begin, end, cancel }), [progress, begin, end, cancel]);
}

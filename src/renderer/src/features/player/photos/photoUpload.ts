import { PHOTO_UPLOAD_PATH } from '@shared/model/photos';
import { readReply, type UploadOutcome } from './uploadReply';
import { parseRetryAfter } from './uploadRetry';

export interface SendProgress {
  /** Bytes sent so far. */
  sent: number;
  /** Bytes to send in all. */
  total: number;
}

/**
 * Nothing moved for this long while bytes go out: the Wi-Fi is gone even if the phone has not noticed
 * (a phone walking out of range often never gets a network error).
 */
const SENDING_STALL_MS = 20_000;
/** Every byte sent: the laptop checks, re-encodes and saves the photo, slower while a question runs. */
const ANSWER_WAIT_MS = 90_000;

/**
 * One try at sending a photo: `POST /photo-upload` with the guest's token, through XMLHttpRequest for
 * its upload progress (fetch reports none). Never rejects: every ending is an outcome.
 */
export function sendPhoto(
  photo: Blob,
  token: string,
  onProgress: (progress: SendProgress) => void,
  signal: AbortSignal,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve({ kind: 'cancelled' });
    const request = new XMLHttpRequest();
    const total = photo.size;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const end = (outcome: UploadOutcome): void => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', cancel);
      resolve(outcome);
    };
    // A stalled request is ended by hand: `request.timeout` would also count a slow but moving upload.
    const watch = (ms: number): void => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        request.abort();
        end({ kind: 'lost' });
      }, ms);
    };
    function cancel(): void {
      request.abort();
      end({ kind: 'cancelled' });
    }
    signal.addEventListener('abort', cancel, { once: true });
    request.open('POST', PHOTO_UPLOAD_PATH);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', photo.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      watch(SENDING_STALL_MS);
      onProgress({ sent: Math.min(event.loaded, total), total });
    };
    request.upload.onload = () => {
      watch(ANSWER_WAIT_MS);
      onProgress({ sent: total, total });
    };
    request.onerror = () => end({ kind: 'lost' });
    request.onload = () =>
      end(
        readReply(
          request.status,
          request.responseText,
          parseRetryAfter(request.getResponseHeader('Retry-After')),
        ),
      );
    onProgress({ sent: 0, total });
    watch(SENDING_STALL_MS);
    request.send(photo);
  });
}

/**
 * A file sent to the operator API with its progress and a way to stop it (issue 30): a photo, a sound or
 * a quiz file of up to 64 MB from an operator's phone over the venue Wi-Fi takes a while, and `fetch`
 * reports no upload progress, so this one call goes through XMLHttpRequest. Its answers are read exactly
 * as `api.ts` reads them (the server's words, every field's problem).
 */
import { ApiError, errorOf } from './api';

export interface UploadProgress {
  /** Bytes sent so far. */
  sent: number;
  /** Bytes to send in all. */
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the upload: the call rejects with `UploadCancelled`, the server keeps nothing. */
  signal?: AbortSignal;
}

/** The operator stopped the upload. */
export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled.');
  }
}

export function isCancelled(error: unknown): error is UploadCancelled {
  return error instanceof UploadCancelled;
}

/** POSTs `body` to `/api${path}` with the operator key; resolves with the server's JSON answer. */
export function uploadJson<T>(
  operatorKey: string,
  path: string,
  body: Blob | string,
  contentType: string,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const request = new XMLHttpRequest();
    const abort = (): void => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = (): void => signal?.removeEventListener('abort', abort);
    request.open('POST', `/api${path}`);
    request.setRequestHeader('authorization', `Bearer ${operatorKey}`);
    request.setRequestHeader('content-type', contentType);
    request.responseType = 'text';
    const total = typeof body === 'string' ? new Blob([body]).size : body.size;
    onProgress?.({ sent: 0, total });
    request.upload.onprogress = (event) => onProgress?.({ sent: event.loaded, total });
    request.onabort = () => {
      done();
      reject(new UploadCancelled());
    };
    request.onerror = () => {
      done();
      reject(new ApiError('The game server cannot be reached. Is the app still running?', 0));
    };
    request.onload = () => {
      done();
      const status = request.status;
      const response = new Response([204, 205, 304].includes(status) ? null : request.responseText, {
        status,
      });
      if (!response.ok) {
        void errorOf(response).then(reject);
        return;
      }
      onProgress?.({ sent: total, total });
      response.json().then((json) => resolve(json as T), reject);
    };
    request.send(body);
  });
}

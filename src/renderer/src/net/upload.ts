/**
 * A file sent to the operator API with its progress and a way to stop it (issue 30): a photo, a sound or
 * a quiz file of up to 64 MB from an operator's phone over the venue Wi-Fi takes a while, and `fetch`
 * reports no upload progress, so this one call goes through XMLHttpRequest. Its answers are read exactly
 * as `api.ts` reads them (the server's words, every field's problem).
 */
import { ApiError, refusalOf, unreachable } from './api';

export interface UploadProgress {
  /** Bytes sent so far. */
  sent: number;
  /** Bytes to send in all. */
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /**
   * Aborting it stops the upload while bytes are still going: the call rejects with `UploadCancelled`
   * and the server keeps nothing. Once every byte is sent the server is already at work, so an abort
   * then is ignored and the call tells what the server did.
   */
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

/** The server's answer: its JSON when it took the file, its refusal otherwise. */
function answerOf<T>(status: number, text: string): { ok: true; value: T } | { ok: false; error: ApiError } {
  if (status < 200 || status > 299) return { ok: false, error: refusalOf(status, text) };
  try {
    return { ok: true, value: JSON.parse(text) as T };
  } catch {
    return { ok: false, error: new ApiError(`The server's answer could not be read (${status}).`, status) };
  }
}

/** POSTs `body` to `/api${path}` with the operator key; resolves with the server's JSON answer. */
export function uploadJson<T>(
  operatorKey: string,
  path: string,
  body: Blob,
  contentType: string,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const request = new XMLHttpRequest();
    let sentAll = false;
    const abort = (): void => {
      if (!sentAll) request.abort();
    };
    signal?.addEventListener('abort', abort, { once: true });
    const settle = (): void => signal?.removeEventListener('abort', abort);
    const total = body.size;
    request.open('POST', `/api${path}`);
    request.setRequestHeader('authorization', `Bearer ${operatorKey}`);
    request.setRequestHeader('content-type', contentType);
    onProgress?.({ sent: 0, total });
    request.upload.onprogress = (event) => onProgress?.({ sent: Math.min(event.loaded, total), total });
    request.upload.onload = () => {
      sentAll = true;
      onProgress?.({ sent: total, total });
    };
    request.onabort = () => {
      settle();
      reject(new UploadCancelled());
    };
    request.onerror = () => {
      settle();
      reject(unreachable());
    };
    request.onload = () => {
      settle();
      const answer = answerOf<T>(request.status, request.responseText);
      if (answer.ok) resolve(answer.value);
      else reject(answer.error);
    };
    request.send(body);
  });
}

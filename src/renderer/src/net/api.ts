import type { Problem } from './apiTypes';

/** A refusal from the operator API, with the server's message and, for a quiz, every field's problem. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

/** What to tell the operator about a failed call: the server's words, or `fallback` for anything else. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** The call was refused because of the state of the game (409), e.g. the quiz cannot be edited now. */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

export interface ApiRequest {
  method?: 'GET' | 'PUT' | 'POST';
  /** JSON is sent as is (already a string), anything else raw (images). */
  body?: string | Blob;
  contentType?: string;
}

/** Every call carries the operator key as a header, never in the address. */
async function send(operatorKey: string, path: string, request: ApiRequest): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${operatorKey}` };
  if (request.contentType) headers['content-type'] = request.contentType;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: request.method ?? 'GET', headers, body: request.body });
  } catch {
    throw unreachable();
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** The call never reached the game server (the app closed, the Wi-Fi gone). */
export function unreachable(): ApiError {
  return new ApiError('The game server cannot be reached. Is the app still running?', 0);
}

async function errorOf(response: Response): Promise<ApiError> {
  return refusalOf(response.status, await response.text().catch(() => ''));
}

/** The server's refusal as an `ApiError`: its message (or a plain one) and every field's problem. */
export function refusalOf(status: number, text: string): ApiError {
  const fallback = status === 413 ? 'That file is too large.' : `The server refused (${status}).`;
  try {
    const body = JSON.parse(text) as { msg?: unknown; problems?: unknown };
    const msg = typeof body.msg === 'string' ? body.msg : fallback;
    return new ApiError(msg, status, Array.isArray(body.problems) ? problemsOf(body.problems) : []);
  } catch {
    return new ApiError(fallback, status);
  }
}

function problemsOf(list: unknown[]): Problem[] {
  return list.flatMap((p) => {
    if (typeof p !== 'object' || p === null) return [];
    const { path, message } = p as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

export async function apiJson<T>(operatorKey: string, path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(operatorKey, path, request);
  return (await response.json()) as T;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** A file the server sends as an attachment, with the name it suggests. */
export async function apiFile(
  operatorKey: string,
  path: string,
  fallbackName: string,
): Promise<DownloadedFile> {
  const response = await send(operatorKey, path, {});
  const filename = filenameOf(response.headers.get('content-disposition')) ?? fallbackName;
  return { blob: await response.blob(), filename };
}

/** `attachment; filename="a.csv"` (or the RFC 5987 `filename*=UTF-8''a.csv`) -> `a.csv`. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      /* fall back to the plain name */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

import { PHOTO_PROBLEMS, type OwnPhoto, type PhotoProblem } from '@shared/model/photos';
import type { PhotoUploadReply } from '@shared/wire/photoSchemas';

/** How one try at sending a photo ended. */
export type UploadOutcome =
  | { kind: 'sent'; photo: OwnPhoto }
  | {
      kind: 'refused';
      status: number;
      /** The server's reason (null: an answer without one, e.g. from a proxy or a server restarting). */
      problem: PhotoProblem | null;
      params: Record<string, number>;
      /** The server's Retry-After, in seconds. */
      retryAfter: number | null;
    }
  /** No answer: the Wi-Fi dropped, or nothing moved for too long. */
  | { kind: 'lost' }
  | { kind: 'cancelled' };

function parsed(text: string): PhotoUploadReply | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as PhotoUploadReply) : null;
  } catch {
    return null;
  }
}

const isProblem = (value: unknown): value is PhotoProblem =>
  (PHOTO_PROBLEMS as readonly unknown[]).includes(value);

/** The upload's answer (`status` 0: none came) as an outcome the phone can word or try again after. */
export function readReply(status: number, text: string, retryAfter: number | null): UploadOutcome {
  if (status === 0) return { kind: 'lost' };
  const reply = parsed(text);
  const photo = reply?.photo;
  if (status >= 200 && status < 300 && photo && typeof photo.id === 'string') {
    return { kind: 'sent', photo: { id: photo.id, status: photo.status, thumbUrl: photo.thumbUrl } };
  }
  const params: Record<string, number> = {};
  for (const [key, value] of Object.entries(reply?.params ?? {}))
    if (typeof value === 'number' && Number.isFinite(value)) params[key] = value;
  const problem = isProblem(reply?.problem) ? reply.problem : null;
  return { kind: 'refused', status, problem, params, retryAfter };
}

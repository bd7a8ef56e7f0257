/**
 * What the phone page's inline script (earlyJoinScript.ts) and the web app share on `window`: a Join
 * tapped before the app arrived goes out over HTTP at once; the app takes over the outcome.
 */
import type { HttpJoinRefusal } from '@shared/model/httpJoin';

export type EarlyJoinOutcome =
  | { ok: true; username: string; token: string }
  /** `refusal` null: the request failed (no Wi-Fi): nothing is known to have been joined. */
  | { ok: false; refusal: HttpJoinRefusal | null };

export interface EarlyJoinWindow {
  /** The app's progress: set just before it hydrates, then once the join form is its own. */
  wqApp?: 'starting' | 'hydrated';
  /** The join sent before the app arrived. */
  wqEarlyJoin?: Promise<EarlyJoinOutcome>;
  /** A Join tapped while the app was hydrating: the form sends it once it is the app's. */
  wqTapped?: boolean;
}

/** The guest's token in storage: the key the app's playerToken.ts reads. */
export const PLAYER_TOKEN_KEY = 'weddingQuiz.playerToken';

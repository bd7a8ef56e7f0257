import type { Outcome, RejectionCode, RejectionParams } from './types';

export const OK: Outcome = { ok: true };

/** A refusal: its code and params for the guest's own words, and its English for logs and old pages. */
export function reject(code: RejectionCode, msg: string, params?: RejectionParams): Outcome {
  return params ? { ok: false, code, msg, params } : { ok: false, code, msg };
}

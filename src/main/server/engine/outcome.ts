import type { Outcome, RejectionCode } from './types';

export const OK: Outcome = { ok: true };

export function reject(code: RejectionCode, msg: string): Outcome {
  return { ok: false, code, msg };
}

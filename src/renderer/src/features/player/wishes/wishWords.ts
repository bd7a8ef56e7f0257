import type { RefusalPayload } from '@shared/payloads';
import { WISH_PROBLEMS, type WishProblem } from '@shared/wishes';
import { wordServerMessage } from '../../../i18n/serverWords';
import type { PhoneT } from '../phoneT';

/** Why the server refused a wish, in the phone's words (its English when the code is unknown). */
export function wishErrorWords(t: PhoneT, refusal: RefusalPayload): string {
  const problem = refusal.params?.problem;
  if (refusal.code === 'wishInvalid' && WISH_PROBLEMS.includes(problem as WishProblem)) {
    return t(`wishes.errors.${problem as WishProblem}`);
  }
  if (refusal.code === 'wishTooFast' || refusal.code === 'wishesClosed') {
    return t(`wishes.errors.${refusal.code}`);
  }
  return wordServerMessage(t as never, refusal);
}

import type { RefusalPayload } from '@shared/wire/payloads';
import { WISH_PROBLEMS, type WishProblem } from '@shared/model/wishes';
import { wordServerMessage } from '../../../i18n/serverWords';
import type { TFunction } from 'i18next';

/**
 * The guestbook's words are their own catalog, loaded with its lazy chunk: they add nothing to the
 * phone's first load (issue 18's 100 KB).
 */
export const GUESTBOOK_NS = ['guestbook', 'phone', 'common', 'server'] as const;
export type GuestbookT = TFunction<['guestbook', 'phone', 'common', 'server']>;

/** Why the server refused a wish, in the phone's words (its English when the code is unknown). */
export function wishErrorWords(t: GuestbookT, refusal: RefusalPayload): string {
  const problem = refusal.params?.problem;
  if (refusal.code === 'wishInvalid' && WISH_PROBLEMS.includes(problem as WishProblem)) {
    return t(`wishes.errors.${problem as WishProblem}`);
  }
  if (refusal.code === 'wishTooFast' || refusal.code === 'wishesClosed') {
    return t(`wishes.errors.${refusal.code}`);
  }
  return wordServerMessage(t as never, refusal);
}

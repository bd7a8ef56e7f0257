/**
 * The table a guest plays for, in the page's address: a table card's QR code opens `/?table=7`, and the
 * join form writes the guest's choice there too, so a reload keeps it. No DOM here: unit tests read it.
 */
import { TEAM_LIMITS } from './teams';

export const TABLE_PARAM = 'table';

/** The table number in a query string (`?table=7`), or null when there is none or it is not a number. */
export function tableFromQuery(search: string): number | null {
  const raw = new URLSearchParams(search).get(TABLE_PARAM)?.trim() ?? '';
  if (!/^\d{1,4}$/.test(raw)) return null;
  const number = Number(raw);
  return number >= 1 && number <= TEAM_LIMITS.maxTableNumber ? number : null;
}

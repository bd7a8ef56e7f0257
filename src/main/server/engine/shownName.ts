import { PENDING_NAME } from '@shared/model/names';

/**
 * A guest's name as everyone but the guest and the operator sees it (issue 28.1): the big screen,
 * other phones, the results files and the keepsake. A name waiting for the operator's OK is "…".
 * Every such place goes through this function.
 */
export function shownName(player: { readonly name: string; readonly pending?: boolean }): string {
  return player.pending ? PENDING_NAME : player.name;
}

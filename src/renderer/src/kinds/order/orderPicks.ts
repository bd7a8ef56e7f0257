/**
 * Putting items in order by tapping them (`order`): the positions of the shown items, in the order the
 * guest tapped them. Pure, so the picker and its words are tested without a browser.
 */
import { place as placeWord, type PhoneT } from '../../features/player/phoneT';

/** Positions in the shown list (0-based), first tapped first. */
export type Picks = readonly number[];

/** Adds the item shown at `position`, unless it is already placed or not there. */
export function pick(picks: Picks, position: number, count: number): Picks {
  if (!Number.isInteger(position) || position < 0 || position >= count || picks.includes(position)) {
    return picks;
  }
  return [...picks, position];
}

/** Takes the last placed item back. */
export function undoPick(picks: Picks): Picks {
  return picks.slice(0, -1);
}

/** Where the item shown at `position` is in the guest's order (1 = first), or null. */
export function placeOf(picks: Picks, position: number): number | null {
  const index = picks.indexOf(position);
  return index === -1 ? null : index + 1;
}

export function isComplete(picks: Picks, count: number): boolean {
  return count > 0 && picks.length === count;
}

/** The answer: the item ids in the guest's order. */
export function pickedIds(picks: Picks, itemIds: readonly number[]): number[] {
  return picks.map((position) => itemIds[position] ?? -1);
}

/** What a screen reader says for an item's button: "The proposal, placed 2nd". */
export function itemButtonLabel(t: PhoneT, text: string, place: number | null): string {
  return place === null
    ? t('order.itemWaiting', { item: text })
    : t('order.itemPlaced', { item: text, place: placeWord(t, place) });
}

/** Announced after each tap or undo: what changed, then the whole order so far. */
export function orderStatus(
  t: PhoneT,
  picks: Picks,
  labels: readonly string[],
  change: { kind: 'placed' | 'undone'; position: number } | null,
): string {
  if (!change) return '';
  const text = labels[change.position] ?? '';
  const first =
    change.kind === 'placed'
      ? t('order.didPlace', { item: text, place: placeWord(t, picks.length) })
      : t('order.tookBack', { item: text });
  const order = picks.map((p, i) => `${i + 1}: ${labels[p] ?? ''}`).join(', ');
  const rest = picks.length === 0 ? t('order.nothingYet') : t('order.soFar', { order });
  const done = picks.length === labels.length ? ` ${t('order.allPlaced')}` : '';
  return `${first} ${rest}${done}`;
}

/** At the reveal, for each item of the right order: where the guest put it (1 = first), or null. */
export interface OrderMark {
  text: string;
  guestPlace: number | null;
  inPlace: boolean;
}

/**
 * The right order with the guest's own marked. Item ids are the items' places in the right order, so an
 * item is in place when the guest's answer has its id at that same place.
 */
export function orderMarks(rightOrder: readonly string[], answer: readonly number[] | null): OrderMark[] {
  return rightOrder.map((text, id) => {
    const index = answer ? answer.indexOf(id) : -1;
    return { text, guestPlace: index === -1 ? null : index + 1, inPlace: index === id };
  });
}

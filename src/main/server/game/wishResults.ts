import type { GameReader } from '../engine/gameReader';
import { csv } from './csv';
import { visibleWishes } from './wishViews';

/**
 * The guestbook as a CSV file (issue 18): every message the operator did not hide, with its author, in
 * the order they were first written, as in the keepsake.
 */
export function wishesCsv(game: GameReader): string {
  const rows = visibleWishes(game).map((wish) => [wish.author, wish.text]);
  return csv([['player', 'message'], ...rows]);
}

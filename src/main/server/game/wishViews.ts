import { SCREEN_WISHES_MAX, type OperatorWishes, type WishEntry } from '@shared/index';
import type { GameReader } from '../engine/gameReader';
import { shownName } from '../engine/shownName';

/**
 * The guestbook in each audience's view (issue 18). A phone gets its own wish only (in its own part,
 * shown while it may write one: `mergePhoneView`); the big screen the visible wishes only while the slideshow runs; the operator every
 * wish. A removed guest's wish goes with them.
 */
export function screenWishes(game: GameReader): { wishes?: WishEntry[] } {
  if (!game.wishes.showing(game.state)) return {};
  return { wishes: visibleWishes(game).slice(0, SCREEN_WISHES_MAX) };
}

export function operatorWishes(game: GameReader): OperatorWishes {
  const list = [];
  for (const wish of game.wishes.all()) {
    const author = game.playerById(wish.playerId);
    if (author)
      list.push({ playerId: wish.playerId, author: author.name, text: wish.text, hidden: wish.hidden });
  }
  return { slideshow: game.wishes.slideshow, list };
}

/**
 * The wishes the operator has not hidden, in the order they were written, with their authors' names as
 * the room may see them (a name waiting for approval is "…").
 */
export function visibleWishes(game: GameReader): WishEntry[] {
  const list: WishEntry[] = [];
  for (const wish of game.wishes.all()) {
    const author = game.playerById(wish.playerId);
    if (author && !wish.hidden) list.push({ author: shownName(author), text: wish.text });
  }
  return list;
}

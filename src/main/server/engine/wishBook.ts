import { GameState } from '@shared/model/gameState';
import { visibleLength } from '@shared/model/names';
import { slideshowAllowed, WISH_MAX_LENGTH, wishesOpen } from '@shared/model/wishes';
import { OK, reject } from './outcome';
import type { Command, Outcome } from './types';

/** A guest's message to the couple, as journaled (already cleaned by the session). */
export interface Wish {
  readonly playerId: string;
  text: string;
  /** When it was first written: the order of the book. */
  readonly at: number;
  hidden: boolean;
}

type WishCommand = Extract<Command, { type: 'wish' | 'hideWish' | 'wishSlideshow' }>;

/** What the book needs to know of the game to decide. */
export interface WishContext {
  state: number;
  breakMessage: string | null;
  isPlayer: (playerId: string) => boolean;
}

/**
 * The guestbook (issue 18): one wish per guest, replaced when they send again; the operator hides any
 * and runs the slideshow. Pure, like the rest of the engine; a reset starts a new game with an empty book.
 */
export class WishBook {
  private readonly byPlayer = new Map<string, Wish>();
  slideshow = false;

  check(command: WishCommand, game: WishContext): Outcome {
    switch (command.type) {
      case 'wish':
        if (!game.isPlayer(command.playerId)) return reject('unknownPlayer', 'Please join the game first.');
        if (!wishesOpen(game.state, game.breakMessage)) {
          return reject('wishesClosed', 'Messages for the couple open after the podium and during breaks.');
        }
        return this.checkText(command.text);
      case 'hideWish':
        return this.byPlayer.has(command.playerId) ? OK : reject('noSuchWish', 'There is no such message.');
      case 'wishSlideshow':
        if (!command.on || slideshowAllowed(game.state)) return OK;
        return reject('wishesClosed', 'The wishes can be shown once the podium is done.');
    }
  }

  apply(command: WishCommand, game: WishContext): Outcome {
    const check = this.check(command, game);
    if (!check.ok) return check;
    switch (command.type) {
      case 'wish': {
        const wish = this.byPlayer.get(command.playerId);
        if (wish) wish.text = command.text;
        else
          this.byPlayer.set(command.playerId, {
            playerId: command.playerId,
            text: command.text,
            at: command.at,
            hidden: false,
          });
        return OK;
      }
      case 'hideWish': {
        const wish = this.byPlayer.get(command.playerId);
        if (wish) wish.hidden = command.hidden;
        return OK;
      }
      case 'wishSlideshow':
        this.slideshow = command.on;
        return OK;
    }
  }

  /** A journal line holds a cleaned text; a hand-made one that is empty or too long is refused. */
  private checkText(text: string): Outcome {
    const length = visibleLength(text);
    if (text.trim() === '' || length > WISH_MAX_LENGTH) {
      return reject('wishInvalid', `A message is 1 to ${WISH_MAX_LENGTH} characters.`);
    }
    return OK;
  }

  /** The guest's own wish, or undefined. */
  of(playerId: string): Wish | undefined {
    return this.byPlayer.get(playerId);
  }

  /** Every wish, in the order they were first written. */
  all(): Wish[] {
    return [...this.byPlayer.values()];
  }

  /** The slideshow shows only once the podium is done (a reset starts a new book anyway). */
  showing(state: number): boolean {
    return this.slideshow && state === GameState.SHOW_FINAL_RESULTS_SHOW_3;
  }
}

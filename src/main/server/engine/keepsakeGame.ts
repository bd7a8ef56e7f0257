import { CoupleGame } from './coupleGame';
import { OK } from './outcome';
import type { Pacing } from './pacing';
import { PhotoBook, type PhotoContext } from './photoBook';
import type { Command, EngineCommand, Outcome } from './types';
import { WishBook } from './wishBook';

/** The commands of the night's keepsakes: the guestbook's and the photo wall's. */
export type KeepsakeCommand = Extract<
  Command,
  {
    type:
      | 'wish'
      | 'hideWish'
      | 'wishSlideshow'
      | 'photo'
      | 'photoStatus'
      | 'photoDelete'
      | 'photoWall'
      | 'photoSettings';
  }
>;

const WISH_TYPES: ReadonlySet<string> = new Set(['wish', 'hideWish', 'wishSlideshow']);
const PHOTO_TYPES: ReadonlySet<string> = new Set([
  'photo',
  'photoStatus',
  'photoDelete',
  'photoWall',
  'photoSettings',
]);

/** A command of the guestbook or the photo wall (the game hands those to their books). */
export function isKeepsake(command: EngineCommand): command is KeepsakeCommand {
  return WISH_TYPES.has(command.type) || PHOTO_TYPES.has(command.type);
}

/**
 * What the guests leave the couple besides their answers: messages (the guestbook, issue 18) and photos
 * (the photo wall, issue 31). Each book decides on its own commands with what it needs of the game.
 */
export abstract class KeepsakeGame extends CoupleGame {
  /** The guests' messages to the couple (issue 18). */
  readonly wishes = new WishBook();
  /** The guests' photos and the wall (issue 31). */
  readonly photos = new PhotoBook();
  abstract readonly pacing: Pacing;

  /** A keepsake command's check; OK for any other command (the game checks those). */
  protected checkKeepsake(command: EngineCommand): Outcome {
    if (WISH_TYPES.has(command.type)) return this.wishes.check(command as never, this.keepsakeContext());
    if (PHOTO_TYPES.has(command.type)) return this.photos.check(command as never, this.keepsakeContext());
    return OK;
  }

  protected applyKeepsake(command: KeepsakeCommand): Outcome {
    const context = this.keepsakeContext();
    switch (command.type) {
      case 'wish':
      case 'hideWish':
      case 'wishSlideshow':
        return this.wishes.apply(command, context);
      default:
        return this.photos.apply(command, context);
    }
  }

  /** What the books read of the game: the step, a break, who is still playing. */
  keepsakeContext(): PhotoContext {
    return {
      state: this.state,
      breakMessage: this.pacing.breakMessage,
      isPlayer: (id) => this.playerById(id) !== undefined,
    };
  }
}

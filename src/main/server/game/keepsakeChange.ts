import type { GameReader } from '../engine/gameReader';
import type { EngineCommand } from '../engine/types';
import type { SessionChange } from './sessionTypes';

/**
 * What a keepsake command changed: a guest's wish (issue 18), or the photo wall (issue 31): whose phone's
 * list of photos, and whether every phone's rules. Null for any other command.
 */
export function keepsakeChange(command: EngineCommand, game: GameReader): SessionChange | null {
  switch (command.type) {
    case 'wish':
      return { kind: 'wish', playerId: command.playerId };
    case 'photo':
    case 'photoDelete':
      return { kind: 'photos', playerId: command.playerId, settings: false };
    case 'photoStatus':
      return {
        kind: 'photos',
        playerId: game.photos.live(command.photoId)?.playerId ?? null,
        settings: false,
      };
    case 'photoWall':
      return { kind: 'photos', playerId: null, settings: false };
    case 'photoSettings':
      return { kind: 'photos', playerId: null, settings: true };
    default:
      return null;
  }
}

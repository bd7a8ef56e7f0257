import { ServerEvent } from '@shared/index';
import type { GameReader } from '../../engine/gameReader';
import { playersDelta, playersUpdate } from '../../game/views';
import { ROOM_OPERATORS, ROOM_SCREENS, type GameServer } from './gameSocket';

/** The screen's "Answered" counter and the lobby update at most this often. */
export const COUNTER_THROTTLE_MS = 100;

/**
 * Lobby names, the operators' player list and the answered counter change with every guest: they are
 * batched and sent at most every 100 ms. The operators get what changed, never the whole list again
 * (20,000 names every 100 ms).
 */
export class CounterThrottle {
  private timer: NodeJS.Timeout | null = null;
  private playersDirty = false;
  private answeredDirty = false;
  /** Players the operators' list must hear about at the next flush (joined, changed, removed). */
  private readonly touched = new Set<string>();

  constructor(
    private readonly io: GameServer,
    private readonly game: () => GameReader,
  ) {}

  /** A player joined, left, answered or was removed: the operators' list shows it. */
  touch(playerId: string): void {
    this.touched.add(playerId);
    this.schedule(false, false);
  }

  schedule(players: boolean, answered: boolean): void {
    this.playersDirty ||= players;
    this.answeredDirty ||= answered;
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), COUNTER_THROTTLE_MS);
  }

  /** A new game: nothing pending is about the old one's players. */
  forgetPlayers(): void {
    this.touched.clear();
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private flush(): void {
    this.timer = null;
    const game = this.game();
    const { io } = this;
    if (this.playersDirty) io.to(ROOM_SCREENS).emit(ServerEvent.updatePlayers, playersUpdate(game, false));
    if (this.playersDirty || this.touched.size > 0) {
      io.to(ROOM_OPERATORS).emit(ServerEvent.updatePlayers, playersDelta(game, this.touched));
      this.touched.clear();
    }
    if (this.answeredDirty) {
      const payload = {
        questionNumber: game.questionNumber,
        answeredCount: game.answeredCount,
        playerCount: game.playerCount,
      };
      io.to(ROOM_SCREENS).to(ROOM_OPERATORS).emit(ServerEvent.updateAnsweredCount, payload);
    }
    this.playersDirty = this.answeredDirty = false;
  }
}

import { ServerEvent, type PhoneOwn, type PhoneShared } from '@shared/index';
import { sameOwnInStep } from '@shared/model/phoneView';
import type { ViewContext } from '../../game/views';
import {
  BROADCAST_SLICE,
  BROADCAST_SLICE_MS,
  SLICE_CLOCK_EVERY,
  type BroadcastSession,
} from './broadcasterOptions';
import type { GameServer, GameSocket } from './gameSocket';
import { ownEpoch, stampsOf } from './ownStamps';
import { SplicedView } from './splicedView';

type Game = BroadcastSession['current'];

/**
 * A phone's own part (null before it joins, or once removed), stamped with the game's epoch it was
 * built at: a later step outside the rankings need not build it again while the epoch stands. A
 * broadcast's slices build from the game as it was when it began, so they pass that game's stamps: a
 * command landing between two slices then leaves their own parts stamped as older, built again next step.
 */
export function ownOf(
  socket: GameSocket,
  game: Game,
  context: ViewContext,
  stamps = stampsOf(game),
): PhoneOwn | null {
  const { playerId } = socket.data;
  const player = playerId === null ? undefined : game.playerById(playerId);
  socket.data.ownEpoch = stamps.epoch;
  socket.data.rankedAt = stamps.ranked;
  return player ? context.phoneOwn(player) : null;
}

/** A state change on its way to the phones, slice by slice. */
interface PhoneBroadcast {
  /** The count of broadcasts when this one began: a newer one stops it. */
  generation: number;
  phones: GameSocket[];
  context: ViewContext;
  shared: PhoneShared;
  /** `shared` as JSON, made at the first phone that needs a message of its own. */
  sharedJson: string | undefined;
  stamps: ReturnType<typeof stampsOf>;
  /** After the last slice. */
  done: () => void;
}

/**
 * A state change to every phone: the step's shared part once per slice (a broadcast to its sockets),
 * a phone's own part with it only when it changed (issue 29). Slices take turns with the rest of the
 * event loop (./broadcasterOptions); a newer broadcast supersedes the rest of an older one (it reaches
 * every phone anyway).
 */
export class PhoneSlices {
  private generation = 0;

  constructor(
    private readonly io: GameServer,
    private readonly game: () => Game,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Sends the view of `context` to every phone; `done` once the last slice is out. */
  start(context: ViewContext, done: () => void): void {
    this.send(
      {
        generation: ++this.generation,
        phones: [...this.io.of('/').sockets.values()].filter((s) => s.data.role === 'guest'),
        context,
        shared: context.phoneShared(),
        sharedJson: undefined,
        stamps: stampsOf(this.game()),
        done,
      },
      0,
    );
  }

  private send(job: PhoneBroadcast, from: number): void {
    if (job.generation !== this.generation) return;
    const { phones, shared, stamps } = job;
    const { epoch, ranked } = stamps;
    const started = this.clock();
    const limit = Math.min(from + BROADCAST_SLICE, phones.length);
    let end = limit;
    const sharedOnly: string[] = [];
    const game = this.game();
    // A phone greeted since this broadcast began (a guest who joined meanwhile) has a fresher own part.
    const epochNow = ownEpoch(game);
    const sendShared = (): void => {
      if (sharedOnly.length > 0) this.io.to(sharedOnly).emit(ServerEvent.phoneView, { shared });
      sharedOnly.length = 0;
    };
    for (let i = from; i < limit; i++) {
      // Every few phones, those waiting for the shared part get it, then the clock (which so counts the
      // sends, most of a slice's time): past the slice's time, the rest waits for the loop's next turn.
      if (i > from && (i - from) % SLICE_CLOCK_EVERY === 0) {
        sendShared();
        if (this.clock() - started >= BROADCAST_SLICE_MS) {
          end = i;
          break;
        }
      }
      const socket = phones[i];
      if (!socket?.connected) continue;
      const { data } = socket;
      const sent = data.lastOwn;
      // Nobody's own part changes unless a command since said so (a name, a table, a wish…), or a new
      // ranking is shown (the leaderboard shows the reveal's): a phone whose own part bears this epoch
      // (and, in a ranking step, this ranking) gets the shared part alone, nothing built or compared.
      const upToDate =
        data.ownEpoch === epoch
          ? ranked === undefined || data.rankedAt === ranked
          : data.ownEpoch === epochNow;
      // Up to date: neither built nor compared; otherwise built, and sent only if it changed.
      const own = sent !== undefined && upToDate ? sent : ownOf(socket, game, job.context, stamps);
      if (sent !== undefined && (own === sent || sameOwnInStep(sent, own, shared.questionNumber))) {
        sharedOnly.push(socket.id);
        continue;
      }
      data.lastOwn = own;
      job.sharedJson ??= JSON.stringify(shared);
      socket.emit(ServerEvent.phoneView, new SplicedView(shared, job.sharedJson, own));
    }
    sendShared();
    if (end < phones.length) setImmediate(() => this.send(job, end));
    else job.done();
  }
}

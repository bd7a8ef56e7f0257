/**
 * The photo wall on the sockets (issue 31): every phone's rules for sharing (one broadcast, only when
 * they change), a guest's own photos to their own sockets only. The big screens and operators get their
 * views batched by the broadcaster; no phone ever gets another guest's photo.
 */
import { ServerEvent } from '@shared/index';
import type { PhotoRulesPayload } from '@shared/wire/photoSchemas';
import type { GameReader } from '../../engine/gameReader';
import { myPhotos } from '../../game/photoViews';
import type { GameServer, GameSocket } from './gameSocket';
import type { PlayerSockets } from './playerSockets';

export class PhotoFanout {
  private sentRules = '';

  constructor(
    private readonly io: GameServer,
    private readonly game: () => GameReader,
    private readonly players: PlayerSockets,
    private readonly diskLow: () => boolean,
  ) {}

  rules(): PhotoRulesPayload {
    const { photos } = this.game();
    const { enabled, intervalSeconds, perGuest } = photos.settings;
    return { on: enabled, full: photos.albumFull || this.diskLow(), intervalSeconds, perGuest };
  }

  /** A photo changed (`playerId`: whose), or the settings or the disk: the rules if they changed, their list. */
  changed(playerId: string | null): void {
    const rules = this.rules();
    const text = JSON.stringify(rules);
    if (text !== this.sentRules) {
      this.sentRules = text;
      this.io.emit(ServerEvent.photoRules, rules);
    }
    if (playerId !== null) for (const socket of this.players.of(playerId)) this.sendMine(socket, playerId);
  }

  /** A phone's greeting: the rules, and a joined guest's own photos. */
  greet(socket: GameSocket): void {
    if (socket.data.role !== 'guest') return;
    socket.emit(ServerEvent.photoRules, this.rules());
    const { playerId } = socket.data;
    // Even an empty list: a photo deleted while the phone was away must leave its list too.
    if (playerId !== null) this.sendMine(socket, playerId);
  }

  private sendMine(socket: GameSocket, playerId: string): void {
    socket.emit(ServerEvent.myPhotos, myPhotos(this.game(), playerId));
  }
}

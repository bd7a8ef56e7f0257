import {
  DEFAULT_PHOTO_SETTINGS,
  photoWallAllowed,
  type PhotoSettings,
  type PhotoStatus,
} from '@shared/model/photos';
import { OK, reject } from './outcome';
import type { Command, Outcome } from './types';
import type { WishContext } from './wishBook';

/** A guest's photo as journaled: the files are the session's (data folder), the book only counts. */
export interface Photo {
  readonly id: string;
  readonly playerId: string;
  readonly at: number;
  /** The kept photo's and its thumbnail's bytes on disk. */
  readonly bytes: number;
  status: PhotoStatus;
  /** The guest deleted it: it is nowhere any more, and frees its place. */
  deleted: boolean;
}

type PhotoCommand = Extract<
  Command,
  { type: 'photo' | 'photoStatus' | 'photoDelete' | 'photoWall' | 'photoSettings' }
>;

/** What the book needs to know of the game to decide: the same as the guestbook's. */
export type PhotoContext = WishContext;

const MB = 1024 * 1024;

/**
 * The guests' photo wall (issue 31): who sent what, when, what the operator let onto the wall, the wall
 * itself. Pure, like the rest of the engine: the session stores and re-encodes the files before a
 * `photo` command is journaled, so a photo here is always on disk.
 */
export class PhotoBook {
  settings: PhotoSettings;
  wall: { on: boolean; pinned: string | null } = { on: false, pinned: null };
  /** Every photo, in the order they came (deleted ones too: ids are never given twice). */
  private readonly byId = new Map<string, Photo>();
  /** The same photos in the order they came, to walk from the newest. */
  private readonly order: Photo[] = [];
  /** Each guest's photos (deleted ones too): a phone's list is built at every reconnect. */
  private readonly byPlayer = new Map<string, Photo[]>();
  private readonly lastAt = new Map<string, number>();
  private readonly kept = new Map<string, number>();
  private bytes = 0;

  constructor(settings: PhotoSettings = DEFAULT_PHOTO_SETTINGS) {
    this.settings = { ...settings };
  }

  check(command: PhotoCommand, game: PhotoContext): Outcome {
    switch (command.type) {
      case 'photo':
        if (this.byId.has(command.photoId)) return reject('duplicatePhoto', 'That photo is already kept.');
        return this.checkShare(command.playerId, command.at, command.bytes, game);
      case 'photoStatus':
        return this.live(command.photoId) ? OK : noSuchPhoto();
      case 'photoDelete': {
        const photo = this.live(command.photoId);
        return photo && photo.playerId === command.playerId ? OK : noSuchPhoto();
      }
      case 'photoWall': {
        if (command.pinned === null) return OK;
        const pinned = this.live(command.pinned);
        if (pinned && pinned.status === 'shown' && game.isPlayer(pinned.playerId)) return OK;
        return reject('noSuchPhoto', 'Only a photo on the wall can be pinned.');
      }
      case 'photoSettings':
        return OK;
    }
  }

  /**
   * Whether `playerId` may share a photo of `bytes` at `at`: the game's rules, the guest's pace and count,
   * the album's size. The upload asks before it reads the body (with 0 bytes), the journal again after.
   * A question does not refuse it: the phone's button steps aside then, but a photo sent just before
   * must still arrive (and the answers must not notice it: the bench uploads during a question).
   */
  checkShare(playerId: string, at: number, bytes: number, game: PhotoContext): Outcome {
    if (!game.isPlayer(playerId)) return reject('unknownPlayer', 'Please join the game first.');
    const { settings } = this;
    if (!settings.enabled) return reject('photosOff', 'Sharing photos is switched off.');
    const since = at - (this.lastAt.get(playerId) ?? -Infinity);
    if (since < settings.intervalSeconds * 1000) {
      const seconds = Math.ceil((settings.intervalSeconds * 1000 - since) / 1000);
      return reject('photoTooSoon', `Please wait ${seconds} s before the next photo.`, { seconds });
    }
    if ((this.kept.get(playerId) ?? 0) >= settings.perGuest) {
      const count = settings.perGuest;
      return reject('photoPerGuest', `You have shared ${count} photos, the most a guest can.`, { count });
    }
    if (this.bytes + bytes > settings.albumLimitMb * MB)
      return reject('photoAlbumFull', 'The album is full: no more photos can be kept.');
    return OK;
  }

  apply(command: PhotoCommand, game: PhotoContext): Outcome {
    const check = this.check(command, game);
    if (!check.ok) return check;
    switch (command.type) {
      case 'photo':
        return this.add(command);
      case 'photoStatus':
      case 'photoDelete':
        return this.change(command);
      case 'photoWall':
        this.wall = { on: command.on, pinned: command.pinned };
        return OK;
      case 'photoSettings':
        this.settings = { ...command.settings };
        return OK;
    }
  }

  private add({ photoId: id, playerId, at, bytes }: Extract<PhotoCommand, { type: 'photo' }>): Outcome {
    const status = this.settings.approve ? 'waiting' : 'shown';
    const photo: Photo = { id, playerId, at, bytes, status, deleted: false };
    this.byId.set(id, photo);
    this.order.push(photo);
    this.byPlayer.set(playerId, [...(this.byPlayer.get(playerId) ?? []), photo]);
    this.lastAt.set(playerId, at);
    this.kept.set(playerId, (this.kept.get(playerId) ?? 0) + 1);
    this.bytes += bytes;
    return OK;
  }

  /** Shows or hides a photo, or deletes it (checked: it is there). */
  private change(command: Extract<PhotoCommand, { type: 'photoStatus' | 'photoDelete' }>): Outcome {
    const photo = this.live(command.photoId);
    if (!photo) return noSuchPhoto();
    // A photo leaving the wall is no longer pinned (shown again, it is not pinned again by itself).
    if (this.wall.pinned === photo.id && (command.type === 'photoDelete' || command.status !== 'shown'))
      this.wall = { ...this.wall, pinned: null };
    if (command.type === 'photoStatus') {
      photo.status = command.status;
      return OK;
    }
    photo.deleted = true;
    this.kept.set(photo.playerId, (this.kept.get(photo.playerId) ?? 1) - 1);
    this.bytes -= photo.bytes;
    return OK;
  }

  /** A photo the guest has not deleted, or undefined. */
  live(photoId: string): Photo | undefined {
    const photo = this.byId.get(photoId);
    return photo && !photo.deleted ? photo : undefined;
  }

  /** Every photo's id the journal holds, deleted ones too (the server's start sweeps the rest away). */
  ids(): ReadonlySet<string> {
    return new Set(this.byId.keys());
  }

  /** Every photo not deleted, in the order they came. */
  all(): Photo[] {
    return [...this.byId.values()].filter((p) => !p.deleted);
  }

  /** The photos not deleted, newest first: a view of the newest few stops early (the album may hold thousands). */
  *newestFirst(): Generator<Photo> {
    for (let i = this.order.length - 1; i >= 0; i--) {
      const photo = this.order[i];
      if (photo && !photo.deleted) yield photo;
    }
  }

  /** A guest's own photos, in the order they came. */
  of(playerId: string): Photo[] {
    return (this.byPlayer.get(playerId) ?? []).filter((p) => !p.deleted);
  }

  /** The album's size on disk (photos and thumbnails not deleted). */
  get albumBytes(): number {
    return this.bytes;
  }

  /** New photos would pass the album's size limit (a phone is told before it sends one). */
  get albumFull(): boolean {
    return this.bytes >= this.settings.albumLimitMb * MB;
  }

  /** The wall shows before the first question, during a break, and once the podium is done. */
  showing(state: number, breakMessage: string | null): boolean {
    return this.wall.on && photoWallAllowed(state, breakMessage);
  }
}

const noSuchPhoto = (): Outcome => reject('noSuchPhoto', 'There is no such photo.');

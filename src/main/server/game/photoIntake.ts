import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { rm } from 'node:fs/promises';
import { GameState } from '@shared/model/gameState';
import {
  MIN_FREE_DISK_BYTES,
  PHOTO_SIZES,
  photoUrl,
  type PhotoProblem,
  type PhotoStatus,
} from '@shared/model/photos';
import type { Outcome, RejectionCode } from '../engine/types';
import { encodePhoto, PhotoEncodeError, type EncodedPhoto } from '../storage/photoEncode';
import { HeicDecoderError } from '../storage/heicDecode';
import { CalmQueue, gameHeat } from './calmQueue';
import { newPhotoId, PhotoFileError, receivePhoto, type PhotoFiles } from '../storage/photoFiles';
import type { GameSession } from './session';

/** A refused upload: the phone's words for it, the HTTP status, and what the words need. */
export interface PhotoRefusal {
  ok: false;
  problem: PhotoProblem;
  status: number;
  msg: string;
  params?: Record<string, number>;
}
export type PhotoIntakeResult =
  { ok: true; photo: { id: string; status: PhotoStatus; thumbUrl: string } } | PhotoRefusal;

/** The engine's refusals as the phone words them, with their HTTP status. */
const REFUSALS: Partial<Record<RejectionCode, [PhotoProblem, number]>> = {
  unknownPlayer: ['notJoined', 401],
  photosOff: ['off', 403],
  photoTooSoon: ['tooSoon', 429],
  photoPerGuest: ['perGuest', 409],
  photoAlbumFull: ['albumFull', 507],
  cannotSave: ['cannotSave', 503],
};

const isSystemError = (error: unknown): error is NodeJS.ErrnoException =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';

const refusal = (problem: PhotoProblem, status: number, msg: string, params?: Record<string, number>) =>
  ({ ok: false, problem, status, msg, ...(params ? { params } : {}) }) as PhotoRefusal;

function fromOutcome(outcome: Extract<Outcome, { ok: false }>): PhotoRefusal {
  const [problem, status] = REFUSALS[outcome.code] ?? ['busy', 503];
  const params = outcome.params as Record<string, number> | undefined;
  return refusal(problem, status, outcome.msg, params);
}

/**
 * Uploads taken at once (being received, waiting for the encoder, encoded): more phones are told to try
 * again in a while. A refused phone sends its whole photo again, so refusing is dear: a taken upload is
 * read at once (never left unread, where the server's request timeout would end it) and waits its turn
 * in memory. These bound the wait and that memory: 48 uploads, 32 MB by their declared sizes (a photo
 * the phone shrank is about 300 KB; one it could not, up to 15 MB).
 */
const TAKEN_LIMIT = 48;
const TAKEN_BYTES_LIMIT = 32 * 1024 * 1024;
/**
 * When a phone refused as busy should try again (s): 10 s, or 30 s while a question is answered (the
 * image work waits for its end, and every try sends the whole photo again); a quarter more at random,
 * so that phones refused together do not all come back in the same second.
 */
export const BUSY_RETRY_SECONDS = { calm: 10, answering: 30 };
const MANY_ARRIVING = 'Many photos are arriving: trying again in a moment.';
const STILL_ON_ITS_WAY = 'Your last photo is still on its way.';
/** How long a disk check holds (free space changes slowly; a busy night uploads many photos a second). */
const DISK_CHECK_MS = 10_000;

export interface PhotoIntakeOptions {
  session: Pick<GameSession, 'current' | 'now' | 'command'>;
  files: PhotoFiles;
  dataDir: string;
  log: (message: string) => void;
  minFreeBytes?: number;
}

/**
 * A guest's photo from the phone to the wall (issue 31): the game's rules asked before the body is read,
 * the body streamed to disk within its limit and checked by its bytes, re-encoded off the game's thread
 * (one at a time), both files synced, then the `photo` command journaled; only then is the phone told.
 */
export class PhotoIntake {
  private readonly queue: CalmQueue;
  private readonly uploading = new Set<string>();
  /** The bytes the taken uploads may hold in memory (their declared sizes). */
  private takenBytes = 0;
  private disk = { low: false, checkedAt: -Infinity };
  private diskCheck: Promise<boolean> | null = null;
  /** Told when the disk's free space becomes too little, or enough again (the operator, the phones' rules). */
  diskChanged: () => void = () => undefined;

  constructor(private readonly options: PhotoIntakeOptions) {
    const hot = gameHeat(() => options.session.current.state, GameState.SHOW_QUESTION_OPTIONS);
    this.queue = new CalmQueue(TAKEN_LIMIT, hot);
  }

  /** When a phone told "busy" now should try again, in seconds (the Retry-After header). */
  busyRetrySeconds(random: () => number = Math.random): number {
    const answering = this.options.session.current.state === GameState.SHOW_QUESTION_OPTIONS;
    const base = answering ? BUSY_RETRY_SECONDS.answering : BUSY_RETRY_SECONDS.calm;
    return Math.round(base * (1 + 0.25 * random()));
  }

  /** The disk of the data folder has too little room for photos (as last checked). */
  get diskLow(): boolean {
    return this.disk.low;
  }

  /** Why `playerId` may not share a photo now; null when they may (the body is read then). */
  async refusalFor(playerId: string, declaredBytes: number): Promise<PhotoRefusal | null> {
    const { session } = this.options;
    const game = session.current;
    const check = game.photos.checkShare(playerId, session.now(), 0, game.keepsakeContext());
    if (!check.ok) return fromOutcome(check);
    if (this.uploading.has(playerId)) return refusal('busy', 429, STILL_ON_ITS_WAY);
    if (declaredBytes > PHOTO_SIZES.maxUploadBytes)
      return refusal('tooLarge', 413, 'The photo is too large.');
    if (this.uploading.size >= TAKEN_LIMIT) return refusal('busy', 503, MANY_ARRIVING);
    if (await this.checkDisk()) return refusal('albumFull', 507, 'The laptop has no room left for photos.');
    return null;
  }

  /**
   * Takes the photo in `body` (`declaredBytes` long) from `playerId`, asked with `refusalFor` first: its
   * checks of what is taken are made again here, with the taking, in one step. `gone`: its phone has
   * given up (the photo is then not kept: the phone's next try would be a copy).
   */
  async take(
    playerId: string,
    body: Readable,
    declaredBytes: number,
    gone: () => boolean = () => false,
  ): Promise<PhotoIntakeResult> {
    const gameId = this.options.session.current.id;
    if (this.uploading.has(playerId)) return refusal('busy', 429, STILL_ON_ITS_WAY);
    const full = this.takenBytes + declaredBytes > TAKEN_BYTES_LIMIT || this.uploading.size >= TAKEN_LIMIT;
    if (full && this.uploading.size > 0) return refusal('busy', 503, MANY_ARRIVING);
    this.uploading.add(playerId);
    this.takenBytes += declaredBytes;
    try {
      return await this.receive(playerId, gameId, body, gone);
    } finally {
      this.uploading.delete(playerId);
      this.takenBytes -= declaredBytes;
    }
  }

  private async receive(
    playerId: string,
    gameId: string,
    body: Readable,
    gone: () => boolean,
  ): Promise<PhotoIntakeResult> {
    const { files, session } = this.options;
    let upload: Buffer;
    try {
      upload = await receivePhoto(body, PHOTO_SIZES.maxUploadBytes);
    } catch (error) {
      // Cut off (the phone's Wi-Fi, or nothing came for 20 s): nobody may be listening any more.
      if (!(error instanceof PhotoFileError) || error.problem === 'stalled')
        return refusal('busy', 408, 'The photo stopped arriving.');
      if (error.problem === 'tooLarge') return refusal('tooLarge', 413, error.message);
      return refusal('notPhoto', 415, error.message);
    }
    const photoId = newPhotoId();
    const folder = files.folder(gameId);
    const temp = {
      photo: join(folder, `${photoId}.tmp.jpg`),
      thumb: join(folder, `${photoId}-thumb.tmp.jpg`),
    };
    try {
      // Encoded and synced one photo at a time: their disk syncs never pile up before the journal's.
      const job = this.queue.run(async () => {
        // Its turn came after its phone gave up, or after a reset: not kept.
        if (gone() || session.current.id !== gameId) return null;
        return this.encodeAndKeep(upload, gameId, photoId, temp);
      });
      if (!job) return refusal('busy', 503, MANY_ARRIVING);
      const encoded = await job;
      if (!encoded)
        return refusal('busy', 503, 'The photo was not kept: its phone gave up, or a new game began.');
      return await this.journal(playerId, gameId, photoId, encoded.bytes);
    } catch (error) {
      if (error instanceof PhotoEncodeError)
        return refusal('unreadable', 422, 'That photo could not be read. Try another one.');
      if (error instanceof HeicDecoderError) {
        this.options.log(`A HEIC photo could not be decoded: ${error.message}`);
        return refusal('cannotSave', 503, 'The laptop could not open this photo. Try another one.');
      }
      // The disk's own errors (full, gone, not allowed): the photo was fine, the laptop could not keep it.
      if (isSystemError(error)) {
        this.options.log(`A photo could not be saved: ${error.message}`);
        return refusal('cannotSave', 503, 'The laptop could not save the photo. Try again in a moment.');
      }
      throw error;
    } finally {
      await Promise.all([temp.photo, temp.thumb].map((f) => rm(f, { force: true })));
    }
  }

  /** Re-encodes the photo and puts both files in place, synced; a half-kept photo is removed. */
  private async encodeAndKeep(
    upload: Buffer,
    gameId: string,
    photoId: string,
    temp: { photo: string; thumb: string },
  ): Promise<EncodedPhoto> {
    const { files } = this.options;
    await files.ensureFolder(gameId);
    const encoded = await encodePhoto(upload, temp);
    try {
      await files.keep(temp, gameId, photoId);
    } catch (error) {
      await files.remove(gameId, photoId);
      throw error;
    }
    return encoded;
  }

  private async journal(
    playerId: string,
    gameId: string,
    photoId: string,
    bytes: number,
  ): Promise<PhotoIntakeResult> {
    const { session, files } = this.options;
    const result =
      session.current.id === gameId
        ? await session.command({ type: 'photo', playerId, photoId, bytes })
        : ({ ok: false, code: 'superseded', msg: 'A new game has started.' } as const);
    const photo = session.current.id === gameId ? session.current.photos.live(photoId) : undefined;
    if (!result.ok || !photo) {
      await files.remove(gameId, photoId);
      return result.ok ? refusal('busy', 503, 'A new game has started.') : fromOutcome(result);
    }
    return {
      ok: true,
      photo: { id: photoId, status: photo.status, thumbUrl: photoUrl(gameId, photoId, true) },
    };
  }

  /** A guest deletes one of their photos: journaled, then its files go. */
  async remove(playerId: string, photoId: string): Promise<Outcome> {
    const { session, files } = this.options;
    const gameId = session.current.id;
    const result = await session.command({ type: 'photoDelete', playerId, photoId });
    if (result.ok) await files.remove(gameId, photoId).catch(() => undefined);
    return result;
  }

  /**
   * True when the disk has too little room; checked at most every 10 s (uploads arriving meanwhile share
   * the check under way), the change announced.
   */
  private checkDisk(): Promise<boolean> {
    if (Date.now() - this.disk.checkedAt < DISK_CHECK_MS) return Promise.resolve(this.disk.low);
    this.diskCheck ??= this.measureDisk().finally(() => {
      this.diskCheck = null;
    });
    return this.diskCheck;
  }

  private async measureDisk(): Promise<boolean> {
    const now = Date.now();
    const { files, dataDir, minFreeBytes = MIN_FREE_DISK_BYTES } = this.options;
    const free = await files.freeBytes(dataDir).catch(() => Infinity);
    const low = free < minFreeBytes;
    const changed = low !== this.disk.low;
    this.disk = { low, checkedAt: now };
    if (changed) {
      this.options.log(
        low ? 'The disk is nearly full: new photos are refused.' : 'The disk has room for photos again.',
      );
      this.diskChanged();
    }
    return low;
  }
}

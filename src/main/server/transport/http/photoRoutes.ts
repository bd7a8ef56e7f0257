/**
 * The photo wall's HTTP side (issue 31): `POST /photo-upload` takes a guest's photo (their token in
 * `Authorization: Bearer`, the image as the body; answers src/shared/wire/photoSchemas `PhotoUploadReply`),
 * and `/photos/<game>/<id>.jpg` serves the kept photos. A photo's address holds 128 random bits and only
 * the big screens, the operator and its sender are ever given it, so it is its own key.
 */
import type { Express, Request, RequestHandler, Response } from 'express';
import { immutableFiles } from './immutableFiles';
import { PHOTO_UPLOAD_PATH, type PhotoUploadReply } from '@shared/wire/photoSchemas';
import type { PhotoIntake, PhotoRefusal } from '../../game/photoIntake';
import type { GameSession } from '../../game/session';
import type { PhotoFiles } from '../../storage/photoFiles';
import type { OriginPolicy } from './originPolicy';
import { quietLog } from './quietLog';

export interface PhotoRouteOptions {
  session: Pick<GameSession, 'current'>;
  photos: PhotoIntake;
  photoFiles: PhotoFiles;
  originPolicy: OriginPolicy;
  log: (message: string) => void;
}

function reply(res: Response, status: number, body: PhotoUploadReply): void {
  if (res.headersSent) return;
  // The phone reads the reply; a body it did not send to the end is not waited for.
  if (status >= 400) res.setHeader('Connection', 'close');
  res.status(status).json(body);
}

function refuse(res: Response, refusal: PhotoRefusal, photos: PhotoIntake): void {
  if (refusal.problem === 'tooSoon' && refusal.params?.seconds)
    res.setHeader('Retry-After', String(refusal.params.seconds));
  if (refusal.problem === 'busy') res.setHeader('Retry-After', String(photos.busyRetrySeconds()));
  const { problem, msg, params } = refusal;
  reply(res, refusal.status, { problem, msg, ...(params ? { params } : {}) });
}

function bearer(req: Request): string {
  const header = req.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : '';
}

/** `POST /photo-upload`: asked of the game before the body is read, answered once the photo is journaled. */
function uploadRoute({ session, photos, originPolicy, log }: PhotoRouteOptions): RequestHandler {
  const logRefusal = quietLog(log);
  return (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const foreign = originPolicy.refusal({ host: req.headers.host, origin: req.headers.origin });
    if (foreign !== null) {
      logRefusal(`Refused a photo upload: ${foreign}.`);
      return reply(res, 403, { msg: 'This page is not part of the quiz app.' });
    }
    const player = session.current.playerByToken(bearer(req));
    if (!player || player.kicked) {
      return reply(res, 401, { problem: 'notJoined', msg: 'Please join the game first.' });
    }
    // A phone's upload (XMLHttpRequest with a Blob) always says its size: the memory it may hold while it
    // waits is counted by it, and a body of no size could trickle in for minutes.
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    if (!Number.isSafeInteger(declared) || declared < 0)
      return reply(res, 411, { msg: 'The photo must say its size (Content-Length).' });
    if (declared === 0) return reply(res, 415, { problem: 'notPhoto', msg: 'The photo is empty.' });
    // The phone gave up (it waits 90 s for the answer): its photo is not kept, or its retry would be a copy.
    const gone = (): boolean => req.socket.destroyed;
    void (async () => {
      const early = await photos.refusalFor(player.id, declared);
      if (early) return refuse(res, early, photos);
      const result = await photos.take(player.id, req, declared, gone);
      if (!result.ok) return refuse(res, result, photos);
      reply(res, 201, { photo: result.photo });
    })().catch((error: unknown) => {
      log(`A photo upload failed: ${String(error)}`);
      reply(res, 500, { problem: 'cannotSave', msg: 'Something went wrong on the server.' });
    });
  };
}

/** The kept photos: JPEGs that never change, each at an address of its own, private to its viewers. */
function photoFiles(dir: string): RequestHandler {
  return immutableFiles(dir, (res) => {
    res.setHeader('Content-Type', 'image/jpeg');
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
  });
}

export function registerPhotoRoutes(app: Express, options: PhotoRouteOptions): void {
  app.post(PHOTO_UPLOAD_PATH, uploadRoute(options));
  // Only the kept photos: a temporary upload (".tmp") is never served.
  app.use('/photos', (req, res, next) =>
    /^\/[\w.-]+\/[\w-]{22}(-thumb)?\.jpg$/.test(req.path)
      ? next()
      : res.status(404).type('text').send('Not found'),
  );
  app.use('/photos', photoFiles(options.photoFiles.dir));
}

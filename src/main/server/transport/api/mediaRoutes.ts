import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import { MAX_IMAGE_BYTES, MAX_SOUND_BYTES, soundTooLargeMessage } from '@shared/index';
import { MediaError, type MediaStore } from '../../storage/media';
import type { ApiOptions } from './apiOptions';

type Save = (media: MediaStore, bytes: Buffer) => Promise<string>;

/** Stores the request body with `save`; answers its `/media/...` path, or 400 with why not. */
function storeBody(media: MediaStore, what: string, save: Save) {
  return async (req: Request, res: Response): Promise<void> => {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) {
      res.status(400).json({ msg: `Send the ${what} file as the request body.` });
      return;
    }
    try {
      res.status(201).json({ path: await save(media, body) });
    } catch (error) {
      if (error instanceof MediaError) res.status(400).json({ msg: error.message });
      else throw error;
    }
  };
}

/** A sound over the limit is told so in the sound's words (not the API's general "too large"). */
const soundTooLarge: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if ((error as { status?: unknown } | null)?.status !== 413) return next(error);
  req.resume();
  res.status(413).json({ msg: soundTooLargeMessage(MAX_SOUND_BYTES) });
};

/**
 * `POST /media`: an image (photo, background) as the request body; `POST /media/sound`: one of the
 * couple's own sounds (MP3, OGG, WAV, M4A). Each answers the stored file's `/media/...` path.
 */
export function registerMediaRoutes(api: Router, { media }: ApiOptions): void {
  api.post(
    '/media',
    express.raw({ type: () => true, limit: MAX_IMAGE_BYTES }),
    storeBody(media, 'image', (store, bytes) => store.save(bytes)),
  );
  api.post(
    '/media/sound',
    express.raw({ type: () => true, limit: MAX_SOUND_BYTES }),
    storeBody(media, 'sound', (store, bytes) => store.saveSound(bytes)),
    soundTooLarge,
  );
}

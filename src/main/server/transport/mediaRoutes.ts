import express, { type Router } from 'express';
import { MAX_IMAGE_BYTES } from '@shared/index';
import { MediaError } from '../storage/media';
import type { ApiOptions } from './api';

/** `POST /media`: an image (photo, background) as the request body; answers its `/media/...` path. */
export function registerMediaRoutes(api: Router, { media }: ApiOptions): void {
  api.post('/media', express.raw({ type: () => true, limit: MAX_IMAGE_BYTES }), async (req, res) => {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) {
      res.status(400).json({ msg: 'Send the image file as the request body.' });
      return;
    }
    try {
      res.status(201).json({ path: await media.save(body) });
    } catch (error) {
      if (error instanceof MediaError) res.status(400).json({ msg: error.message });
      else throw error;
    }
  });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createApi } from './api';
import type { MediaStore } from './media';
import type { GameSession } from './session';

/** The web app's routes: each serves the same single-page app. */
export const SPA_ROUTES = ['/', '/screen', '/debug', '/resetgs', '/bgm', '/results'] as const;

export interface HttpOptions {
  /** The built renderer (electron-vite's out/renderer). */
  staticDir: string;
  session: GameSession;
  media: MediaStore;
  operatorKey: string;
  log: (message: string) => void;
}

/** Express app: the built web app, its SPA routes, health; small limits and no directory listings. */
export function createHttpApp({ staticDir, session, media, operatorKey, log }: HttpOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', true);
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });
  // Bodies are parsed only where a route needs one, each with its own small limit.
  app.use('/api', createApi({ session, media, operatorKey, log }));
  app.use(
    '/media',
    express.static(media.dir, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      immutable: true,
      maxAge: '365d',
    }),
  );

  app.get('/healthz', (_req, res) => {
    const game = session.current;
    res.json({ ok: true, state: game.state, questionNumber: game.questionNumber, players: game.playerCount });
  });

  // Phones on a crowded Wi-Fi: the web app goes out compressed (about a third of its size).
  app.use(compression());

  const index = join(staticDir, 'index.html');
  const hasApp = existsSync(index);
  app.use(
    express.static(staticDir, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      // Hashed assets never change; the HTML must always be fresh.
      setHeaders: (res, path) => {
        if (path.includes(`${join('assets', '')}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  for (const route of SPA_ROUTES) {
    app.get(route, (_req, res) => {
      if (!hasApp) {
        res.status(503).type('text').send('The web app is not built. Run `npm run build` first.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  }

  app.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  // Malformed or oversized bodies end here: a short answer, never a stack trace.
  app.use((error: { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) => {
    const status =
      typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    res
      .status(status)
      .type('text')
      .send(status === 413 ? 'Request too large' : 'Bad request');
  });
  return app;
}

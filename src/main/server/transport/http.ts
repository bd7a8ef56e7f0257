import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import { ROUTES } from '@shared/routes';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createApi } from './api';
import type { MediaStore } from '../storage/media';
import type { OperatorKeyGuard } from './operatorKey';
import type { OriginPolicy } from './originPolicy';
import type { GameSession } from '../game/session';

const MALFORMED_ADDRESS = 'Bad request: the address is malformed';

/** The web app's routes: each serves the same single-page app. */
export const SPA_ROUTES = ROUTES;

export interface HttpOptions {
  /** The built renderer (electron-vite's out/renderer). */
  staticDir: string;
  session: GameSession;
  media: MediaStore;
  /** Checks the operator key and slows down wrong ones. */
  keyGuard: OperatorKeyGuard;
  /** Which Host and Origin headers are this app's own. */
  originPolicy: OriginPolicy;
  log: (message: string) => void;
}

/**
 * The Content-Security-Policy of every response: the app's own scripts, styles, fonts and images
 * only, no inline script, no framing. `ownHost` is the request's Host when the origin policy accepts it:
 * it adds the WebSocket sources explicitly, because older Safari (iOS 14) does not count ws: and wss:
 * as 'self'. An IPv6 host cannot be written in a CSP source, so there 'self' alone has to do.
 */
export function contentSecurityPolicy(ownHost: string | null): string {
  const sockets = ownHost && !ownHost.startsWith('[') ? ` ws://${ownHost} wss://${ownHost}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    `connect-src 'self'${sockets}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Express app: the built web app, its SPA routes, health; small limits and no directory listings. */
export function createHttpApp({
  staticDir,
  session,
  media,
  keyGuard,
  originPolicy,
  log,
}: HttpOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', true);
  app.use((req, res, next) => {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(originPolicy.ownHost(req.headers.host)));
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });
  // An address that cannot be decoded (`/%E0%A4%A`) is the client's mistake: say so, for every route.
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return void res.status(400).type('text').send(MALFORMED_ADDRESS);
    }
    next();
  });
  // Bodies are parsed only where a route needs one, each with its own small limit.
  app.use('/api', createApi({ session, media, keyGuard, originPolicy, log }));
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
  // Malformed or oversized requests end here: a short answer that says what is wrong, never a stack trace.
  app.use((error: { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof URIError) return void res.status(400).type('text').send(MALFORMED_ADDRESS);
    if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') {
      return void res
        .status(415)
        .type('text')
        .send('Unsupported Media Type: the request body cannot be read');
    }
    const status =
      typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    res
      .status(status)
      .type('text')
      .send(status === 413 ? 'Request too large' : status >= 500 ? 'Server error' : 'Bad request');
  });
  return app;
}

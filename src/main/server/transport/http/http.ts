import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import { Route, ROUTES } from '@shared/model/routes';
import { TEAMS_PATH, type TeamsResponse } from '@shared/model/teams';
import { JOIN_PATH } from '@shared/model/httpJoin';
import express, { type Express, type Request, type RequestHandler } from 'express';
import type { QuizInfo } from '@shared/wire/quiz';
import { quizInfoOf } from '../../game/quizInfo';
import { createApi, type ApiOptions } from '../api/api';
import { joinRoute } from './joinRoute';
import type { AddressPolicy } from './clientAddress';
import type { OriginPolicy } from './originPolicy';
import type { GameSession } from '../../game/session';
import { MALFORMED_ADDRESS, textErrorHandler } from './requestErrors';
import { recordPhoneCheck } from './phoneCheck';
import type { PhoneTest } from './phoneTest';
import { phonePages } from './phonePage';
import { registerPhotoRoutes } from './photoRoutes';
import { immutableFiles } from './immutableFiles';

/** The web app's routes: each serves the same single-page app. */
export const SPA_ROUTES = ROUTES;

/** The operator API's options (its origin policy also says which Host headers are this app's own). */
export interface HttpOptions extends ApiOptions {
  /** The built renderer (electron-vite's out/renderer). */
  staticDir: string;
  /** The operator's "Test with your phone": the phone page opened with its token is recorded. */
  phoneTest?: PhoneTest;
  /** Which addresses the guests' caps apply to (`POST /join`, as the sockets'). */
  addresses?: AddressPolicy;
}

/** The inline style sheet and scripts a page may run, by their hashes (the phone's pre-rendered page). */
interface InlineHashes {
  styleHashes: readonly string[];
  scriptHashes: readonly string[];
}
const NO_INLINE: InlineHashes = { styleHashes: [], scriptHashes: [] };

/**
 * The Content-Security-Policy of every response: the app's own scripts, styles, fonts and images
 * only, no inline script but the hashed ones a page names, no framing. `ownHost` is the request's Host when the origin policy accepts it:
 * it adds the WebSocket sources explicitly, because older Safari (iOS 14) does not count ws: and wss:
 * as 'self'. An IPv6 host cannot be written in a CSP source, so there 'self' alone has to do.
 */
export function contentSecurityPolicy(ownHost: string | null, inline: InlineHashes = NO_INLINE): string {
  const sockets = ownHost && !ownHost.startsWith('[') ? ` ws://${ownHost} wss://${ownHost}` : '';
  const allowed = (hashes: readonly string[]): string => hashes.map((hash) => ` ${hash}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${allowed(inline.scriptHashes)}`,
    `style-src 'self'${allowed(inline.styleHashes)}`,
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
export function createHttpApp(options: HttpOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', true);
  app.use(securityHeaders(options.originPolicy));
  app.use(refuseMalformedAddress);
  // Bodies are parsed only where a route needs one, each with its own small limit.
  app.use('/api', createApi(options));
  // Uploaded images and sounds: content-addressed; sounds seek with Range requests.
  app.use('/media', immutableFiles(options.media.dir));
  app.get('/healthz', health(options.session));
  app.get(TEAMS_PATH, teamsList(options.session));
  app.post(JOIN_PATH, joinRoute(options));
  registerPhotoRoutes(app, options);
  if (options.phoneTest) app.get(Route.player, recordPhoneCheck(options.phoneTest));
  // Phones on a crowded Wi-Fi: the web app goes out compressed (about a third of its size).
  // Level 9: the files are small and served once per phone (then cached), so the CPU is well spent.
  app.use(compression({ level: 9 }));
  serveWebApp(app, options);
  app.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  // Malformed or oversized requests end here: a short answer that says what is wrong, never a stack trace.
  app.use(textErrorHandler);
  return app;
}

/** The security headers that only a document (a page) obeys. */
const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'X-Frame-Options', 'Referrer-Policy'] as const;

function securityHeaders(originPolicy: OriginPolicy): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(originPolicy.ownHost(req.headers.host)));
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  };
}

/** An address that cannot be decoded (`/%E0%A4%A`) is the client's mistake: say so, for every route. */
const refuseMalformedAddress: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return void res.status(400).type('text').send(MALFORMED_ADDRESS);
  }
  next();
};

function health(session: GameSession): RequestHandler {
  return (_req, res) => {
    const game = session.current;
    res.json({ ok: true, state: game.state, questionNumber: game.questionNumber, players: game.playerCount });
  };
}

/** The teams guests choose from on the join form (public: the table cards show the same). */
function teamsList(session: GameSession): RequestHandler {
  return (_req, res) => {
    const game = session.current;
    const body: TeamsResponse = { playMode: game.playMode, teams: game.playsInTeams ? game.teams() : [] };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
}

/** The built web app's files, and its page on every SPA route (a 503 that says so when it is not built). */
function serveWebApp(app: Express, { staticDir, session, originPolicy }: HttpOptions): void {
  const index = join(staticDir, 'index.html');
  const hasApp = existsSync(index);
  const quizInfo = (req: Request): QuizInfo =>
    quizInfoOf(session.current.quiz, `${req.protocol}://${req.headers.host ?? 'localhost'}/`);
  const phonePage = hasApp ? phonePages(staticDir, quizInfo) : null;
  app.use(
    express.static(staticDir, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      // Hashed assets never change: a phone keeps them a year and never asks again. Anything else (the
      // HTML) is asked again each time and answered 304 by its ETag: a reload downloads nothing.
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join('assets', '')}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A script, style sheet, catalog or font is never a document: the policy, framing and referrer
        // headers do nothing on it (nosniff does). Left off, a phone's first load is 2 KB lighter.
        if (hashed) for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
      },
    }),
  );
  for (const route of SPA_ROUTES) {
    app.get(route, (req, res) => {
      if (!hasApp) {
        res.status(503).type('text').send('The web app is not built. Run `npm run build` first.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      if (route !== Route.player || !phonePage) return void res.sendFile(index);
      // The phone's page: its join form pre-rendered in the guest's language (phonePage.ts). Its ETag
      // follows its bytes, so a reload of the same page downloads nothing.
      const page = phonePage(req);
      res.setHeader('Vary', 'Accept-Language, Cookie');
      res.setHeader(
        'Content-Security-Policy',
        contentSecurityPolicy(originPolicy.ownHost(req.headers.host), page),
      );
      res.type('html').send(page.html);
    });
  }
}

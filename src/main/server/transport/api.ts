import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { GameState, MAX_IMAGE_BYTES, type GameListItem } from '@shared/index';
import type { GameReader } from '../engine/gameReader';
import { MediaError, type MediaStore } from '../storage/media';
import type { OperatorKeyGuard } from './operatorKey';
import type { OriginPolicy } from './originPolicy';
import { exportQuiz, importQuiz, QuizProblems, validateQuiz } from '../game/quizFile';
import { QuizFileRefused, readQuizJson } from '../game/quizJson';
import { answersCsv, resultsSummary, standingsCsv } from '../game/results';
import type { GameSession } from '../game/session';

export const MAX_QUIZ_JSON = '1mb';
/** A whole export in bytes, images included; its quiz alone is held to 1 MB (`readQuizJson`). */
export const MAX_IMPORT_JSON = 64 * 1024 * 1024;

export interface ApiOptions {
  session: GameSession;
  media: MediaStore;
  /** Checks the operator key and slows down wrong ones (shared with the sockets). */
  keyGuard: OperatorKeyGuard;
  originPolicy: OriginPolicy;
  log: (message: string) => void;
}

function listItem(game: GameReader, current: boolean): GameListItem {
  return {
    id: game.id,
    current,
    title: game.quiz.title,
    startedAt: game.createdAt,
    players: game.playerCount,
    state: game.state,
    questionNumber: game.questionNumber,
    questionCount: game.questionCount,
  };
}

/**
 * The operator's HTTP API: quiz editing, images, import/export and the results keepsake.
 * Every route needs the operator key (`Authorization: Bearer <key>`), from one of the app's own
 * pages (or a client that sends no Origin, like curl): another site cannot call it from a browser.
 */
export function createApi({ session, media, keyGuard, originPolicy, log }: ApiOptions): Router {
  const api = express.Router();

  api.use((req, res, next) => {
    const refused = originPolicy.refusal({ host: req.headers.host, origin: req.headers.origin });
    if (refused === null) return next();
    log(`Refused an operator API request: ${refused}.`);
    res.status(403).json({ msg: 'This page is not part of the quiz app.' });
  });

  api.use((req, res, next) => {
    const header = req.get('authorization') ?? '';
    const verdict = keyGuard.check(
      req.socket.remoteAddress,
      header.startsWith('Bearer ') ? header.slice(7) : '',
    );
    if (verdict.ok) return next();
    if (verdict.locked) {
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      return void res.status(429).json({ msg: verdict.msg });
    }
    res.status(401).json({ msg: 'Only the operator can do that. Open the operator link first.' });
  });

  const editable = (): { editable: boolean; reason: string | null } =>
    session.current.state === GameState.NEW
      ? { editable: true, reason: null }
      : { editable: false, reason: 'The game has started: reset it to edit the quiz.' };

  api.get('/quiz', (_req, res) => {
    res.json({ quiz: session.current.quiz, ...editable() });
  });

  /** Validates, then replaces the quiz of a game that has not started. */
  async function replaceQuiz(
    res: Response,
    load: () => Promise<Parameters<GameSession['setQuiz']>[0]>,
  ): Promise<boolean> {
    const state = editable();
    if (!state.editable) {
      res.status(409).json({ msg: state.reason });
      return false;
    }
    try {
      const quiz = await load();
      const result = await session.setQuiz(quiz);
      if (!result.ok) {
        res.status(result.code === 'cannotSave' ? 503 : 409).json({ msg: result.msg });
        return false;
      }
      res.json({ quiz, ...editable() });
      return true;
    } catch (error) {
      if (error instanceof QuizProblems) {
        res.status(400).json({ msg: 'Please fix the highlighted fields.', problems: error.problems });
        return false;
      }
      throw error;
    }
  }

  api.put('/quiz', express.json({ limit: MAX_QUIZ_JSON }), async (req, res) => {
    await replaceQuiz(res, () => validateQuiz(req.body, media));
  });

  // The file is scanned as it arrives and parsed within bounds (`readQuizJson`): a huge or deeply
  // nested file is refused at its first megabyte, instead of holding up the game for the guests.
  api.post('/quiz/import', async (req, res) => {
    const declared = Number(req.get('content-length') ?? 0);
    if (declared > MAX_IMPORT_JSON) {
      req.resume();
      return void res.status(413).json({ msg: 'That file is too large.' });
    }
    const body = decodedBody(req);
    let json: unknown;
    try {
      json = await readQuizJson(body, MAX_IMPORT_JSON);
    } catch (error) {
      if (body !== req) body.destroy();
      // The rest of the upload is read and dropped, so the answer reaches the client.
      req.resume();
      if (!(error instanceof QuizFileRefused)) {
        if (body === req) throw error;
        return void res.status(400).json({ msg: 'That file could not be decompressed.' });
      }
      log(`Refused a quiz import: ${error.message}`);
      return void res.status(error.status).json({ msg: error.message });
    }
    if (await replaceQuiz(res, () => importQuiz(json, media))) log('A quiz was imported by the operator.');
  });

  api.get('/quiz/export', async (_req, res) => {
    const file = await exportQuiz(session.current.quiz, media);
    res.attachment(`${slug(session.current.quiz.title)}.wedding-quiz.json`).json(file);
  });

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

  async function gameOf(id: string): Promise<GameReader | null> {
    if (id === 'current' || id === session.current.id) return session.current;
    return session.archivedGame(id).catch(() => null);
  }

  api.get('/games', async (_req, res) => {
    const archived = await session.archivedGames();
    res.json({ games: [listItem(session.current, true), ...archived.map((g) => listItem(g, false))] });
  });

  api.get('/games/:id/results', async (req, res) => {
    const game = await gameOf(req.params.id);
    if (!game) return void res.status(404).json({ msg: 'There is no such game.' });
    res.json(resultsSummary(game));
  });

  api.get('/games/:id/standings.csv', async (req, res) => {
    const game = await gameOf(req.params.id);
    if (!game) return void res.status(404).json({ msg: 'There is no such game.' });
    res
      .attachment(`${slug(game.quiz.title)}-standings.csv`)
      .type('text/csv; charset=utf-8')
      .send('\uFEFF' + standingsCsv(game));
  });

  api.get('/games/:id/answers.csv', async (req, res) => {
    const game = await gameOf(req.params.id);
    if (!game) return void res.status(404).json({ msg: 'There is no such game.' });
    res
      .attachment(`${slug(game.quiz.title)}-answers.csv`)
      .type('text/csv; charset=utf-8')
      .send('\uFEFF' + answersCsv(game));
  });

  api.post('/games/:id/restore', async (req, res) => {
    const id = req.params.id;
    if (id === 'current' || id === session.current.id)
      return void res.status(400).json({ msg: 'That game is already the current one.' });
    if (!(await gameOf(id))) return void res.status(404).json({ msg: 'There is no such game.' });
    await session.restore(id);
    log(`Archived game ${id} was restored by the operator.`);
    res.json({ ok: true });
  });

  api.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, type } = error as { status?: number; type?: string };
    if (status === 413) return void res.status(413).json({ msg: 'That file is too large.' });
    if (type === 'encoding.unsupported') {
      const encoding = (req.get('content-encoding') ?? '').slice(0, 40);
      return void res.status(415).json({
        msg: `The request's Content-Encoding "${encoding}" is not supported (gzip, deflate or br).`,
      });
    }
    if (type === 'charset.unsupported') {
      return void res.status(415).json({ msg: 'The request must be sent as UTF-8.' });
    }
    if (type === 'entity.parse.failed')
      return void res.status(400).json({ msg: 'That file is not valid JSON.' });
    if (error instanceof URIError) {
      return void res.status(400).json({ msg: 'Bad request: the address is malformed.' });
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return void res.status(status).json({ msg: 'Bad request.' });
    }
    log(`API error: ${String(error)}`);
    res.status(500).json({ msg: 'Something went wrong on the server.' });
  });
  return api;
}

/** The request body, decompressed as its Content-Encoding says; an unknown one is a 415 (as body-parser's). */
function decodedBody(req: Request): Readable {
  const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase();
  switch (encoding) {
    case 'identity':
      return req;
    case 'gzip':
    case 'x-gzip':
      return req.pipe(createGunzip());
    case 'deflate':
      return req.pipe(createInflate());
    case 'br':
      return req.pipe(createBrotliDecompress());
    default:
      throw Object.assign(new Error(`unsupported content encoding "${encoding}"`), {
        status: 415,
        type: 'encoding.unsupported',
      });
  }
}

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase()
      .slice(0, 60) || 'wedding-quiz'
  );
}

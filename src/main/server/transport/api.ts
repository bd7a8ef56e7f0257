import express, { type Router } from 'express';
import type { MediaStore } from '../storage/media';
import type { GameSession } from '../game/session';
import { operatorOnly } from './apiAccess';
import { registerGameRoutes } from './gameRoutes';
import { registerMediaRoutes } from './mediaRoutes';
import type { OperatorKeyGuard } from './operatorKey';
import type { OriginPolicy } from './originPolicy';
import { registerQuizImport } from './quizImport';
import { registerQuizRoutes } from './quizRoutes';
import { apiErrorHandler } from './requestErrors';

export interface ApiOptions {
  session: GameSession;
  media: MediaStore;
  /** Checks the operator key and slows down wrong ones (shared with the sockets). */
  keyGuard: OperatorKeyGuard;
  originPolicy: OriginPolicy;
  log: (message: string) => void;
}

/**
 * The operator's HTTP API: quiz editing, images, import/export, the games and their results keepsake.
 * Every route is the operator's only (`operatorOnly`); each parses a body only where it needs one,
 * within its own limit.
 */
export function createApi(options: ApiOptions): Router {
  const api = express.Router();
  api.use(operatorOnly(options));
  registerQuizRoutes(api, options);
  registerQuizImport(api, options);
  registerMediaRoutes(api, options);
  registerGameRoutes(api, options);
  api.use(apiErrorHandler(options.log));
  return api;
}

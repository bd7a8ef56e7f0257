import express, { type Router } from 'express';
import { operatorOnly } from './apiAccess';
import type { ApiOptions } from './apiOptions';
import { registerGameRoutes } from './gameRoutes';
import { registerPhotoZip } from './photoZip';
import { registerMediaRoutes } from './mediaRoutes';
import { registerQuizImport } from './quizImport';
import { registerQuizRoutes } from './quizRoutes';
import { apiErrorHandler } from '../http/requestErrors';

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
  registerPhotoZip(api, options);
  api.use(apiErrorHandler(options.log));
  return api;
}

export type { ApiOptions } from './apiOptions';

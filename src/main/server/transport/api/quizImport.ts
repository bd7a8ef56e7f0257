import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Request, Response, Router } from 'express';
import { MAX_QUIZ_FILE_BYTES } from '@shared/model/limits';
import { importQuiz } from '../../game/quizFile';
import { QuizFileRefused, readQuizFile, type QuizFileRead } from '../../game/quizJson';
import type { ApiOptions } from './apiOptions';
import { editable, replaceQuiz } from './quizRoutes';
import { FILE_TOO_LARGE } from '../http/requestErrors';

/**
 * `POST /quiz/import`: a quiz file (exported with its images, or a plain quiz) replaces the quiz. What
 * can be said without reading the file is said so (the game has started, the file is too large). The
 * file is scanned as it arrives and parsed within bounds (`readQuizFile`): a huge or deeply nested
 * file is refused at its first megabyte, its images are set apart and only those the quiz uses are
 * decoded, one at a time, so the guests never wait for an import (issue 28.3).
 */
export function registerQuizImport(api: Router, { session, media, log }: ApiOptions): void {
  api.post('/quiz/import', async (req, res) => {
    const state = editable(session);
    if (!state.editable) return refuseUnread(req, res, 409, state.reason);
    const upload = await readUpload(req, res, log);
    if (upload === null) return;
    if (await replaceQuiz(session, res, () => importQuiz(upload.json, media, upload.embedded)))
      log('A quiz was imported by the operator.');
  });
}

/** The uploaded file's JSON; null when the file was refused (and the refusal answered). */
async function readUpload(
  req: Request,
  res: Response,
  log: (message: string) => void,
): Promise<QuizFileRead | null> {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > MAX_QUIZ_FILE_BYTES) {
    refuseUnread(req, res, 413, FILE_TOO_LARGE);
    return null;
  }
  const body = decodedBody(req);
  try {
    return await readQuizFile(body, MAX_QUIZ_FILE_BYTES);
  } catch (error) {
    if (body !== req) body.destroy();
    // The rest of the upload is read and dropped, so the answer reaches the client.
    req.resume();
    if (!(error instanceof QuizFileRefused)) {
      if (body === req) throw error;
      res.status(400).json({ msg: 'That file could not be decompressed.' });
      return null;
    }
    log(`Refused a quiz import: ${error.message}`);
    res.status(error.status).json({ msg: error.message });
    return null;
  }
}

/**
 * Answers without reading the upload: it is dropped as it arrives (nothing is parsed or kept), and the
 * answer goes once it is all in, so a client still sending never sees a broken pipe instead of the
 * answer. A body over the limit is not waited for: the answer goes at once and the connection closes.
 */
function refuseUnread(req: Request, res: Response, status: number, msg: string | null | undefined): void {
  const answer = (): void => void (res.headersSent || res.status(status).json({ msg }));
  if (status === 413) {
    res.set('Connection', 'close');
    answer();
    req.resume();
    return;
  }
  req.once('end', answer);
  req.once('error', () => res.destroy());
  req.resume();
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

import express, { type Response, type Router } from 'express';
import { GameState, type QuizResponse } from '@shared/index';
import { writeQuizExport } from '../../game/quizExport';
import { QuizProblems, validateQuiz } from '../../game/quizFile';
import { MAX_QUIZ_TEXT_BYTES } from '../../game/quizJson';
import type { GameSession } from '../../game/session';
import type { ApiOptions } from './apiOptions';
import { downloadName } from '../http/downloadName';

type Editable = Pick<QuizResponse, 'editable' | 'reason'>;

/** Whether the quiz may be edited: only before the game starts. */
export function editable(session: GameSession): Editable {
  return session.current.state === GameState.NEW
    ? { editable: true, reason: null }
    : { editable: false, reason: 'The game has started: reset it to edit the quiz.' };
}

/**
 * Validates, then replaces the quiz of a game that has not started, and answers the request either
 * way: the new quiz, or why not (409 started, 400 with the fields' problems, 503 when it cannot be
 * saved). Returns whether the quiz was replaced.
 */
export async function replaceQuiz(
  session: GameSession,
  res: Response,
  load: () => Promise<Parameters<GameSession['setQuiz']>[0]>,
): Promise<boolean> {
  const state = editable(session);
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
    res.json({ quiz, ...editable(session) });
    return true;
  } catch (error) {
    if (error instanceof QuizProblems) {
      res.status(400).json({ msg: 'Please fix the highlighted fields.', problems: error.problems });
      return false;
    }
    throw error;
  }
}

/** The quiz editor's routes: read the quiz, save it (its images already uploaded), export it. */
export function registerQuizRoutes(api: Router, { session, media }: ApiOptions): void {
  api.get('/quiz', (_req, res) => {
    res.json({ quiz: session.current.quiz, ...editable(session) });
  });

  // A quiz's text is held to the same bound as an imported file's quiz (`readQuizJson`).
  api.put('/quiz', express.json({ limit: MAX_QUIZ_TEXT_BYTES }), async (req, res) => {
    await replaceQuiz(session, res, () => validateQuiz(req.body, media));
  });

  // Written as it is read from disk (issue 28.3): six 8 MB photos never hold up the game.
  api.get('/quiz/export', async (_req, res) => {
    const quiz = session.current.quiz;
    res.attachment(downloadName(quiz.title, '.wedding-quiz.json')).type('application/json');
    await writeQuizExport(quiz, media, res).catch(() => res.destroy());
  });
}

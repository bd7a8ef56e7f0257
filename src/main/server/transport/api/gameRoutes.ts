import type { Response, Router } from 'express';
import type { GameListItem } from '@shared/index';
import type { GameReader } from '../../engine/gameReader';
import { answersCsv, resultsSummary, standingsCsv } from '../../game/results';
import type { GameSession } from '../../game/session';
import { teamsCsv } from '../../game/teamResults';
import { wishesCsv } from '../../game/wishResults';
import { wallPhotos } from '../../game/photoViews';
import type { ApiOptions } from './apiOptions';
import { downloadName } from '../http/downloadName';

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
    photos: wallPhotos(game).length,
  };
}

const isCurrent = (session: GameSession, id: string): boolean =>
  id === 'current' || id === session.current.id;

/** The game `id` names (`current`, or the current or an archived game's id), or null. */
async function gameOf(session: GameSession, id: string): Promise<GameReader | null> {
  if (isCurrent(session, id)) return session.current;
  return session.archivedGame(id).catch(() => null);
}

/** The game `id` names; when there is none, answers 404 and returns null. */
async function foundGame(session: GameSession, id: string, res: Response): Promise<GameReader | null> {
  const game = await gameOf(session, id);
  if (!game) res.status(404).json({ msg: 'There is no such game.' });
  return game;
}

/** The CSV files of a game; null: this game has no such file (the teams' standings of a solo game). */
const CSV_FILES: Record<string, (game: GameReader) => string | null> = {
  standings: standingsCsv,
  answers: answersCsv,
  teams: teamsCsv,
  wishes: wishesCsv,
};

/** `-tables.csv` or `-sides.csv` for the teams' file, `-<name>.csv` for the others. */
function csvSuffix(name: string, game: GameReader): string {
  if (name !== 'teams') return `-${name}.csv`;
  return game.playMode === 'sides' ? '-sides.csv' : '-tables.csv';
}

/** The games' routes: the list, each game's results (and their CSV keepsakes), restoring an archived one. */
export function registerGameRoutes(api: Router, { session, log }: ApiOptions): void {
  api.get('/games', async (_req, res) => {
    const archived = await session.archivedGames();
    res.json({ games: [listItem(session.current, true), ...archived.map((g) => listItem(g, false))] });
  });

  api.get('/games/:id/results', async (req, res) => {
    const game = await foundGame(session, req.params.id, res);
    if (game) res.json(resultsSummary(game));
  });

  for (const [name, csv] of Object.entries(CSV_FILES)) {
    api.get(`/games/:id/${name}.csv`, async (req, res) => {
      const game = await foundGame(session, req.params.id, res);
      if (!game) return;
      const body = csv(game);
      if (body === null) return void res.status(404).json({ msg: 'This game is not played by teams.' });
      res
        .attachment(downloadName(game.quiz.title, csvSuffix(name, game)))
        .type('text/csv; charset=utf-8')
        .send('\uFEFF' + body);
    });
  }

  api.post('/games/:id/restore', async (req, res) => {
    const id = req.params.id;
    if (isCurrent(session, id))
      return void res.status(400).json({ msg: 'That game is already the current one.' });
    if (!(await foundGame(session, id, res))) return;
    await session.restore(id);
    log(`Archived game ${id} was restored by the operator.`);
    res.json({ ok: true });
  });
}

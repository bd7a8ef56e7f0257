/**
 * A journal written by the app as it was on 2026-11-28 (the tables sample played to the podium over
 * sockets: nine guests at five tables, every kind of question, a renamed guest and table, a wish) still
 * replays to the same game: the same results, CSV files and podium. A change to the engine, the kinds or
 * the journal's schemas that reads yesterday's games differently fails here.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GameState } from '@shared/index';
import { replayGame } from '../../src/main/server/game/replay';
import { answersCsv, resultsSummary, standingsCsv } from '../../src/main/server/game/results';
import { teamsCsv } from '../../src/main/server/game/teamResults';
import { wishesCsv } from '../../src/main/server/game/wishResults';
import { readJournal } from '../../src/main/server/storage/journal';

const KEPT = resolve('tests/fixtures/journals/tables-2026-11.jsonl');
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function replayKept(): Promise<ReturnType<typeof replayGame>> {
  const dir = await mkdtemp(join(tmpdir(), 'wq-kept-'));
  dirs.push(dir);
  const path = join(dir, 'journal.jsonl');
  await copyFile(KEPT, path);
  const read = await readJournal(path);
  expect(read.badLines).toEqual([]);
  expect(read.tornLine).toBe(false);
  expect(read.records).toHaveLength(124);
  const logged: string[] = [];
  const game = replayGame(read.records, (m) => logged.push(m));
  expect(logged).toEqual([]);
  return game;
}

describe('a journal kept from 2026-11-28', () => {
  it('replays to the podium with every guest, answer and wish', async () => {
    const game = (await replayKept())!;
    expect(game.state).toBe(GameState.SHOW_FINAL_RESULTS_SHOW_3);
    expect(game.playerIds()).toHaveLength(9);
    const summary = resultsSummary(game);
    expect(summary.questions.map((q) => q.answered)).toEqual([8, 8, 8, 8, 8, 8, 8, 8]);
    expect(summary.questions.map((q) => q.kind)).toContain('order');
    expect(wishesCsv(game)).toContain('Congratulations, Anna & James!');
  });

  it('gives the same results and files as the day it was written', async () => {
    const game = (await replayKept())!;
    const files = {
      summary: resultsSummary(game),
      standings: standingsCsv(game),
      answers: answersCsv(game),
      teams: teamsCsv(game),
      wishes: wishesCsv(game),
    };
    await expect(JSON.stringify(files, null, 2)).toMatchFileSnapshot(
      '../fixtures/journals/tables-2026-11.replayed.json',
    );
  });
});

/**
 * Issue 28.2: one damaged line in the middle of a recorded game's journal loses at most what that line
 * alone carried, and the operator panel says what it was and what became of it. A game is played on a
 * real journal on disk; then, one at a time, a join, the step that ends a question's answering, an answer
 * and a wish are made unreadable in a copy of it, and the game read back from the copy is compared with
 * the game read back from the undamaged journal.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameState, type JournalRepair, type ResultsSummary } from '@shared/index';
import { GameSession } from '../../src/main/server/game/session';
import { resultsSummary } from '../../src/main/server/game/results';
import { ViewContext } from '../../src/main/server/game/views';
import { choiceQuestions, testQuiz } from '../support/quizzes';

const QUIZ = testQuiz({ questions: choiceQuestions(3, { correct: () => 1 }) });
const GUESTS = ['Ann', 'Bob', 'Cy', 'Dee'];

let root: string;
let now: number;
const open: GameSession[] = [];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'wq-damage-'));
  now = 1_700_000_000_000;
});
afterEach(async () => {
  for (const session of open.splice(0)) await session.close();
  await rm(root, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<GameSession> {
  const session = await GameSession.start({
    dataDir,
    quiz: QUIZ,
    clock: () => now,
    newGameId: () => 'game-1',
    log: () => undefined,
  });
  open.push(session);
  return session;
}

async function ok(result: Promise<{ ok: boolean }>): Promise<void> {
  expect(await result).toMatchObject({ ok: true });
}

/** Three questions, four guests (a different speed and answer each), then every guest's wish. */
async function record(dataDir: string): Promise<void> {
  const session = await start(dataDir);
  const ids: string[] = [];
  for (const name of GUESTS) {
    now += 100;
    const joined = await session.join(name);
    if (!joined.ok) throw new Error(joined.msg);
    ids.push(joined.playerId);
  }
  for (let q = 0; q < QUIZ.questions.length; q++) {
    while (session.current.state !== GameState.SHOW_QUESTION_OPTIONS) {
      now += 1000;
      await ok(session.advance('operator'));
    }
    for (const [i, id] of ids.entries()) {
      now += 700 * (i + 1);
      await ok(session.answer(id, q, (i + q) % 3 === 0 ? 0 : 1));
    }
    now += 500;
    await ok(session.advance('operator'));
  }
  while (session.current.state !== GameState.SHOW_FINAL_RESULTS_SHOW_3) {
    now += 1000;
    await ok(session.advance('operator'));
  }
  for (const [i, id] of ids.entries()) {
    now += 1500;
    await ok(session.command({ type: 'wish', playerId: id, text: `Love from ${GUESTS[i]}!` }));
  }
  await session.close();
  open.splice(open.indexOf(session), 1);
}

interface ReadBack {
  summary: ResultsSummary;
  repair: JournalRepair | null;
  shownRepair: JournalRepair | null;
}

async function readBack(dataDir: string): Promise<ReadBack> {
  const session = await start(dataDir);
  const notices = { saveProblem: null, journalRepair: session.journalRepair };
  const operator = new ViewContext(session.current, session.now(), notices).operator();
  return {
    summary: resultsSummary(session.current),
    repair: session.journalRepair,
    shownRepair: operator.journalRepair,
  };
}

/** Makes a line unreadable: a NUL byte inside its JSON. */
const nulByte = (text: string): string => `${text.slice(0, 30)}\u0000${text.slice(31)}`;

/** A copy of the recorded journal with line `pick` rewritten (made unreadable unless said otherwise). */
async function damaged(
  source: string,
  pick: (lines: string[]) => number,
  rewrite: (text: string) => string = nulByte,
): Promise<{ dir: string; line: number }> {
  const dir = await mkdtemp(join(root, 'copy-'));
  await cp(source, dir, { recursive: true });
  const path = join(dir, 'journal.jsonl');
  const lines = (await readFile(path, 'utf8')).split('\n');
  const index = pick(lines);
  lines[index] = rewrite(lines[index]!);
  await writeFile(path, lines.join('\n'));
  return { dir, line: index + 1 };
}

const parsed = (line: string): Record<string, unknown> => JSON.parse(line) as Record<string, unknown>;
const scores = (s: ResultsSummary): Record<string, number> =>
  Object.fromEntries(s.standings.map((e) => [e.player_name, e.score]));
const answered = (s: ResultsSummary): number => s.questions.reduce((sum, q) => sum + q.answered, 0);

describe('one damaged line in the middle of a journal (issue 28.2)', () => {
  let source: string;
  let whole: ReadBack;

  beforeEach(async () => {
    source = join(root, 'recorded');
    await record(source);
    whole = await readBack(source);
    for (const session of open.splice(0)) await session.close();
    expect(whole.repair).toBeNull();
    expect(answered(whole.summary)).toBe(GUESTS.length * QUIZ.questions.length);
    expect(whole.summary.wishes).toHaveLength(GUESTS.length);
  });

  it('a join: the guest is read from the copy of the line, with their answers and wish', async () => {
    const { dir, line } = await damaged(source, (lines) =>
      lines.findIndex((l) => l.startsWith('{"type":"join"') && parsed(l).name === 'Bob'),
    );
    const back = await readBack(dir);
    expect(back.summary).toEqual(whole.summary);
    expect(back.repair?.lines).toEqual([expect.objectContaining({ line, what: 'join', recovered: 'copy' })]);
    expect(back.shownRepair).toEqual(back.repair);
  });

  it('the step that ends question 2: taken again from the lines after it; every answer and score stays', async () => {
    const { dir, line } = await damaged(source, (lines) => {
      const closes = lines.filter((l) => l.includes('"type":"advance"') && parsed(l).from === 5);
      return lines.indexOf(closes[1]!);
    });
    const back = await readBack(dir);
    expect(back.summary).toEqual(whole.summary);
    expect(back.repair?.lines).toEqual([
      expect.objectContaining({ line, what: 'step', question: 2, recovered: 'laterLines' }),
    ]);
    expect(back.shownRepair).toEqual(back.repair);
  });

  it('an answer: only that answer is lost', async () => {
    const { dir, line } = await damaged(source, (lines) =>
      lines.findIndex(
        (l) => l.includes('"type":"answer"') && parsed(l).playerId === '4' && parsed(l).questionNo === 1,
      ),
    );
    const back = await readBack(dir);
    expect(answered(back.summary)).toBe(answered(whole.summary) - 1);
    const before = scores(whole.summary);
    const after = scores(back.summary);
    // Dee's answer to question 2 (right) is the line lost: her points for it, and nothing else.
    for (const name of ['Ann', 'Bob', 'Cy']) expect(after[name], name).toBe(before[name]);
    expect(after.Dee).toBeLessThan(before.Dee!);
    expect(back.summary.wishes).toEqual(whole.summary.wishes);
    expect(back.repair?.lines).toEqual([
      expect.objectContaining({ line, what: 'answer', question: 2, recovered: 'no' }),
    ]);
  });

  it('a wish: only that wish is lost', async () => {
    const { dir, line } = await damaged(source, (lines) =>
      lines.findIndex((l) => l.includes('"type":"wish"') && parsed(l).playerId === '1'),
    );
    const back = await readBack(dir);
    expect(back.summary.wishes).toEqual(whole.summary.wishes.filter((w) => w.author !== 'Ann'));
    expect(back.summary.standings).toEqual(whole.summary.standings);
    expect(back.repair?.lines).toEqual([expect.objectContaining({ line, what: 'wish', recovered: 'no' })]);
  });

  it('a line whose type cannot be read at all, where a step was, is still taken again', async () => {
    const { dir, line } = await damaged(
      source,
      (lines) => lines.findIndex((l) => l.includes('"type":"advance"') && parsed(l).from === 5),
      () => '\u0000'.repeat(40),
    );
    const back = await readBack(dir);
    expect(back.summary).toEqual(whole.summary);
    expect(back.repair?.lines).toEqual([
      expect.objectContaining({ line, what: 'step', question: 1, recovered: 'laterLines' }),
    ]);
  });

  it('an answer with its time changed to the far future: kept, its time read as the one before, reported', async () => {
    const { dir, line } = await damaged(
      source,
      (lines) => lines.findIndex((l) => l.includes('"type":"answer"') && parsed(l).questionNo === 1),
      (text) => JSON.stringify({ ...parsed(text), at: (parsed(text).at as number) + 10 * 365 * 86_400_000 }),
    );
    const back = await readBack(dir);
    expect(answered(back.summary)).toBe(answered(whole.summary));
    expect(back.repair?.lines).toEqual([
      expect.objectContaining({ line, what: 'answer', recovered: 'time' }),
    ]);
  });
});

/**
 * Replaying a journal that may be damaged (issue 28.2): one damaged line in the middle loses at most
 * what that line alone carried, and the operator is told exactly what that was.
 *
 * - A line written twice (the game's first line, a join: `journalText`) is read once; when one copy is
 *   damaged the other stands in for it.
 * - Every line carries the step it was written in (the state and the question number). When a line was
 *   written in a later step than the replay has reached, the steps in between were in lines that are
 *   lost: they are taken again (at the step's own deadline when it had one), so the lines after a lost
 *   step are not refused.
 * - A time out of order (earlier than the line before it, or later than the line after it) is read as
 *   the time of the line before it, and reported.
 */
import type { JournalRepairLine } from '@shared/index';
import { Game } from '../engine/game';
import type { Command } from '../engine/types';
import type { BadLine, JournalStep } from '../storage/journal';

/** A journal as read: its commands, and what the reader knows of each line (all optional). */
export interface JournalRead {
  records: readonly Command[];
  steps?: readonly (JournalStep | null)[];
  copied?: readonly boolean[];
  lineNumbers?: readonly number[];
  badLines?: readonly BadLine[];
}

export interface ReplayOutcome {
  /** Null when the journal does not start with a game. */
  game: Game | null;
  /** What was damaged or mended and what became of it, in the order of the file. */
  notes: JournalRepairLine[];
  /** Lines that start another game (a journal is one game's): skipped. */
  extraCreates: number;
}

/** At most this many steps are taken again before one line (a damaged line lost one). */
const MAX_STEPS_TAKEN_AGAIN = 12;

type Note = JournalRepairLine & { explained: boolean };

export function replayRecords(read: JournalRead): ReplayOutcome {
  return new Replay(read).run();
}

class Replay {
  private readonly notes: Note[] = [];
  private readonly damage: readonly BadLine[];
  private nextDamage = 0;
  private extraCreates = 0;
  /** Whether this journal writes lines twice at all (one written before issue 28 never does). */
  private readonly writesCopies: boolean;

  constructor(private readonly read: JournalRead) {
    this.damage = read.badLines ?? [];
    this.writesCopies = (read.copied ?? []).some(Boolean);
  }

  run(): ReplayOutcome {
    const { records } = this.read;
    const first = records[0];
    if (first?.type !== 'create') {
      for (const bad of this.damage) this.notes.push(noteOf(bad, null));
      return { game: null, notes: this.finish(), extraCreates: 0 };
    }
    const game = new Game(first);
    game.replayingJournal(true);
    this.lostCopyBeside(0);
    let lastAt = first.at;
    for (let i = 1; i < records.length; i++) {
      this.noteDamageBefore(i, game);
      const record = records[i] as Command;
      if (record.type === 'create') {
        if (record.gameId !== first.gameId) this.extraCreates++;
        continue;
      }
      this.lostCopyBeside(i);
      const at = this.timeOf(i, lastAt);
      const line = at === record.at ? record : { ...record, at };
      this.catchUp(game, this.read.steps?.[i] ?? null, line.at);
      game.apply(line);
      lastAt = Math.max(lastAt, at);
    }
    this.noteDamageBefore(Infinity, game);
    game.replayingJournal(false);
    return { game, notes: this.finish(), extraCreates: this.extraCreates };
  }

  /** Notes the damaged lines that came before record `index`, with the question the game was in. */
  private noteDamageBefore(index: number, game: Game): void {
    while (this.nextDamage < this.damage.length && (this.damage[this.nextDamage]?.before ?? 0) <= index) {
      this.notes.push(noteOf(this.damage[this.nextDamage++] as BadLine, game));
    }
  }

  /**
   * A line written twice that was read once: its other copy is the damaged line beside it (just before
   * or just after), which therefore lost nothing.
   */
  private lostCopyBeside(index: number): void {
    const record = this.read.records[index];
    if (!this.writesCopies || this.read.copied?.[index] !== false) return;
    if (record?.type !== 'create' && record?.type !== 'join') return;
    const type = record.type;
    const bad = this.damage.find(
      (d) => (d.before === index || d.before === index + 1) && (d.type === type || d.type === null),
    );
    if (!bad) return;
    let note = this.notes.find((n) => n.line === bad.line);
    if (!note) {
      // The copy after it: noted now, before the replay reaches it.
      note = noteOf(bad, null);
      this.notes.push(note);
      this.nextDamage = Math.max(this.nextDamage, this.damage.indexOf(bad) + 1);
    }
    if (note.explained) return;
    Object.assign(note, { what: type, question: null, recovered: 'copy', explained: true });
  }

  /**
   * The line's time, or the time before it when it is out of order (reported). Only for a journal read
   * from its file, whose times only go forward (the session's clock); commands built by hand need not.
   */
  private timeOf(index: number, lastAt: number): number {
    const { records } = this.read;
    const record = records[index] as Command;
    if (!this.read.lineNumbers) return record.at;
    const next = records[index + 1]?.at;
    const tooEarly = record.at < lastAt;
    const tooLate = next !== undefined && next >= lastAt && record.at > next;
    if (!tooEarly && !tooLate) return record.at;
    this.notes.push({
      line: this.read.lineNumbers?.[index] ?? index + 1,
      reason: `time out of order (${timeText(record.at)})`,
      what: whatOf(record.type),
      question: null,
      recovered: 'time',
      explained: true,
    });
    return lastAt;
  }

  /** Takes again the steps between the replay's step and `step`, the one the next line was written in. */
  private catchUp(game: Game, step: JournalStep | null, lineAt: number): void {
    if (!step) return;
    let taken = 0;
    const question = questionOf(game);
    const target = position(step[0], step[1]);
    while (position(game.state, game.questionNumber) < target && taken < MAX_STEPS_TAKEN_AGAIN) {
      const deadline = game.deadline;
      const timed = deadline !== null && deadline <= lineAt;
      const at = timed ? deadline : lineAt;
      const cause = timed ? 'timer' : 'operator';
      if (!game.apply({ type: 'advance', at, from: game.state, cause }).ok) break;
      taken++;
    }
    if (taken === 0) return;
    const lost = this.notes.findLast((n) => !n.explained);
    if (lost) Object.assign(lost, { what: 'step', question, recovered: 'laterLines', explained: true });
  }

  private finish(): JournalRepairLine[] {
    return this.notes
      .sort((a, b) => a.line - b.line)
      .map(({ line, reason, what, question, recovered }) => ({ line, reason, what, question, recovered }));
  }
}

function noteOf(bad: BadLine, game: Game | null): Note {
  return {
    line: bad.line,
    reason: bad.reason,
    what: whatOf(bad.type),
    question: game ? questionOf(game) : null,
    recovered: 'no',
    explained: false,
  };
}

/** Where a step is in the game: before the quiz, question by question, then the podium. */
function position(state: number, questionNumber: number): number {
  if (state <= 2) return state - 3;
  if (state <= 8) return questionNumber * 10 + state;
  return 1_000_000 + state;
}

/** The question being played (1-based), or null before the first and on the podium. */
function questionOf(game: Game): number | null {
  return game.state >= 3 && game.state <= 8 ? game.questionNumber + 1 : null;
}

function timeText(at: number): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? String(at) : date.toISOString();
}

function whatOf(type: string | null): JournalRepairLine['what'] {
  switch (type) {
    case 'create':
    case 'join':
    case 'answer':
    case 'wish':
      return type;
    case 'advance':
      return 'step';
    case 'coupleAnswer': // The shoe game: a partner's answer, or the one the operator entered.
    case 'coupleSettle':
      return 'answer';
    case 'photo': // A guest's photo shared, deleted, shown or hidden (issue 31).
    case 'photoDelete':
    case 'photoStatus':
      return 'photo';
    case null:
      return 'unknown';
    default:
      return 'setting';
  }
}

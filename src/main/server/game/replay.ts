import type { JournalRepair, JournalRepairLine, Quiz, Timings } from '@shared/index';
import { copyVenue, Game } from '../engine/game';
import type { GameReader } from '../engine/gameReader';
import type { Command } from '../engine/types';
import { Journal, type ReadResult } from '../storage/journal';
import type { GameClock } from './clock';
import { replayRecords, type JournalRead } from './journalReplay';

export interface NewGameOptions {
  quiz: Quiz;
  /** Timings for a new game; the quiz's own when omitted. */
  timings?: Timings;
  newGameId: () => string;
}

/** What the operator set in one game that the next one keeps. */
export type KeptSettings = Pick<GameReader, 'maxPlayers' | 'displayLanguage'> &
  Partial<Pick<GameReader, 'soundSettings' | 'venueSettings' | 'lobby' | 'photos'>>;

/**
 * `kept`: what the operator set in the previous game, kept like its timings: the player cap (never the
 * option's), the display language and the sound settings.
 */
export function createCommand(
  options: NewGameOptions,
  at: number,
  kept: KeptSettings = { maxPlayers: null, displayLanguage: null },
): Extract<Command, { type: 'create' }> {
  const { maxPlayers, displayLanguage, soundSettings, venueSettings, lobby, photos } = kept;
  return {
    type: 'create',
    at,
    gameId: options.newGameId(),
    quiz: options.quiz,
    timings: options.timings ?? options.quiz.timings,
    ...(maxPlayers !== null ? { maxPlayers } : {}),
    ...(displayLanguage !== null ? { displayLanguage } : {}),
    ...(soundSettings !== undefined ? { soundSettings: { ...soundSettings } } : {}),
    ...(venueSettings !== undefined ? { venueSettings: copyVenue(venueSettings) } : {}),
    // Issue 18: "approve names" is kept; a locked lobby is not (a new game needs its guests back).
    ...(lobby?.approveNames === true ? { approveNames: true } : {}),
    // Issue 31: the photo settings are kept; the wall starts off, the album empty.
    ...(photos !== undefined ? { photoSettings: { ...photos.settings } } : {}),
  };
}

/** Player ids are join numbers; the next one follows the highest, kicked players included. */
export function highestPlayerNo(game: GameReader): number {
  return game.playerIds().reduce((max, id) => Math.max(max, Number(id) || 0), 0);
}

/**
 * Rebuilds a game from its journal; null when the journal does not start with a game. A line the engine
 * refuses was refused when it happened too (write-ahead journals every checked command): it changes
 * nothing. Lines written twice are read once, lost steps are taken again (./journalReplay).
 */
export function replayGame(
  journal: JournalRead | readonly Command[],
  log: (message: string) => void,
): Game | null {
  const read = 'records' in journal ? journal : { records: journal };
  const { game, extraCreates } = replayRecords(read);
  if (extraCreates > 0) log(`Replay skipped ${extraCreates} journal lines that start another game.`);
  return game;
}

/**
 * Opens the data folder's journal and replays its game, or starts a new game there. A journal whose first
 * line is unreadable is set aside, so a later start does not replay the same damage.
 */
export async function openJournalGame(
  dataDir: string,
  options: NewGameOptions,
  clock: GameClock,
  log: (message: string) => void,
): Promise<{ game: Game; journal: Journal; repair: JournalRepair | null }> {
  const read = await Journal.open(dataDir);
  const { journal } = read;
  const { game: replayed, notes, extraCreates } = replayRecords(read);
  reportDamage(read, notes, log);
  if (extraCreates > 0) log(`Replay skipped ${extraCreates} journal lines that start another game.`);
  if (replayed) {
    clock.notBefore(replayed.lastEventAt);
    return { game: replayed, journal, repair: repairOf(read, notes, null) };
  }
  let setAsideTo: string | null = null;
  if (read.records.length > 0) {
    setAsideTo = await journal.setAside();
    log(
      `The journal does not start with a readable game; it was set aside as ${setAsideTo}. A new game starts.`,
    );
  }
  const create = createCommand(options, clock.now());
  await journal.append(create);
  return { game: new Game(create), journal, repair: repairOf(read, notes, setAsideTo) };
}

/** What the operator is told of the journal's damage (a torn last line is a crash's, not damage). */
function repairOf(
  read: ReadResult,
  notes: readonly JournalRepairLine[],
  setAsideTo: string | null,
): JournalRepair | null {
  if (notes.length === 0 && setAsideTo === null) return null;
  return {
    lines: notes.slice(0, 10),
    count: Math.max(1, notes.length),
    savedCopy: read.savedCopy,
    setAsideTo,
  };
}

const RECOVERY_WORDS: Record<JournalRepairLine['recovered'], string> = {
  copy: 'recovered from its copy',
  laterLines: 'recovered from the lines after it',
  no: 'not recovered',
  time: 'its time was read as the time of the line before it',
};

function reportDamage(
  read: ReadResult,
  notes: readonly JournalRepairLine[],
  log: (message: string) => void,
): void {
  if (read.tornLine) log('The journal ended in a torn line (the app was stopped mid-write); it was cut off.');
  for (const note of notes) {
    const question = note.question === null ? '' : ` in question ${note.question}`;
    log(
      `Journal line ${note.line} (${note.what}${question}): ${note.reason}; ${RECOVERY_WORDS[note.recovered]}.`,
    );
  }
  if (read.savedCopy) log(`The journal as it was is kept in ${read.savedCopy}.`);
}

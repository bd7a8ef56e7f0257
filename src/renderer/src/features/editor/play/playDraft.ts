import {
  AUTOPILOT_DEFAULTS,
  defaultSideNames,
  playFields,
  playModeOf,
  type PlayMode,
  type Quiz,
} from '@shared/wire/quiz';
import { toNumber } from '../questionDraft';

/** One table as the form holds it: its number as typed, so a half-typed number is not lost. */
export interface TableDraft {
  /** Stable across edits, for React keys; never saved. */
  id: number;
  number: string;
  /** Empty: the table has no name ("Table 7"). */
  name: string;
  /** The name in the quiz's second language; empty or absent: missing. */
  secondName?: string;
}

/** When the leaderboard is shown: after every question, every N questions, or only at the end. */
export type Pacing = 'every' | 'nth' | 'end';

/** The fields saved back even at their default when the quiz had them, so an untouched quiz is unchanged. */
type KeptField = 'playMode' | 'autopilot' | 'leaderboardEvery';

/** How the game is played (quiz format 3), as the form holds it. */
export interface PlayDraft {
  mode: PlayMode;
  /** Kept while another mode is chosen, so trying a mode loses no seating plan. */
  tables: TableDraft[];
  /** Empty: the side's default name, from the couple's first names. */
  sideNames: [string, string];
  autopilot: { enabled: boolean; revealSeconds: string; leaderboardSeconds: string };
  pacing: Pacing;
  /** "Every N questions": N as typed. */
  every: string;
  had: KeptField[];
}

let nextTableId = 1;
export const newTableId = (): number => nextTableId++;

/** What "Every N questions" offers first. */
const FIRST_EVERY = '3';

function pacingOf(every: number | undefined): Pick<PlayDraft, 'pacing' | 'every'> {
  if (every === undefined || every === 1) return { pacing: 'every', every: FIRST_EVERY };
  return every === 0 ? { pacing: 'end', every: FIRST_EVERY } : { pacing: 'nth', every: String(every) };
}

/** The form for the quiz's play settings; tables keep the ids of `previous` by position. */
export function toPlayDraft(quiz: Quiz, previous?: PlayDraft | null): PlayDraft {
  const autopilot = quiz.autopilot ?? AUTOPILOT_DEFAULTS;
  const had = (['playMode', 'autopilot', 'leaderboardEvery'] as const).filter((k) => quiz[k] !== undefined);
  return {
    mode: playModeOf(quiz),
    tables: (quiz.tables ?? []).map((t, i) => ({
      id: previous?.tables[i]?.id ?? newTableId(),
      number: String(t.number),
      name: t.name ?? '',
      secondName: t.secondName ?? '',
    })),
    sideNames: quiz.sideNames ? [quiz.sideNames[0], quiz.sideNames[1]] : ['', ''],
    autopilot: {
      enabled: autopilot.enabled,
      revealSeconds: String(autopilot.revealSeconds),
      leaderboardSeconds: String(autopilot.leaderboardSeconds),
    },
    ...pacingOf(quiz.leaderboardEvery),
    had,
  };
}

/** The couple's first names as the form has them, for the sides' default names. */
export type CoupleNames = readonly { name: string }[];

/** The sides' names when left empty: "Anna's side", once both first names are given. */
export function sideDefaults(couple: CoupleNames): [string, string] {
  const [a, b] = couple.map((p) => p.name.trim());
  return defaultSideNames(a && b ? [{ name: a }, { name: b }] : undefined);
}

/** The tables as the format wants them; `bilingual`: with their second-language names. */
export function tablesOut(
  tables: readonly TableDraft[],
  bilingual = false,
): { number: number; name?: string; secondName?: string }[] {
  return tables.map((t) => ({
    number: toNumber(t.number),
    ...(t.name.trim() ? { name: t.name } : {}),
    ...(bilingual && t.secondName?.trim() ? { secondName: t.secondName } : {}),
  }));
}

/** Tables that could be saved as they are: a hidden list is kept only then, so it never blocks a save. */
function savable(tables: ReturnType<typeof tablesOut>): boolean {
  const numbers = new Set(tables.map((t) => t.number));
  return numbers.size === tables.length && playFields.tables.safeParse(tables).success;
}

function teamsOut(play: PlayDraft, couple: CoupleNames, bilingual: boolean): object {
  const tables = tablesOut(play.tables, bilingual);
  const keepTables = play.mode === 'tables' || (tables.length > 0 && savable(tables));
  const [a, b] = play.sideNames;
  const [defaultA, defaultB] = sideDefaults(couple);
  const named = a.trim() !== '' || b.trim() !== '';
  return {
    ...(keepTables ? { tables } : {}),
    ...(named ? { sideNames: [a.trim() ? a : defaultA, b.trim() ? b : defaultB] } : {}),
  };
}

function autopilotOut(play: PlayDraft): object {
  const { enabled, revealSeconds, leaderboardSeconds } = play.autopilot;
  const autopilot = {
    enabled,
    revealSeconds: toNumber(revealSeconds),
    leaderboardSeconds: toNumber(leaderboardSeconds),
  };
  const changed =
    enabled !== AUTOPILOT_DEFAULTS.enabled ||
    autopilot.revealSeconds !== AUTOPILOT_DEFAULTS.revealSeconds ||
    autopilot.leaderboardSeconds !== AUTOPILOT_DEFAULTS.leaderboardSeconds;
  return changed || play.had.includes('autopilot') ? { autopilot } : {};
}

function pacingOut(play: PlayDraft): object {
  const every = play.pacing === 'every' ? 1 : play.pacing === 'end' ? 0 : toNumber(play.every);
  return every !== 1 || play.had.includes('leaderboardEvery') ? { leaderboardEvery: every } : {};
}

/**
 * The play settings as the quiz format wants them; a setting at its default is left out unless the quiz
 * had it, so a solo quiz saves as it came. The tables are saved in Tables mode (and kept in another mode
 * while they are fine), the side names whenever one is given.
 */
export function fromPlayDraft(play: PlayDraft, couple: CoupleNames, bilingual = false): object {
  const keepMode = play.mode !== 'solo' || play.had.includes('playMode');
  return {
    ...(keepMode ? { playMode: play.mode } : {}),
    ...teamsOut(play, couple, bilingual),
    ...autopilotOut(play),
    ...pacingOut(play),
  };
}

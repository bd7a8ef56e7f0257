/**
 * Playing by teams: the quiz's play mode, its teams (tables from the seating plan, or the couple's two
 * sides), and how a team is named. No zod here: the phone's join form and the table cards use it.
 */

export const PLAY_MODES = ['solo', 'tables', 'sides'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

export const TEAM_LIMITS = {
  /**
   * Tables mode: how many tables a quiz may list. A seating plan has up to about 80; the bench plays
   * 5,000 guests at 500 tables (a gala, a fair: issue 29), so the format takes that many.
   */
  maxTables: 500,
  /** The highest table number. */
  maxTableNumber: 999,
  tableNameChars: 40,
  sideNameChars: 40,
  /** A break's message on the big screen and the phones. */
  breakMessageChars: 160,
  /** The lobby shows this many of the newest names per table. */
  lobbyNamesPerTeam: 6,
} as const;

/** A team as every screen names it: a table's number (1, 2…; a side is 1 or 2) and its name, if any. */
export interface TeamInfo {
  number: number;
  name: string | null;
  /** A bilingual quiz: the name in its second language, where the couple wrote one. */
  secondName?: string | null;
}

/** One team's line in a leaderboard. */
export interface TeamEntry extends TeamInfo {
  /** The sum over the questions played of the team's average points per member. */
  score: number;
  rank: number;
  /** Players in the team now. */
  players: number;
}

/** The public list of teams (`GET /teams`): the join form and the table cards. */
export const TEAMS_PATH = '/teams';

/** What the join form and the table cards need: `GET /teams`. */
export interface TeamsResponse {
  playMode: PlayMode;
  teams: TeamInfo[];
}

/** The autopilot's defaults: seconds on the reveal, and on the leaderboard (and each podium place). */
export const AUTOPILOT_DEFAULTS = { enabled: false, revealSeconds: 8, leaderboardSeconds: 6 } as const;
export const AUTOPILOT_MAX_SECONDS = 120;

export interface AutopilotSettings {
  enabled: boolean;
  revealSeconds: number;
  leaderboardSeconds: number;
}

/** The parts of a quiz that decide its teams (the quiz itself needs zod; this file must not). */
export interface TeamQuizFields {
  playMode?: PlayMode | undefined;
  tables?:
    readonly { number: number; name?: string | undefined; secondName?: string | undefined }[] | undefined;
  sideNames?: readonly [string, string] | undefined;
  secondLanguage?: string | undefined;
  second?: { sideNames?: readonly [string, string] | undefined } | undefined;
  partners?: readonly [{ name: string }, { name: string }] | undefined;
}

export function playModeOf(quiz: TeamQuizFields): PlayMode {
  return quiz.playMode ?? 'solo';
}

/** The two sides' default names, from the couple's first names. */
export function defaultSideNames(partners: TeamQuizFields['partners']): [string, string] {
  if (!partners) return ["The bride's side", "The groom's side"];
  return [`${partners[0].name}'s side`, `${partners[1].name}'s side`];
}

/** The quiz's teams in order: its tables, the two sides, or none (solo). */
export function teamsOfQuiz(quiz: TeamQuizFields): TeamInfo[] {
  switch (playModeOf(quiz)) {
    case 'tables':
      return (quiz.tables ?? []).map((t) =>
        withSecondName(quiz, { number: t.number, name: t.name ?? null }, t.secondName),
      );
    case 'sides': {
      const [a, b] = quiz.sideNames ?? defaultSideNames(quiz.partners);
      const second = quiz.sideNames ? quiz.second?.sideNames : undefined;
      return [
        withSecondName(quiz, { number: 1, name: a }, second?.[0]),
        withSecondName(quiz, { number: 2, name: b }, second?.[1]),
      ];
    }
    case 'solo':
      return [];
  }
}

/** The team with its second-language name, only in a bilingual quiz and where one was written. */
function withSecondName(quiz: TeamQuizFields, team: TeamInfo, secondName: string | undefined): TeamInfo {
  return quiz.secondLanguage && secondName?.trim() ? { ...team, secondName } : team;
}

/** How a page says a team that has no name of its own, in its language (each page's catalog). */
export interface TeamNameWords {
  /** "Table 7". */
  table: (number: number) => string;
  /** "Table 7 – Lisbon". */
  namedTable: (number: number, name: string) => string;
  /** "Side 2", for a side the quiz left unnamed. */
  side: (number: number) => string;
}

/**
 * A team in words, the one rule every page follows: a table is "Table 7 – Lisbon", or "Table 7" without a
 * name or in the `short` form (a podium step, "Table 7 is 3rd"); a side is its name ("Side 2" without one).
 * The quiz's names stay as written, never translated.
 */
export function teamLabel(
  words: TeamNameWords,
  mode: PlayMode,
  team: Pick<TeamInfo, 'number' | 'name'>,
  form: 'full' | 'short' = 'full',
): string {
  if (mode === 'sides') return team.name ?? words.side(team.number);
  return team.name && form === 'full' ? words.namedTable(team.number, team.name) : words.table(team.number);
}

/** The team a guest must pick in this mode, worded for the join form's refusal. */
export function chooseTeamMessage(mode: PlayMode): string {
  return mode === 'sides' ? 'Please choose your side.' : 'Please choose your table.';
}

/**
 * Leaderboard pacing: after which questions the leaderboard step is shown. `every` 1 = after every
 * question, N = after every Nth, 0 = only at the end (the podium). A poll never has one after it.
 */
export function leaderboardAfter(questionNumber: number, every: number): boolean {
  return every > 0 && (questionNumber + 1) % every === 0;
}

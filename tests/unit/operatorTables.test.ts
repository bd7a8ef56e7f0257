/**
 * The operator panel's tables and pacing in words: each table with its guests, the search that finds a
 * table or a guest, the names at a glance, the leaderboard pacing, when a break may start, and which
 * autopilot times the server would take.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GameState } from '@shared/model/gameState';
import type { OperatorPlayer } from '@shared/wire/payloads';
import type { TeamInfo } from '@shared/model/teams';
import {
  filterTeams,
  namesPreview,
  playersText,
  teamsWithMembers,
  teamWords,
} from '../../src/renderer/src/features/operator/game/teams/teamMembers';
import {
  autopilotSeconds,
  breakAllowedIn,
  leaderboardPacingText,
} from '../../src/renderer/src/features/operator/game/pacing/pacingWords';
import { saveProblemText } from '../../src/renderer/src/features/operator/saveProblem';
import { operatorT, type OperatorT } from './operatorT';

let t: OperatorT;
let de: OperatorT;
let pl: OperatorT;
let ar: OperatorT;
beforeAll(async () => {
  [t, de, pl, ar] = await Promise.all([operatorT('en'), operatorT('de'), operatorT('pl'), operatorT('ar')]);
});

const TABLES: TeamInfo[] = [
  { number: 1, name: 'Lisbon' },
  { number: 2, name: null },
  { number: 7, name: 'Porto' },
];

function guest(id: number, name: string, team: number | null): OperatorPlayer {
  return { id: String(id), name, connected: true, score: 0, team };
}

const GUESTS = [
  guest(1, 'Anna', 1),
  guest(2, 'Ben', 7),
  guest(3, 'Cleo', 1),
  guest(4, 'Dan', null),
  // A table the quiz no longer lists: nowhere to show them, nothing breaks.
  guest(5, 'Eve', 9),
];

describe('the tables with their guests', () => {
  let teams: ReturnType<typeof teamsWithMembers>;
  beforeAll(() => {
    teams = teamsWithMembers((team) => teamWords(t, 'tables', team), TABLES, GUESTS);
  });

  it('keeps the quiz order, labels each table, and lists its guests in the order they joined', () => {
    expect(teams.map((t) => t.label)).toEqual(['Table 1 – Lisbon', 'Table 2', 'Table 7 – Porto']);
    expect(teams.map((t) => t.members.map((p) => p.name))).toEqual([['Anna', 'Cleo'], [], ['Ben']]);
  });

  it('labels sides by their names', () => {
    const sides = teamsWithMembers(
      (team) => teamWords(t, 'sides', team),
      [{ number: 1, name: "Anna's side" }],
      GUESTS,
    );
    expect(sides[0]!.label).toBe("Anna's side");
    expect(teamWords(t, 'sides', { number: 2, name: null })).toBe('Side 2');
  });

  it('shows every table with every guest for an empty search', () => {
    const found = filterTeams(teams, '  ');
    expect(found.map((f) => [f.entry.team.number, f.shown.length, f.byGuest])).toEqual([
      [1, 2, false],
      [2, 0, false],
      [7, 1, false],
    ]);
  });

  it('finds a table by its name or number, with all its guests', () => {
    const found = filterTeams(teams, 'lisBON');
    expect(found).toHaveLength(1);
    expect(found[0]!.shown.map((p) => p.name)).toEqual(['Anna', 'Cleo']);
    expect(found[0]!.byGuest).toBe(false);
    expect(filterTeams(teams, 'table 7').map((f) => f.entry.team.number)).toEqual([7]);
  });

  it('finds a guest, showing only the guests that match', () => {
    const found = filterTeams(teams, 'cle');
    expect(found.map((f) => [f.entry.team.number, f.shown.map((p) => p.name), f.byGuest])).toEqual([
      [1, ['Cleo'], true],
    ]);
    expect(filterTeams(teams, 'zoe')).toEqual([]);
  });
});

describe('words', () => {
  it('a closed table: its first names, then how many more', () => {
    expect(namesPreview(t, [])).toBe('Nobody yet');
    expect(namesPreview(t, GUESTS.slice(0, 2))).toBe('Anna, Ben');
    expect(namesPreview(t, GUESTS, 3)).toBe('Anna, Ben, Cleo and 2 more');
    expect(playersText(t, 'en', 1)).toBe('1 player');
    expect(playersText(t, 'en', 2000)).toBe('2,000 players');
  });

  it('the leaderboard pacing', () => {
    expect(leaderboardPacingText(t, 1)).toBe('Leaderboard after every question');
    expect(leaderboardPacingText(t, 2)).toBe('Leaderboard every 2 questions');
    expect(leaderboardPacingText(t, 0)).toBe('Leaderboard only at the end');
  });

  it('a break may start just before the first question, on a reveal or a leaderboard only', () => {
    const allowed = Object.values(GameState).filter(breakAllowedIn);
    expect(allowed).toEqual([
      GameState.STARTING_QUIZ,
      GameState.SHOW_CORRECT_ANSWER,
      GameState.SHOW_LEADERBOARD,
    ]);
  });

  it('autopilot times are whole seconds from 2 to 120', () => {
    expect(['8', '2', '120'].map(autopilotSeconds)).toEqual([8, 2, 120]);
    expect(['', ' ', '1', '121', '2.5', 'x'].map(autopilotSeconds)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('the save problem banner', () => {
  it('names the reason and what to do', () => {
    expect(saveProblemText(t, 'the disk is full')).toBe(
      "The game cannot save: the disk is full. Guests' answers are refused until it can — free space on the disk or check the data folder.",
    );
    expect(saveProblemText(t, 'the data folder is read-only. ')).toMatch(
      /^The game cannot save: the data folder is read-only\. /,
    );
  });
});

describe('in other languages', () => {
  it('German: the tables, the guests at a glance, the numbers written the German way', () => {
    expect(teamWords(de, 'tables', TABLES[0]!)).toBe('Tisch 1 – Lisbon');
    expect(namesPreview(de, GUESTS, 3)).toBe('Anna, Ben, Cleo und 2 weitere');
    expect(playersText(de, 'de', 2000)).toBe('2.000 Spieler');
    expect(leaderboardPacingText(de, 3)).toBe('Rangliste alle 3 Fragen');
  });

  it("Polish: each of the language's plural forms", () => {
    expect(playersText(pl, 'pl', 1)).toBe('1 gracz');
    expect(playersText(pl, 'pl', 3)).toBe('3 gracze');
    expect(playersText(pl, 'pl', 5)).toBe('5 graczy');
    expect(playersText(pl, 'pl', 22)).toBe('22 gracze');
    expect(playersText(pl, 'pl', 12)).toBe('12 graczy');
  });

  it('Arabic: the dual, and the names listed with the Arabic comma', () => {
    expect(playersText(ar, 'ar', 2)).toBe('لاعبان');
    expect(playersText(ar, 'ar', 1)).toBe('لاعب واحد');
    expect(namesPreview(ar, GUESTS.slice(0, 2))).toBe('Anna، Ben');
  });
});

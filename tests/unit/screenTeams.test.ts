/** The big screen's words and layout for team games, and the autopilot bar's arithmetic. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { screenT } from '../support/screenWords';
import { GameState } from '@shared/model/gameState';
import type { ScreenView } from '@shared/wire/payloads';
import { elapsedFraction, showsAutopilotBar } from '../../src/renderer/src/features/screen/autopilotProgress';
import {
  lobbyGrid,
  lobbyNames,
  playersText,
  teamBoardTitle,
  teamName,
  teamScoreRule,
} from '../../src/renderer/src/features/screen/teams/teamWords';

describe('the words of a team game', () => {
  let t: TFunction<'screen'>;
  let ar: TFunction<'screen'>;
  beforeAll(async () => {
    t = await screenT('en');
    ar = await screenT('ar');
  });

  it('counts players and names the boards', () => {
    expect(playersText(t, 0)).toBe('0 players');
    expect(playersText(t, 1)).toBe('1 player');
    expect(playersText(t, 4)).toBe('4 players');
    expect(teamBoardTitle(t, 'tables')).toBe('Top 5 tables');
    expect(teamBoardTitle(t, 'sides')).toBe('Side against side');
    expect(teamScoreRule(t, 'tables')).toBe(
      'Table score = the average points of its players, so big and small tables are equal.',
    );
  });

  it('lists the newest names at a table, and how many more', () => {
    expect(lobbyNames(t, [], 0)).toBe('nobody yet');
    expect(lobbyNames(t, ['Maya', 'Dan'], 2)).toBe('Maya, Dan');
    expect(lobbyNames(t, ['A', 'B', 'C', 'D', 'E', 'F'], 9)).toBe('A, B, C, D, E, F +3 more');
  });

  it('names tables and sides; in Arabic with its own plural forms', () => {
    expect(teamName(t, 'tables', { number: 7, name: 'Lisbon' })).toBe('Table 7 – Lisbon');
    expect(teamName(t, 'tables', { number: 7, name: null })).toBe('Table 7');
    expect(teamName(t, 'sides', { number: 1, name: "Anna's side" })).toBe("Anna's side");
    expect(teamName(ar, 'tables', { number: 7, name: null })).toBe('الطاولة 7');
    expect(playersText(ar, 1)).toBe('لاعب واحد');
    expect(playersText(ar, 2)).toBe('لاعبان');
    expect(playersText(ar, 3)).toBe('3 لاعبين');
    expect(playersText(ar, 11)).toBe('11 لاعبًا');
    expect(lobbyNames(ar, ['سارة', 'Dan'], 2)).toBe('سارة، Dan');
  });

  it('packs the lobby tighter as the tables grow, every table in the grid', () => {
    expect(lobbyGrid(4)).toEqual({ density: 'roomy', columns: 2, rows: 2 });
    expect(lobbyGrid(12)).toEqual({ density: 'roomy', columns: 3, rows: 4 });
    expect(lobbyGrid(24)).toEqual({ density: 'compact', columns: 4, rows: 6 });
    expect(lobbyGrid(80)).toEqual({ density: 'dense', columns: 8, rows: 10 });
    expect(lobbyGrid(200)).toEqual({ density: 'tiny', columns: 12, rows: 17 });
    expect(lobbyGrid(300)).toEqual({ density: 'tiny', columns: 16, rows: 19 });
    expect(lobbyGrid(500)).toEqual({ density: 'tiny', columns: 20, rows: 25 });
    for (let n = 1; n <= 80; n++) {
      const { columns, rows } = lobbyGrid(n);
      expect(columns * rows).toBeGreaterThanOrEqual(n);
      expect(rows).toBeLessThanOrEqual(10);
    }
  });
});

describe('the autopilot bar', () => {
  const timer = { deadline: 10_000, serverNow: 0, durationMs: 8000, pausedRemainingMs: null };
  const view = (patch: Partial<ScreenView>): ScreenView =>
    ({
      state: GameState.SHOW_CORRECT_ANSWER,
      autopilot: true,
      breakMessage: null,
      timer,
      ...patch,
    }) as ScreenView;

  it('shows on the steps the autopilot times, while its timer is set or paused', () => {
    expect(showsAutopilotBar(view({}))).toBe(true);
    for (const state of [
      GameState.STARTING_QUIZ,
      GameState.SHOW_LEADERBOARD,
      GameState.SHOW_FINAL_RESULTS_SHOW_2,
    ])
      expect(showsAutopilotBar(view({ state }))).toBe(true);
    expect(showsAutopilotBar(view({ timer: { ...timer, deadline: null, pausedRemainingMs: 3000 } }))).toBe(
      true,
    );
  });

  it('hides when off, on a break, on the question or the last podium step, or with no timer', () => {
    expect(showsAutopilotBar(view({ autopilot: false }))).toBe(false);
    expect(showsAutopilotBar(view({ breakMessage: 'Cake!' }))).toBe(false);
    expect(showsAutopilotBar(view({ state: GameState.SHOW_QUESTION_OPTIONS }))).toBe(false);
    expect(showsAutopilotBar(view({ state: GameState.SHOW_FINAL_RESULTS_SHOW_3 }))).toBe(false);
    expect(showsAutopilotBar(view({ timer: { ...timer, deadline: null } }))).toBe(false);
  });

  it('fills as the step runs out', () => {
    expect(elapsedFraction(8000, 8000)).toBe(0);
    expect(elapsedFraction(2000, 8000)).toBe(0.75);
    expect(elapsedFraction(0, 8000)).toBe(1);
    expect(elapsedFraction(null, 8000)).toBe(0);
    expect(elapsedFraction(1000, null)).toBe(0);
  });
});

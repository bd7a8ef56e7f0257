/**
 * The operator panel of a game played by tables, in Chromium at 1280x800: the tables sample (12 tables)
 * with five guests joined over sockets. The operator opens the table cards in a new tab, renames a
 * table (the public `GET /teams` follows), moves guests (the panel's lists and the guest's phone
 * follow), switches the autopilot on at a reveal (the game moves on by itself), and starts and ends a
 * break. Screenshots under test-results/screens/tables/.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { GameState } from '@shared/model/gameState';
import { TEAMS_PATH, type TeamsResponse } from '@shared/model/teams';
import { useSharedChromium } from './fixtures/chromium';
import { openOperatorPanel } from './fixtures/operatorPanel';
import { eventually, screenshot, seeText } from './harness';
import {
  connectOperator,
  startTestServer,
  TestClient,
  type OperatorView,
  type PlayerView,
  type TestServer,
} from '../integration/harness';

const TABLES = resolve('resources/samples/tables.wedding-quiz.json');
const TIMINGS = { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 60 };
const DINNER = 'Dinner is served — the quiz goes on after the cake!';

/** Who sits where: two at Lisbon (1), one at Kraków (2), one at Lake Bled (3), one at table 7 (no name). */
const SEATS = { Anna: 1, Ben: 1, Cleo: 2, Dan: 3, Eve: 7 } as const;
type Guest = keyof typeof SEATS;
/** The first question is a choice whose right option is B (1). */
const ANSWERS: Record<Guest, number> = { Anna: 1, Ben: 1, Cleo: 0, Dan: 1, Eve: 2 };

const chrome = useSharedChromium();
const { errors } = chrome;

async function teamsOf(url: string): Promise<TeamsResponse> {
  return (await (await fetch(`${url}${TEAMS_PATH}`)).json()) as TeamsResponse;
}

async function joinAt(url: string, name: Guest): Promise<TestClient> {
  const client = await TestClient.connect(url);
  client.emit('joinGame', { username: name, team: SEATS[name] });
  await client.next('joinedGame');
  return client;
}

async function shoot(page: Page, name: string, panel?: Locator): Promise<void> {
  if (panel) await panel.evaluate((el) => (el as unknown as { scrollIntoView: () => void }).scrollIntoView());
  else await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, `tables/${name}`);
}

describe('the operator panel in Tables mode', { timeout: 90_000 }, () => {
  let srv: TestServer;
  let operator: TestClient;
  const phones = {} as Record<Guest, TestClient>;
  let panel: Page;

  beforeAll(async () => {
    srv = await startTestServer({ quizFile: TABLES, timings: TIMINGS });
    operator = await connectOperator(srv.url);
    for (const name of Object.keys(SEATS) as Guest[]) phones[name] = await joinAt(srv.url, name);
    panel = await openOperatorPanel(chrome, srv.url, { viewport: { width: 1280, height: 800 } });
    await seeText(panel, 'Tables (12)');
  });

  afterAll(async () => {
    for (const p of Object.values(phones)) p?.close();
    operator?.close();
    await srv?.dispose();
  });

  const table = (n: number): Locator => panel.getByTestId(`team-${n}`);
  const tablesPanel = (): Locator => panel.locator('.panel--tables');

  /** The team shown in the operator's player list for this guest. */
  async function listedTeam(name: Guest): Promise<string> {
    const row = panel.getByTestId('players-table').locator('tr', { hasText: name });
    return row.getByTestId('player-team').innerText();
  }

  test('every table with its guests, and the link to the table cards', async () => {
    expect(await table(1).getByTestId('team-label').innerText()).toBe('Table 1 – Lisbon');
    expect(await table(1).innerText()).toContain('2 players');
    expect(await table(1).innerText()).toContain('Anna, Ben');
    expect(await table(7).getByTestId('team-label').innerText()).toBe('Table 7');
    expect(await table(5).innerText()).toContain('Nobody yet');
    await seeText(panel, '8 of 12 tables have nobody yet.');
    const cards = panel.getByRole('link', { name: 'Print table cards' });
    expect(await cards.getAttribute('href')).toBe('/cards');
    expect(await cards.getAttribute('target')).toBe('_blank');
    // A new tab with one card (and its QR code) per table.
    const [tab] = await Promise.all([panel.context().waitForEvent('page'), cards.click()]);
    tab.on('pageerror', (error) => errors.push(`/cards: ${error.message}`));
    expect(new URL(tab.url()).pathname).toBe('/cards');
    await eventually(
      () => tab.locator('img.table-card__qr').count(),
      (n) => n === 12,
    );
    await tab.close();
    expect(await listedTeam('Eve')).toBe('Table 7');
  });

  test('renaming a table, and back to the name in the quiz', async () => {
    await table(7).getByRole('button', { name: 'Rename Table 7' }).click();
    await panel.getByLabel('New name for Table 7').fill('  Sintra ');
    await table(7).getByRole('button', { name: 'Save' }).click();
    await eventually(
      () => teamsOf(srv.url),
      (r) => r.teams.find((t) => t.number === 7)?.name === 'Sintra',
    );
    await eventually(
      () => table(7).getByTestId('team-label').innerText(),
      (text) => text === 'Table 7 – Sintra',
    );

    await table(2).getByRole('button', { name: 'Rename Table 2' }).click();
    await panel.getByLabel('New name for Table 2').fill('Warsaw');
    await panel.getByLabel('New name for Table 2').press('Enter');
    await eventually(
      () => teamsOf(srv.url),
      (r) => r.teams.find((t) => t.number === 2)?.name === 'Warsaw',
    );
    // Emptied: back to the quiz's own name.
    await table(2).getByRole('button', { name: 'Rename Table 2' }).click();
    await panel.getByLabel('New name for Table 2').fill('');
    await table(2).getByRole('button', { name: 'Save' }).click();
    const teams = await eventually(
      () => teamsOf(srv.url),
      (r) => r.teams.find((t) => t.number === 2)?.name === 'Kraków',
    );
    expect(teams.playMode).toBe('tables');
    expect(teams.teams.find((t) => t.number === 7)?.name).toBe('Sintra');
    await seeText(panel, 'Table 2 – Kraków');
  });

  test('moving a guest from an open table, and one found by name', async () => {
    await table(1)
      .getByRole('button', { name: /Table 1 – Lisbon/ })
      .click();
    await table(1).getByRole('button', { name: 'Move Ben to another table' }).click();
    await table(1).getByLabel('New table for Ben').selectOption({ label: 'Table 2 – Kraków' });
    await shoot(panel, 'operator-tables', tablesPanel());
    await table(1).getByRole('button', { name: 'Move', exact: true }).click();

    const moved = await phones.Ben.next('updateState', (v) => (v as PlayerView).team?.number === 2);
    expect((moved as PlayerView).team).toMatchObject({ number: 2, name: 'Kraków' });
    await eventually(
      () => listedTeam('Ben'),
      (text) => text === 'Table 2',
    );
    expect(await table(2).innerText()).toContain('Ben, Cleo');
    expect(await table(1).getByTestId('team-guest').allInnerTexts()).toEqual([
      expect.stringContaining('Anna'),
    ]);

    // Found by name among every table: Eve goes to Lake Bled.
    const search = panel.getByLabel('Find a table or a guest');
    await search.fill('eve');
    // The list follows the search a render later (useDeferredValue keeps typing smooth).
    await expect.poll(() => panel.getByTestId('tables-list').locator('> li').count()).toBe(1);
    await table(7).getByRole('button', { name: 'Move Eve to another table' }).click();
    await table(7).getByLabel('New table for Eve').selectOption('3');
    await table(7).getByRole('button', { name: 'Move', exact: true }).click();
    await phones.Eve.next('updateState', (v) => (v as PlayerView).team?.number === 3);
    await eventually(
      () => listedTeam('Eve'),
      (text) => text === 'Table 3',
    );
    expect(await table(3).getByTestId('team-guest').allInnerTexts()).toEqual([
      expect.stringContaining('Eve'),
    ]);
    await search.fill('');
    expect(operator.playerList().find((p) => p.name === 'Eve')?.team).toBe(3);
  });

  test('no break before the game starts; the autopilot switched on at a reveal moves on by itself', async () => {
    const start = panel.getByRole('button', { name: 'Start break' });
    expect(await start.isDisabled()).toBe(true);
    await seeText(panel, 'You can start a break after a reveal');
    expect(await panel.getByTestId('leaderboard-pacing').innerText()).toContain(
      'Leaderboard after every question',
    );

    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    await eventually(
      () => start.isEnabled(),
      (enabled) => enabled,
    );
    operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
    await operator.view(GameState.SHOW_QUESTION_OPTIONS, 0);
    for (const name of Object.keys(SEATS) as Guest[]) {
      phones[name].emit('userAnsweredQuestion', { questionNo: 0, answer: ANSWERS[name] });
      await phones[name].next('userAnswered');
    }
    await operator.view(GameState.SHOW_CORRECT_ANSWER, 0);
    // Off: the reveal waits for the Next button.
    await seeText(panel, 'Off: after each reveal and leaderboard the game waits for the Next button.');

    await panel.getByLabel('Reveal (seconds)').fill('3');
    await panel.getByLabel('Leaderboard (seconds)').fill('60');
    // Clicked, not check(): the switch shows the server's state, which comes a moment later.
    await panel.getByTestId('autopilot-switch').click();
    const on = await operator.next('updateState', (v) => (v as OperatorView).autopilot?.enabled === true);
    expect((on as OperatorView).autopilot).toEqual({
      enabled: true,
      revealSeconds: 3,
      leaderboardSeconds: 60,
    });
    expect(on.timer.deadline).not.toBeNull();
    await seeText(panel, 'On: the reveal stays 3 s and the leaderboard 60 s');
    // Nobody presses Next: the reveal ends by itself.
    await operator.view(GameState.SHOW_LEADERBOARD, 0, 8_000);
  });

  test('both leaderboards: the tables and the players', async () => {
    const teams = panel.getByTestId('operator-team-leaderboard');
    await eventually(
      () => teams.locator('tbody tr').count(),
      (n) => n === 12,
    );
    const first = await teams.locator('tbody tr').first().locator('td').allInnerTexts();
    // Lisbon: Anna right (Ben moved before the question); Lake Bled: Dan right, Eve (moved) wrong.
    expect(first.slice(0, 3)).toEqual(['1', 'Table 1 – Lisbon', '1']);
    expect(Number(first[3])).toBeGreaterThan(0);
    expect(await panel.getByRole('heading', { name: 'Player leaderboard' }).isVisible()).toBe(true);
    expect(await panel.getByTestId('operator-leaderboard').locator('tbody tr').count()).toBe(5);
    await shoot(panel, 'operator-leaderboards', panel.locator('.panel--team-leaderboard'));
  });

  test('a break on the leaderboard holds the autopilot; End break lets it go on', async () => {
    await shoot(panel, 'operator-autopilot-before-break');
    expect(await panel.getByLabel('Message for every screen').inputValue()).toBe(DINNER);
    await panel.getByRole('button', { name: 'Start break' }).click();
    const onBreak = await operator.next('updateState', (v) => v.breakMessage === DINNER);
    expect(onBreak.state).toBe(GameState.SHOW_LEADERBOARD);
    expect(onBreak.timer.deadline).toBeNull();
    await phones.Anna.next('updateState', (v) => v.breakMessage === DINNER);
    expect(await panel.getByTestId('break-message').innerText()).toBe(DINNER);
    await seeText(panel, 'On, waiting: the game goes on by itself once the break is over.');
    await shoot(panel, 'operator-autopilot-break');

    await panel.getByRole('button', { name: 'End break' }).click();
    const after = await operator.next('updateState', (v) => v.breakMessage === null);
    expect(after.state).toBe(GameState.SHOW_LEADERBOARD);
    // The autopilot times the leaderboard again.
    expect(after.timer.deadline).not.toBeNull();
    await seeText(panel, 'Start break');

    await panel.getByTestId('autopilot-switch').click();
    await operator.next('updateState', (v) => (v as OperatorView).autopilot?.enabled === false);
    await seeText(panel, 'Off: after each reveal');
  });
});

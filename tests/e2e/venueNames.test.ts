/**
 * Issue 18's names in Chromium, one server and one browser: on a 320 px phone "Pick a name for me"
 * fills in a wedding name (lazily loaded) that joins; a rude name is refused in the page with the kind
 * message; with "Approve names" on, a new guest waits in the operator's panel and on their phone, not on
 * the big screen, until Approve. Both pages pass axe's WCAG 2.2 A/AA rules with 44 px targets.
 * Screenshots: test-results/screens/venue/names-join-pick.png, names-operator-approve.png (and
 * names-join-refused.png, names-phone-pending.png).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { checkName } from '@shared/model/names';
import { useSharedChromium } from './fixtures/chromium';
import { eventually, openPage, PHONE, screenshot, seeText } from './harness';
import { axeProblems, smallTargets } from './operatorChecks';
import { smallText } from './phoneChecks';
import {
  connectScreen,
  OPERATOR_KEY,
  startTestServer,
  type ScreenView,
  type TestClient,
  type TestServer,
} from '../integration/harness';

let srv: TestServer;
let screen: TestClient;
let desk: Page;
/** The guest who waits for approval, then is renamed. */
let zed: Page;
const chrome = useSharedChromium();
const { errors } = chrome;
const SMALL_PHONE = { ...PHONE, viewport: { width: 320, height: 568 } };

beforeAll(async () => {
  srv = await startTestServer();
  screen = await connectScreen(srv.url);
  const url = `${srv.url}/debug#key=${OPERATOR_KEY}`;
  desk = (await openPage(chrome.browser, url, { viewport: { width: 1280, height: 900 } }, errors)).page;
  await desk.getByTestId('approve-names-switch').waitFor({ state: 'attached' });
});

afterAll(async () => {
  screen?.close();
  await srv?.dispose();
});

/** Every name the big screen has been told about, in any view or lobby update. */
const screenSaid = (): string =>
  JSON.stringify([...screen.all('updateState'), ...screen.all('updatePlayers')]);

async function phone(): Promise<Page> {
  const { page } = await openPage(chrome.browser, srv.url, SMALL_PHONE, errors);
  await page.getByLabel('Your name').waitFor();
  return page;
}

describe("issue 18's names", { timeout: 120_000 }, () => {
  test('"Pick a name for me" fills in a wedding name that joins; a rude name is refused kindly', async () => {
    const page = await phone();
    const pick = page.getByTestId('pick-name');
    const box = await pick.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await pick.click();
    const field = page.getByLabel('Your name');
    const picked = await eventually(
      () => field.inputValue(),
      (v) => v !== '',
    );
    expect(checkName(picked)).toBeNull();
    await screenshot(page, 'venue/names-join-pick');
    expect(await axeProblems(page)).toBe('');
    expect(await smallText(page)).toEqual([]);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(320);

    await field.fill('Shithead');
    await page.getByRole('button', { name: 'Join!' }).click();
    await seeText(page, "Let's keep it friendly — please pick another name.");
    await screenshot(page, 'venue/names-join-refused');
    await field.fill(picked);
    await page.getByRole('button', { name: 'Join!' }).click();
    await seeText(page, picked);
    await eventually(
      async () => screenSaid(),
      (said) => said.includes(picked),
    );
  });

  test('with "Approve names" on, a new name waits in the panel and on the phone, then shows once approved', async () => {
    await desk.getByText('Approve names', { exact: true }).click();
    await desk.getByTestId('waiting-names').waitFor();
    const page = await phone();
    zed = page;
    await page.getByLabel('Your name').fill('Zed');
    await page.getByRole('button', { name: 'Join!' }).click();
    await page.getByTestId('name-pending').waitFor();
    await screenshot(page, 'venue/names-phone-pending');
    expect(await axeProblems(page)).toBe('');
    expect(await smallText(page)).toEqual([]);
    const waiting = desk.getByTestId('waiting-names');
    await waiting.getByText('Zed').waitFor();
    await waiting.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(desk, 'venue/names-operator-approve');
    expect(await axeProblems(desk)).toBe('');
    expect(await desk.locator('.panel--lobby-rules').count()).toBe(1);
    expect(await smallTargets(desk)).toEqual([]);
    expect(screenSaid()).not.toContain('Zed');

    await waiting.getByRole('button', { name: 'Approve Zed' }).click();
    await eventually(
      async () => screenSaid(),
      (said) => said.includes('Zed'),
    );
    await page.getByTestId('name-pending').waitFor({ state: 'detached' });
    expect((screen.last('updateState') as ScreenView).playerCount).toBe(2);
  });

  test("the operator renames a guest in the page: the guest's phone and the big screen follow", async () => {
    await desk.getByRole('button', { name: 'Rename Zed' }).click();
    const dialog = desk.getByTestId('rename-dialog');
    await dialog.getByLabel('New name').fill('\uFDFD');
    await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await axeProblems(desk)).toBe('');
    await dialog.getByLabel('New name').fill('Zoë 🎉');
    await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
    await eventually(
      async () => screenSaid(),
      (said) => said.includes('Zoë 🎉'),
    );
    await desk.getByRole('button', { name: 'Rename Zoë 🎉' }).waitFor();
    await seeText(zed, 'Zoë 🎉');
  });
});

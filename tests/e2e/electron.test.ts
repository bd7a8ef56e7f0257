/**
 * Smoke test of the desktop app: launches the built app (out/main/index.js, via package.json) in the
 * installed Electron with Playwright, on a throwaway data folder and a free loopback port.
 *
 * Where no Electron binary is installed (`npm install` does not fetch it: `npm start` does, through
 * scripts/ensure-electron.mjs, which needs the internet once) or there is no display to open windows on, the suite is reported as SKIPPED
 * with the reason, in its name and on the console: it never passes without running.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { TestClient } from '../integration/harness';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sim, type FakeEvent } from './simulatedElectron';

const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'out/main/index.js');

/**
 * The Electron executable, found the way node_modules/electron/index.js finds it, without requiring
 * that module: when the binary is missing, requiring it tries to download it.
 */
function findElectron(): { path: string } | { reason: string } {
  const packageDir = join(ROOT, 'node_modules/electron');
  if (!existsSync(packageDir)) return { reason: 'the electron package is not installed' };
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (!relative && !override) {
    return {
      reason:
        'no Electron binary is installed (node_modules/electron/dist is missing: `node scripts/ensure-electron.mjs` fetches it, which needs the internet)',
    };
  }
  const path = override ? join(override, relative || 'electron') : join(packageDir, 'dist', relative);
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return { reason: `the Electron binary ${path} is missing or not executable` };
  }
  return { path };
}

function skipReason(found: ReturnType<typeof findElectron>): string | null {
  if ('reason' in found) return found.reason;
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return 'no display server to open windows on (run the tests under xvfb-run)';
  }
  return null;
}

const electron = findElectron();
const reason = skipReason(electron);
if (reason) console.warn(`[electron smoke test] SKIPPED: ${reason}`);

/** Chromium refuses to start as root with its sandbox on (containers, CI). */
const rootArgs = process.getuid?.() === 0 ? ['--no-sandbox'] : [];

function appEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  // Never the dev server, never Electron as plain Node.
  delete env.ELECTRON_RENDERER_URL;
  delete env.ELECTRON_RUN_AS_NODE;
  return env;
}

async function launch(executablePath: string, dataDir: string): Promise<ElectronApplication> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first.`);
  return _electron.launch({
    executablePath,
    args: [...rootArgs, ROOT, `--data-dir=${dataDir}`, '--port=0', '--host=127.0.0.1'],
    env: appEnv(),
    timeout: 60_000,
  });
}

/** The big screen and the operator window, once both have loaded their page. */
async function appWindows(app: ElectronApplication): Promise<{ screen: Page; operator: Page }> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const pages = app.windows();
    const screen = pages.find((p) => new URL(p.url() || 'about:blank').pathname === '/screen');
    const operator = pages.find((p) => new URL(p.url() || 'about:blank').pathname === '/debug');
    if (screen && operator) return { screen, operator };
    if (Date.now() > deadline) {
      throw new Error(
        `Expected the /screen and /debug windows, got: ${pages.map((p) => p.url()).join(', ')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function health(origin: string): Promise<{ state: number; players: number }> {
  const response = await fetch(`${origin}/healthz`);
  return (await response.json()) as { state: number; players: number };
}

describe.skipIf(reason !== null)(
  `desktop app (Electron)${reason ? ` — SKIPPED: ${reason}` : ''}`,
  { timeout: 180_000 },
  () => {
    let app: ElectronApplication | null = null;
    let dataDir = '';
    let origin = '';
    let screen: Page;
    let operator: Page;
    const executablePath = 'path' in electron ? electron.path : '';

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'wedding-quiz-electron-'));
      app = await launch(executablePath, dataDir);
      ({ screen, operator } = await appWindows(app));
      origin = new URL(operator.url()).origin;
    }, 120_000);

    afterAll(async () => {
      await app?.close().catch(() => undefined);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('loads both windows from the embedded server over HTTP, on loopback', () => {
      expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(new URL(screen.url()).origin).toBe(origin);
    });

    it('shows the lobby on the big screen', async () => {
      await screen.getByText('Scan to join, or go to').first().waitFor({ state: 'visible', timeout: 30_000 });
    });

    it('authorises the operator window through the preload (no key prompt)', async () => {
      await operator.getByTestId('next-state').waitFor({ state: 'visible', timeout: 30_000 });
      expect(await operator.getByText('Enter the operator key').count()).toBe(0);
      const bridge = await operator.evaluate(() => {
        const value = (globalThis as { weddingQuiz?: { operatorKey?: unknown; isDesktop?: unknown } })
          .weddingQuiz;
        return { keyType: typeof value?.operatorKey, isDesktop: value?.isDesktop };
      });
      expect(bridge).toEqual({ keyType: 'string', isDesktop: true });
      // The big screen shows names typed by guests: it never holds the key.
      const screenBridge = await screen.evaluate(
        () => (globalThis as { weddingQuiz?: { operatorKey?: unknown } }).weddingQuiz,
      );
      expect(screenBridge).toEqual({ isDesktop: true });
    });

    it('runs the game server in a utility process of its own, not in the main process', async () => {
      const processes = await app!.evaluate(({ app: electronApp }) =>
        electronApp.getAppMetrics().map((m) => ({ type: m.type, names: [m.name, m.serviceName] })),
      );
      expect(
        processes.some((p) => p.type === 'Utility' && p.names.includes('Wedding Quiz game server')),
      ).toBe(true);
    });

    it('runs the pages isolated and sandboxed, without Node', async () => {
      for (const page of [screen, operator]) {
        expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe(
          'undefined',
        );
        expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe(
          'undefined',
        );
      }
      // contextBridge refuses to expose anything without context isolation: the bridge proves it is on.
      expect(await screen.evaluate(() => typeof (globalThis as { weddingQuiz?: unknown }).weddingQuiz)).toBe(
        'object',
      );
      // The OS sandbox is reported on Windows and macOS only.
      const sandboxed = await app!.evaluate(({ app: electronApp }) =>
        electronApp
          .getAppMetrics()
          .filter((m) => m.type === 'Tab')
          .map((m) => m.sandboxed),
      );
      expect(sandboxed.length).toBeGreaterThanOrEqual(2);
      for (const value of sandboxed) expect(value === undefined || value === true).toBe(true);
    });

    it('keeps the windows on the server: no file: navigation, no new windows', async () => {
      const before = operator.url();
      await operator.evaluate(() => {
        (globalThis as unknown as { location: { href: string } }).location.href = 'file:///etc/hosts';
      });
      await operator.evaluate(() => {
        (globalThis as unknown as { open: (url: string) => unknown }).open('about:blank');
      });
      await new Promise((r) => setTimeout(r, 1000));
      expect(operator.url()).toBe(before);
      expect(app!.windows()).toHaveLength(2);
    });

    it('stays a single instance: a second launch exits and the first keeps its windows', async () => {
      const second = spawn(executablePath, [...rootArgs, ROOT, `--data-dir=${dataDir}`, '--port=0'], {
        env: appEnv(),
        stdio: 'ignore',
      });
      const code = await new Promise<number | null>((resolveExit, reject) => {
        const timer = setTimeout(() => {
          second.kill();
          reject(new Error('The second instance did not exit within 20 s'));
        }, 20_000);
        second.once('exit', (exitCode) => {
          clearTimeout(timer);
          resolveExit(exitCode);
        });
      });
      expect(code).toBe(0);
      expect(app!.windows()).toHaveLength(2);
    });

    it('stops the server cleanly on quit and resumes the game on the next start', async () => {
      // Move the game on, so there is something to resume.
      await operator.getByTestId('next-state').click();
      await new Promise((r) => setTimeout(r, 1000));
      const before = await health(origin);

      await app!.close();
      app = null;
      await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
      expect(readdirSync(dataDir).some((name) => name.endsWith('.jsonl'))).toBe(true);

      app = await launch(executablePath, dataDir);
      ({ screen, operator } = await appWindows(app));
      const after = await health(new URL(operator.url()).origin);
      expect(after.state).toBe(before.state);
      expect(after.players).toBe(before.players);
    });
  },
);

// -----------------------------------------------------------------------------------------------------
// The same main process against a simulated Electron: runs everywhere, including where the real app
// cannot start. It checks the glue (what src/main/index.ts asks of Electron), not Electron itself.

vi.mock('electron', async () => {
  const { sim } = await import('./simulatedElectron');
  return { ...sim.electronModule, default: sim.electronModule };
});

describe('desktop main process against a simulated Electron (runs everywhere)', { timeout: 60_000 }, () => {
  const { state, event, laptop, projector } = sim;
  type Win = InstanceType<typeof sim.FakeWindow>;
  let dataDir = '';
  const savedArgv = process.argv;
  const signalListeners = new Map<string, Set<unknown>>();
  const listenersBefore = new Set<unknown>();
  let screenWin: Win;
  let operatorWin: Win;
  let origin = '';

  const pathOf = (w: Win): string => new URL(w.webContents.url).pathname;
  const live = (): Win[] => state.windows.filter((w) => !w.destroyed);
  const until = async (check: () => boolean, what: string, ms = 10_000): Promise<void> => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const menuItem = (label: string): { click?: () => void } => {
    for (const top of state.menuTemplate)
      for (const item of top.submenu ?? []) if (item.label === label) return item;
    throw new Error(`No menu item ${label}`);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wedding-quiz-sim-'));
    for (const s of ['SIGINT', 'SIGTERM', 'unhandledRejection', 'uncaughtException'])
      signalListeners.set(s, new Set(process.listeners(s as 'SIGINT')));
    for (const l of process.listeners('uncaughtException')) listenersBefore.add(l);
    process.argv = [savedArgv[0]!, ROOT, `--data-dir=${dataDir}`, '--port=0', '--host=127.0.0.1'];
    delete process.env.ELECTRON_RENDERER_URL;
    await import('../../src/main/index');
    await until(() => live().length === 2 && live().every((w) => w.visible), 'both windows');
    screenWin = live().find((w) => pathOf(w) === '/screen')!;
    operatorWin = live().find((w) => pathOf(w) === '/debug')!;
    origin = new URL(operatorWin.webContents.url).origin;
  });

  afterAll(async () => {
    process.argv = savedArgv;
    // index.ts stops the app on SIGINT/SIGTERM: take those handlers off this test worker again.
    for (const [s, before] of signalListeners) {
      for (const l of process.listeners(s as 'SIGINT')) if (!before.has(l)) process.off(s as 'SIGINT', l);
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('uses the data folder from the command line and opens both pages from the embedded server', () => {
    expect(state.paths.get('userData')).toBe(resolve(dataDir));
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(screenWin.webContents.url).origin).toBe(origin);
    expect(screenWin.statuses).toEqual([200]);
    expect(operatorWin.statuses).toEqual([200]);
    expect(state.blocker).toBe(true);
  });

  it('hardens both windows: isolation, no Node, sandbox, the preload', () => {
    for (const w of [screenWin, operatorWin]) {
      expect(w.options.webPreferences).toMatchObject({
        contextIsolation: true,
        nodeIntegration: false,
        sandbox: true,
        webSecurity: true,
        webviewTag: false,
      });
      expect(String((w.options.webPreferences as { preload: string }).preload)).toMatch(
        /preload[\\/]index\.cjs$/,
      );
    }
  });

  it('lets the big screen play its sounds without a click (the venue speakers hang off it)', () => {
    expect(screenWin.options.webPreferences).toMatchObject({ autoplayPolicy: 'no-user-gesture-required' });
  });

  it('puts the big screen fullscreen on the projector and the operator window on the laptop', () => {
    expect(screenWin.fullScreen).toBe(true);
    expect(screenWin.bounds).toEqual(projector.bounds);
    expect(operatorWin.fullScreen).toBe(false);
    const c = { x: operatorWin.bounds.x + operatorWin.bounds.width / 2, y: operatorWin.bounds.y };
    expect(c.x).toBeGreaterThan(laptop.bounds.x);
    expect(c.x).toBeLessThan(laptop.bounds.x + laptop.bounds.width);
  });

  it('hands the operator key to the operator window only, never to the big screen', () => {
    const ask = (fields: Record<string, unknown>): unknown => {
      const e = event(fields);
      state.ipc.get('wedding-quiz:host-bridge')!(e);
      return e.returnValue;
    };
    const own = { sender: operatorWin.webContents, senderFrame: { url: `${origin}/debug`, parent: null } };
    const answer = ask(own) as { operatorKey: string; isDesktop: boolean; origin: string };
    expect(answer.isDesktop).toBe(true);
    expect(answer.operatorKey.length).toBeGreaterThanOrEqual(16);
    expect(answer.origin).toBe(origin);
    // A first page still committing has no URL yet: its own window still gets the bridge.
    expect(ask({ ...own, senderFrame: { url: '', parent: null } })).toEqual(answer);
    expect(ask({ ...own, senderFrame: { url: 'https://evil.example/', parent: null } })).toBeNull();
    expect(ask({ ...own, senderFrame: { url: `${origin}/debug`, parent: {} } })).toBeNull();
    expect(ask({ ...own, senderFrame: null })).toBeNull();
    expect(ask({ ...own, sender: { id: -1 } })).toBeNull();
    // The big screen shows names typed by guests: it is told it runs in the app, and nothing more.
    const screenAnswer = ask({
      sender: screenWin.webContents,
      senderFrame: { url: `${origin}/screen`, parent: null },
    });
    expect(screenAnswer).toEqual({ isDesktop: true, origin });
    expect(
      ask({ sender: screenWin.webContents, senderFrame: { url: `${origin}/debug`, parent: null } }),
    ).toEqual({
      isDesktop: true,
      origin,
    });
  });

  it('tells the operator window whether the big screen shares its display (for the key QR code)', async () => {
    const ask = (sender: unknown): unknown => {
      const e = event({ sender });
      state.ipc.get('wedding-quiz:shared-display')!(e);
      return e.returnValue;
    };
    expect(ask(operatorWin.webContents)).toBe(false);
    // Anyone but the operator window gets the answer that hides the code.
    expect(ask(screenWin.webContents)).toBe(true);
    const savedBounds = screenWin.bounds;
    screenWin.bounds = { ...laptop.bounds };
    expect(ask(operatorWin.webContents)).toBe(true);
    screenWin.bounds = savedBounds;
  });

  it('runs the game server in a process of its own', () => {
    expect(state.children).toHaveLength(1);
    const child = state.children[0]!;
    expect(child.pid).toBeGreaterThan(0);
    expect(child.pid).not.toBe(process.pid);
    expect(child.exitCode).toBeNull();
  });

  it('keeps navigation on the server, sends web links to the browser, blocks the rest', () => {
    const navigate = (url: string): FakeEvent => {
      const e = event({ url, isMainFrame: true });
      operatorWin.webContents.emit('will-navigate', e);
      return e;
    };
    expect(navigate(`${origin}/resetgs`).defaultPrevented).toBe(false);
    expect(navigate('https://music.example.com/list').defaultPrevented).toBe(true);
    expect(state.external).toEqual(['https://music.example.com/list']);
    expect(navigate('file:///etc/passwd').defaultPrevented).toBe(true);
    expect(state.external).toHaveLength(1);
    expect(operatorWin.webContents.windowOpenHandler!({ url: 'https://bgm.example.com/' })).toEqual({
      action: 'deny',
    });
    expect(state.external).toEqual(['https://music.example.com/list', 'https://bgm.example.com/']);
    const frame = event({ url: 'https://ads.example.com/', isMainFrame: false });
    operatorWin.webContents.emit('will-frame-navigate', frame);
    expect(frame.defaultPrevented).toBe(true);
  });

  it('grants only the permissions the game needs, to its own pages', async () => {
    const ask = (permission: string, url: string): Promise<boolean> =>
      new Promise((r) =>
        state.permissionRequest!(operatorWin.webContents, permission, r, { requestingUrl: url }),
      );
    expect(await ask('fullscreen', `${origin}/screen`)).toBe(true);
    expect(await ask('clipboard-sanitized-write', `${origin}/debug`)).toBe(true);
    expect(await ask('media', `${origin}/debug`)).toBe(false);
    expect(await ask('fullscreen', 'https://evil.example/')).toBe(false);
  });

  it('F11 toggles fullscreen', () => {
    const press = (w: Win): void => {
      w.webContents.emit('before-input-event', event(), {
        type: 'keyDown',
        key: 'F11',
        control: false,
        alt: false,
        meta: false,
      });
    };
    press(operatorWin);
    expect(operatorWin.fullScreen).toBe(true);
    press(operatorWin);
    expect(operatorWin.fullScreen).toBe(false);
  });

  it('never lets a page hold its window on a beforeunload prompt', () => {
    for (const w of [screenWin, operatorWin]) {
      const unload = event();
      w.webContents.emit('will-prevent-unload', unload);
      expect(unload.defaultPrevented).toBe(true);
    }
    expect(state.dialogs).toHaveLength(0);
  });

  it('asks before reloading the big screen from the menu, over the operator window', async () => {
    state.focused = screenWin;
    state.dialogAnswers.push(1);
    menuItem('Reload').click!();
    await until(() => state.dialogs.length === 1, 'the reload question');
    expect(state.dialogs[0]!.parent).toBe(operatorWin);
    expect(state.dialogs[0]!.options.title).toBe('Reload the big screen?');
    await new Promise((r) => setTimeout(r, 50));
    expect(screenWin.webContents.reloads).toBe(0);
    state.dialogAnswers.push(0);
    menuItem('Reload').click!();
    await until(() => screenWin.webContents.reloads === 1, 'the big screen to reload');
    expect(state.dialogs[1]!.parent).toBe(operatorWin);
    state.focused = operatorWin;
    menuItem('Reload').click!();
    await until(() => operatorWin.webContents.reloads === 1, 'the operator window to reload');
    expect(state.dialogs).toHaveLength(2);
  });

  it('answers guests while a question is left open (dialogs are asynchronous, the server is elsewhere)', async () => {
    state.holdDialogs = true;
    state.focused = screenWin;
    menuItem('Reload').click!();
    await until(() => state.heldDialogs.length === 1, 'a dialog held open');
    // While the operator has not answered, the game server still answers and its clock still runs.
    const player = await TestClient.connect(origin);
    player.emit('joinGame', { username: 'Held' });
    expect((await player.next('joinedGame')).username).toBe('Held');
    expect(await health(origin)).toMatchObject({ players: 1 });
    player.close();
    state.holdDialogs = false;
    state.heldDialogs.shift()!(1);
    state.focused = operatorWin;
  });

  it('projector unplugged mid-game: the operator window comes to the front, the big screen waits behind it', async () => {
    state.focused = screenWin;
    state.displays = [laptop];
    sim.electronModule.screen.emit('display-removed', event(), projector);
    await until(
      // The window leaves fullscreen first and is moved once out of it (as on macOS): wait for both.
      () =>
        !screenWin.fullScreen &&
        screenWin.bounds.x >= laptop.bounds.x &&
        screenWin.bounds.x + screenWin.bounds.width <= laptop.bounds.x + laptop.bounds.width &&
        state.focused === operatorWin,
      'a windowed big screen on the laptop and the operator in front',
    );
    expect(screenWin.bounds.x + screenWin.bounds.width).toBeLessThanOrEqual(laptop.bounds.width);
    expect(screenWin.bounds.width).toBeLessThan(laptop.bounds.width);
    expect(screenWin.destroyed).toBe(false);

    state.displays = [laptop, projector];
    sim.electronModule.screen.emit('display-added', event(), projector);
    await until(
      () => screenWin.fullScreen && screenWin.bounds.x === projector.bounds.x,
      'the big screen fullscreen on the projector again',
    );
    expect(screenWin.bounds).toEqual(projector.bounds);
  });

  it('moves the big screen to the other display from the menu', async () => {
    menuItem('Move Big Screen to the Other Display').click!();
    await until(
      () => screenWin.fullScreen && screenWin.bounds.x === laptop.bounds.x,
      'the big screen on the laptop',
    );
    menuItem('Move Big Screen to the Other Display').click!();
    await until(
      () => screenWin.fullScreen && screenWin.bounds.x === projector.bounds.x,
      'the big screen on the projector',
    );
  });

  it('asks before closing the big screen (over the operator window), and shows it again from the menu', async () => {
    const asked = state.dialogs.length;
    state.dialogAnswers.push(1);
    screenWin.close();
    await until(() => state.dialogs.length === asked + 1, 'the close question');
    await new Promise((r) => setTimeout(r, 50));
    expect(screenWin.destroyed).toBe(false);
    expect(state.dialogs.at(-1)!.parent).toBe(operatorWin);
    state.dialogAnswers.push(0);
    screenWin.close();
    await until(() => screenWin.destroyed, 'the big screen to close');
    menuItem('Show Big Screen').click!();
    const again = live().find((w) => pathOf(w) === '/screen');
    expect(again).toBeDefined();
    screenWin = again!;
    await until(() => screenWin.visible && screenWin.fullScreen, 'the big screen shown again');
    expect(screenWin.statuses).toEqual([200]);
  });

  it('keeps working when the system reports no display (menu actions are guarded)', async () => {
    const saved = state.displays;
    state.displays = [];
    expect(() => menuItem('Move Big Screen to the Other Display').click!()).not.toThrow();
    expect(() => menuItem('Show Operator Panel').click!()).not.toThrow();
    sim.electronModule.screen.emit('display-removed', event(), laptop);
    await new Promise((r) => setTimeout(r, 900));
    expect(screenWin.destroyed).toBe(false);
    state.displays = saved;
  });

  it('reloads a page that stopped responding', async () => {
    const before = screenWin.statuses.length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      screenWin.emit('unresponsive');
      vi.advanceTimersByTime(9_000);
      expect(screenWin.webContents.crashes).toBe(0);
      vi.advanceTimersByTime(1_500);
      expect(screenWin.webContents.crashes).toBe(1);
      vi.advanceTimersByTime(1_500);
    } finally {
      vi.useRealTimers();
    }
    await until(() => screenWin.statuses.length === before + 1, 'the big screen to load again');
    // A page that answers again in time is left alone.
    operatorWin.emit('unresponsive');
    operatorWin.emit('responsive');
    expect(operatorWin.webContents.crashes).toBe(0);
  });

  it('logs an unexpected error instead of showing a box over the projector', () => {
    const added = process.listeners('uncaughtException').filter((l) => !listenersBefore.has(l));
    expect(added).toHaveLength(1);
    added[0]!(new Error('boom'), 'uncaughtException');
    expect(state.errors).toEqual([]);
  });

  it('brings a crashed game server back on the same port, with the game where it was', async () => {
    const first = state.children[0]!;
    first.kill('SIGKILL');
    await until(() => state.children.length === 2, 'a new game-server process');
    await until(() => state.children[1]!.connected, 'the new process to run');
    const deadline = Date.now() + 15_000;
    let players = -1;
    while (Date.now() < deadline) {
      players = await health(origin).then(
        (h) => h.players,
        () => -1,
      );
      if (players >= 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(players).toBe(1);
  });

  it('asks before quitting while guests are playing, over the operator window', async () => {
    const asked = state.dialogs.length;
    state.dialogAnswers.push(1);
    menuItem('Quit').click!();
    await until(() => state.dialogs.length === asked + 1, 'the quit question');
    expect(state.dialogs.at(-1)!.options.title).toBe('Quit Wedding Quiz?');
    expect(state.dialogs.at(-1)!.parent).toBe(operatorWin);
    await new Promise((r) => setTimeout(r, 100));
    expect(state.quitted).toBe(false);
    expect(state.beforeQuitPrevented).toBe(0);
  });

  it('brings itself to the front when launched a second time', () => {
    state.focused = null;
    sim.electronModule.app.emit('second-instance', event(), [], ROOT);
    expect(state.focused).toBe(operatorWin);
  });

  it('stops the server before quitting, without asking', async () => {
    const dialogs = state.dialogs.length;
    sim.electronModule.app.quit();
    expect(state.beforeQuitPrevented).toBe(1);
    await until(() => state.quitted, 'the app to quit');
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    expect(live()).toHaveLength(0);
    expect(state.dialogs.length).toBe(dialogs);
    expect(state.blocker).toBe(false);
    expect(readdirSync(dataDir).some((name) => name.endsWith('.jsonl'))).toBe(true);
    expect(state.errors).toEqual([]);
    expect(state.exitCode).toBeNull();
    expect(state.syncDialogs).toBe(0);
    await until(
      () => state.children.every((c) => c.exitCode !== null || c.signalCode !== null),
      'the server process to end',
    );
  });
});

/**
 * Smoke test of the desktop app: launches the built app (out/main/index.js, via package.json) in the
 * installed Electron with Playwright, on a throwaway data folder and a free loopback port.
 *
 * Where no Electron binary is installed (the binary is downloaded by electron's postinstall, which
 * needs the internet) or there is no display to open windows on, the suite is reported as SKIPPED
 * with the reason, in its name and on the console: it never passes without running.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
      reason: 'no Electron binary is installed (node_modules/electron/dist is missing: its download failed)',
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
      await operator.getByText('Next State').first().waitFor({ state: 'visible', timeout: 30_000 });
      expect(await operator.getByText('Enter the operator key').count()).toBe(0);
      const bridge = await operator.evaluate(() => {
        const value = (globalThis as { weddingQuiz?: { operatorKey?: unknown; isDesktop?: unknown } })
          .weddingQuiz;
        return { keyType: typeof value?.operatorKey, isDesktop: value?.isDesktop };
      });
      expect(bridge).toEqual({ keyType: 'string', isDesktop: true });
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
      await operator.getByText('Next State').first().click();
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

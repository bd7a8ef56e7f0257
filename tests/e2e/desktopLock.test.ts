/**
 * The desktop app started on a data folder whose lock looks held (a headless server on the same folder,
 * or a PID from before a reboot that the system has given to another program): it offers "Take over"
 * over the laptop's screen instead of exiting, naming the lock file. Runs against the simulated Electron.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCK_FILE } from '../../src/main/server/storage/dataLock';
import { sim } from './simulatedElectron';

vi.mock('electron', async () => {
  const { sim } = await import('./simulatedElectron');
  return { ...sim.electronModule, default: sim.electronModule };
});

const ROOT = resolve(__dirname, '../..');
const BOOT_ID_FILE = '/proc/sys/kernel/random/boot_id';

describe('desktop app on a data folder whose lock looks held', { timeout: 60_000 }, () => {
  const { state } = sim;
  const savedArgv = process.argv;
  let dataDir = '';

  const until = async (check: () => boolean, what: string, ms = 15_000): Promise<void> => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wedding-quiz-lock-'));
    // Held by a live process of this boot: the test runner itself.
    const bootId = existsSync(BOOT_ID_FILE) ? readFileSync(BOOT_ID_FILE, 'utf8').trim() : undefined;
    const holder = { pid: process.ppid, bootId, bootTime: Date.now() - 3_600_000, since: Date.now() - 5_000 };
    await writeFile(join(dataDir, LOCK_FILE), JSON.stringify(holder));
    state.dialogAnswers.push(0); // "Take over"
    process.argv = [savedArgv[0]!, ROOT, `--data-dir=${dataDir}`, '--port=0', '--host=127.0.0.1'];
    delete process.env.ELECTRON_RENDERER_URL;
    await import('../../src/main/index');
  });

  afterAll(async () => {
    process.argv = savedArgv;
    sim.electronModule.app.quit();
    await until(() => state.quitted, 'the app to quit').catch(() => undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('asks whether to take over, naming the lock file, and then starts', async () => {
    await until(() => state.windows.filter((w) => !w.destroyed).length === 2, 'both windows');
    const question = state.dialogs[0]!;
    expect(question.options.title).toBe('The data folder is in use');
    expect(question.options.buttons).toEqual(['Take over', 'Quit']);
    expect(question.options.detail).toContain(join(dataDir, LOCK_FILE));
    expect(question.options.detail).toContain(`process ${process.ppid}`);
    expect(state.exitCode).toBeNull();
    expect(state.errors).toEqual([]);
    const lock = JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(state.children.at(-1)!.pid);
  });

  it('a server that cannot come back after a crash is reported once, without a restart loop', async () => {
    const operator = state.windows.find((w) => !w.destroyed && w.webContents.url.endsWith('/debug'))!;
    const port = Number(new URL(operator.webContents.url).port);
    const processes = state.children.length;
    const asked = state.dialogs.length;
    const child = state.children.at(-1)!;
    const gone = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await gone;
    // Another program takes the port before the restart: the server cannot come back on it.
    const squatter = createServer();
    await new Promise<void>((done) => squatter.listen(port, '127.0.0.1', done));
    try {
      await until(() => state.dialogs.length > asked, 'the operator to be told');
      await new Promise((r) => setTimeout(r, 3_000));
      expect(state.children.length).toBe(processes + 1);
      const told = state.dialogs.slice(asked);
      expect(told).toHaveLength(1);
      expect(told[0]!.options.title).toBe('The game server stopped');
      expect(told[0]!.options.detail).toMatch(/could not start again/);
      expect(told[0]!.parent).toBe(operator);
    } finally {
      await new Promise((done) => squatter.close(done));
    }
  });
});

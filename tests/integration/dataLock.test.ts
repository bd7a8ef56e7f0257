import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE,
  lockDataDir,
  thisMachine,
} from '../../src/main/server/storage/dataLock';
import { startTestServer } from './harness';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'wq-lock-'));
  dirs.push(dir);
  return dir;
}

describe('one server per data folder', () => {
  it('refuses a second server (another process) on the same data folder, and frees it on close', async () => {
    const t = await startTestServer();
    const child = spawn(process.execPath, [
      resolve('out/main/serve.js'),
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--data-dir',
      t.dataDir,
    ]);
    let output = '';
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(output).toMatch(/Another Wedding Quiz server \(process \d+\) is already using the data folder/);
    await t.stop();
    const again = await t.restart();
    await again.dispose();
  });

  it('takes over a lock left by a server that crashed', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, LOCK_FILE), '999999999');
    const unlock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    await unlock();
  });

  it('refuses a live lock with an error naming the lock file, and takes it over when told to', async () => {
    const dir = await tempDir();
    // A lock held by a live process of this boot: the parent of this test worker.
    const holder = { pid: process.ppid, bootTime: Date.now() - 60_000, since: Date.now() - 1_000 };
    await writeFile(join(dir, LOCK_FILE), JSON.stringify(holder));
    const error = await lockDataDir(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).lockFile).toBe(join(dir, LOCK_FILE));
    expect((error as Error).message).toContain(join(dir, LOCK_FILE));
    const unlock = await lockDataDir(dir, { takeOver: true });
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    await unlock();
  });

  it('a server whose folder was taken over leaves the new lock in place when it stops', async () => {
    const dir = await tempDir();
    const unlockOld = await lockDataDir(dir);
    const unlockNew = await lockDataDir(dir, { takeOver: true });
    const held = await readFile(join(dir, LOCK_FILE), 'utf8');
    await unlockOld();
    expect(await readFile(join(dir, LOCK_FILE), 'utf8')).toBe(held);
    await unlockNew();
    await expect(readFile(join(dir, LOCK_FILE), 'utf8')).rejects.toThrow();
  });

  it('tells its own lock from a take-over taken in the same millisecond by the same process', async () => {
    // Two locks alike in every field the record names (as on a fast machine, or here on a fixed clock).
    const machine = { ...thisMachine, bootTime: () => 1_000, now: () => 2_000 };
    const dir = await tempDir();
    const unlockOld = await lockDataDir(dir, { machine });
    const unlockNew = await lockDataDir(dir, { machine, takeOver: true });
    const held = await readFile(join(dir, LOCK_FILE), 'utf8');
    await unlockOld();
    expect(await readFile(join(dir, LOCK_FILE), 'utf8')).toBe(held);
    await unlockNew();
    await expect(readFile(join(dir, LOCK_FILE), 'utf8')).rejects.toThrow();
  });
});

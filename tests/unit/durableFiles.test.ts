import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exists, fileSize, replaceFile, writeSynced } from '../../src/main/server/storage/durableFiles';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wq-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('durable files', () => {
  it('tells a missing file from an empty one', async () => {
    const path = join(dir, 'a');
    expect(await fileSize(path)).toBe(-1);
    expect(await exists(path)).toBe(false);
    await writeSynced(path, '');
    expect(await fileSize(path)).toBe(0);
    expect(await exists(path)).toBe(true);
  });

  it('replaceFile moves the old file aside and the new one in', async () => {
    const path = join(dir, 'current');
    const next = join(dir, 'next');
    const aside = join(dir, 'aside');
    await writeSynced(path, 'old');
    await writeSynced(next, 'new');
    await replaceFile(path, next, aside);
    expect(await readFile(path, 'utf8')).toBe('new');
    expect(await readFile(aside, 'utf8')).toBe('old');
    expect(await exists(next)).toBe(false);
  });

  it('replaceFile puts the old file back when the new one cannot be moved in', async () => {
    const path = join(dir, 'current');
    const aside = join(dir, 'aside');
    await writeFile(path, 'old');
    await expect(replaceFile(path, join(dir, 'missing'), aside)).rejects.toThrow(/ENOENT/);
    expect(await readFile(path, 'utf8')).toBe('old');
    expect(await exists(aside)).toBe(false);
  });
});

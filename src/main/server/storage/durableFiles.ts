import { open, rename, stat } from 'node:fs/promises';

/** Writes a whole file and syncs it before it is used. */
export async function writeSynced(path: string, text: string): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.writeFile(text);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Makes renames and new files in a folder durable (POSIX); where folders cannot be opened, a no-op. */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}

/** The file's size in bytes; -1 when there is no such file. */
export function fileSize(path: string): Promise<number> {
  return stat(path).then(
    (s) => s.size,
    () => -1,
  );
}

export function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Puts `source` in the place of `path`, after moving what was there to `aside`. When `source` cannot
 * be moved in, what was there is put back and the error is thrown: `path` is never left missing.
 */
export async function replaceFile(path: string, source: string, aside: string): Promise<void> {
  await rename(path, aside);
  try {
    await rename(source, path);
  } catch (error) {
    await rename(aside, path).catch(() => undefined);
    throw error;
  }
}

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { exists } from './durableFiles';

/** Finished games' journals, beside the current one. */
export const ARCHIVE_DIR = 'archive';
const EXTENSION = '.jsonl';

/** Archived games are `archive/<game id>.jsonl`; ids are checked so no path can escape the folder. */
export function archivePath(dir: string, name: string): string {
  if (!/^[\w.-]{1,100}$/.test(name) || name.startsWith('.')) throw new Error(`Not an archived game: ${name}`);
  return join(dir, ARCHIVE_DIR, `${name}${EXTENSION}`);
}

/** `path`, or `path` with -2, -3... before the extension when it exists: an archive is never overwritten. */
export async function freePath(path: string): Promise<string> {
  if (!(await exists(path))) return path;
  const base = path.slice(0, -EXTENSION.length);
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}${EXTENSION}`;
    if (!(await exists(candidate))) return candidate;
  }
}

/** Names of the archived games, newest first. */
export async function listArchived(dir: string): Promise<string[]> {
  const files = await readdir(join(dir, ARCHIVE_DIR)).catch(() => []);
  return files
    .filter((f) => f.endsWith(EXTENSION))
    .map((f) => f.slice(0, -EXTENSION.length))
    .sort()
    .reverse();
}

import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, stat, truncate, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Command } from './engine/types';

export const JOURNAL_FILE = 'journal.jsonl';
export const ARCHIVE_DIR = 'archive';

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface ReadResult {
  records: Command[];
  /** Set when the file ended in a torn line (a crash mid-write) that was cut off. */
  tornLine: boolean;
}

/**
 * Append-only JSON-lines log of accepted commands, one file per game.
 *
 * `append` resolves only once the line is on disk (fdatasync). Lines appended in the same tick are
 * written and synced together (group commit), so a burst of answers costs one sync, not one each.
 */
export class Journal {
  private pending: string[] = [];
  private waiters: Waiter[] = [];
  private flushing = false;
  private scheduled = false;
  private closed = false;

  private constructor(
    readonly dir: string,
    private handle: FileHandle,
    /** Length of the file up to the last line known to be on disk. */
    private syncedBytes: number,
  ) {}

  static async open(dir: string): Promise<{ journal: Journal } & ReadResult> {
    await mkdir(join(dir, ARCHIVE_DIR), { recursive: true });
    const path = join(dir, JOURNAL_FILE);
    const read = await readJournal(path);
    const handle = await open(path, 'a');
    const { size } = await handle.stat();
    return { journal: new Journal(dir, handle, size), ...read };
  }

  get path(): string {
    return join(this.dir, JOURNAL_FILE);
  }

  append(command: Command): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The journal is closed'));
    this.pending.push(JSON.stringify(command) + '\n');
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.schedule();
    return done;
  }

  private schedule(): void {
    if (this.flushing || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    this.flushing = true;
    const text = this.pending.join('');
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    try {
      const bytes = Buffer.from(text, 'utf8');
      // A short write (disk full) must not count as written: keep writing until every byte is out.
      for (let offset = 0; offset < bytes.length;) {
        const { bytesWritten } = await this.handle.write(bytes, offset, bytes.length - offset);
        if (bytesWritten <= 0) throw new Error('The journal could not be written (disk full?)');
        offset += bytesWritten;
      }
      await this.handle.datasync();
      this.syncedBytes += bytes.length;
      for (const w of waiters) w.resolve();
    } catch (error) {
      // Cut off any fragment, so the next lines do not merge into an unreadable one.
      await this.handle.truncate(this.syncedBytes).catch(() => undefined);
      for (const w of waiters) w.reject(error);
    } finally {
      this.flushing = false;
      if (this.pending.length > 0) this.schedule();
    }
  }

  /** Waits until everything appended so far is on disk. */
  async drain(): Promise<void> {
    while (this.pending.length > 0 || this.flushing || this.scheduled) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /**
   * Moves the finished game's journal into the archive (never deletes it) and starts an empty one.
   * Returns the archived file's path.
   */
  async archive(name: string): Promise<string> {
    await this.drain();
    await this.handle.close();
    const target = await freePath(archivePath(this.dir, name));
    await rename(this.path, target);
    this.handle = await open(this.path, 'a');
    this.syncedBytes = (await this.handle.stat()).size;
    return target;
  }

  /**
   * Makes an archived journal the current one again: the current journal is archived first
   * (under `currentName`). Returns the restored game's records.
   */
  async restore(archivedName: string, currentName: string): Promise<Command[]> {
    const source = archivePath(this.dir, archivedName);
    await stat(source);
    await this.archive(currentName);
    await this.handle.close();
    await rename(source, this.path);
    const { records } = await readJournal(this.path);
    this.handle = await open(this.path, 'a');
    this.syncedBytes = (await this.handle.stat()).size;
    return records;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.drain();
    this.closed = true;
    await this.handle.close();
  }
}

/** Archived games are `archive/<game id>.jsonl`; ids are checked so no path can escape the folder. */
export function archivePath(dir: string, name: string): string {
  if (!/^[\w.-]{1,100}$/.test(name) || name.startsWith('.')) throw new Error(`Not an archived game: ${name}`);
  return join(dir, ARCHIVE_DIR, `${name}.jsonl`);
}

/** `path`, or `path` with -2, -3... before the extension when it exists: an archive is never overwritten. */
async function freePath(path: string): Promise<string> {
  const exists = (p: string): Promise<boolean> =>
    stat(p).then(
      () => true,
      () => false,
    );
  if (!(await exists(path))) return path;
  const base = path.slice(0, -'.jsonl'.length);
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}.jsonl`;
    if (!(await exists(candidate))) return candidate;
  }
}

/** Names of the archived games, newest first. */
export async function listArchived(dir: string): Promise<string[]> {
  const files = await readdir(join(dir, ARCHIVE_DIR)).catch(() => []);
  return files
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => f.slice(0, -'.jsonl'.length))
    .sort()
    .reverse();
}

/**
 * Reads a journal. A torn last line (the process died mid-write) is cut off; a bad line in the
 * middle stops the replay there, and the original file is kept beside it for inspection.
 */
export async function readJournal(path: string): Promise<ReadResult> {
  const size = await stat(path).then(
    (s) => s.size,
    () => -1,
  );
  if (size <= 0) return { records: [], tornLine: false };

  const records: Command[] = [];
  let goodBytes = 0;
  let tornLine = false;
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (tornLine) break;
    if (line.trim() === '') {
      goodBytes += Buffer.byteLength(line) + 1;
      continue;
    }
    try {
      records.push(JSON.parse(line) as Command);
      goodBytes += Buffer.byteLength(line) + 1;
    } catch {
      tornLine = true;
    }
  }
  lines.close();
  if (tornLine || goodBytes > size) {
    if (tornLine) await copyFile(path, `${path}.damaged-${Date.now()}`);
    await truncate(path, Math.min(goodBytes, size));
    // A last line without its newline was complete JSON: give it its newline back.
    if (goodBytes > size) {
      const handle = await open(path, 'a');
      await handle.write('\n');
      await handle.close();
    }
  }
  return { records, tornLine };
}

import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Command } from '../engine/types';
import { parseRecord } from './journalRecord';

export const JOURNAL_FILE = 'journal.jsonl';
export const ARCHIVE_DIR = 'archive';

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface BadLine {
  /** 1-based line number in the file as it was. */
  line: number;
  reason: string;
}

export interface ReadResult {
  records: Command[];
  /** Set when the file ended in a torn line (a crash mid-write) that was cut off. */
  tornLine: boolean;
  /** Damaged lines in the middle of the file, skipped (never a crash artefact: a disk or a hand did it). */
  badLines: BadLine[];
  /** Where the file was copied before it was repaired (a torn end or damaged lines), if it was. */
  savedCopy: string | null;
}

/** The journal cannot take lines right now (a write failed: disk full, a removed drive…). */
export class JournalUnavailableError extends Error {
  constructor(readonly writeError: unknown) {
    super(`The game cannot be saved: ${describeWriteError(writeError)}`);
    this.name = 'JournalUnavailableError';
  }
}

/** A write error in words for the operator. */
export function describeWriteError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOSPC') return 'the disk is full';
  if (code === 'EDQUOT') return 'the disk quota is used up';
  if (code === 'EROFS') return 'the data folder is read-only';
  if (code === 'EACCES' || code === 'EPERM') return 'the data folder may not be written';
  if (code === 'EIO') return 'the disk reported an error';
  return error instanceof Error ? error.message : String(error);
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
  /** Set by a failed write: every append is refused until `recover()` succeeds. */
  private failure: unknown = null;

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

  /** Why the journal refuses lines, or null when it takes them. */
  get problem(): unknown {
    return this.failure;
  }

  append(command: Command): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The journal is closed'));
    if (this.failure !== null) return Promise.reject(new JournalUnavailableError(this.failure));
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
      // Cut off any fragment, so the next lines do not merge into an unreadable one; the lines queued
      // meanwhile fail too: nothing after a lost line may be written, or a replay would differ.
      this.failure = error;
      await this.handle.truncate(this.syncedBytes).catch(() => undefined);
      const queued = this.waiters;
      this.pending = [];
      this.waiters = [];
      const unavailable = new JournalUnavailableError(error);
      for (const w of [...waiters, ...queued]) w.reject(unavailable);
    } finally {
      this.flushing = false;
      if (this.pending.length > 0) this.schedule();
    }
  }

  /**
   * After a failed write: opens the file again (a removed and reinserted drive needs a new handle), cuts
   * it back to what was synced, and tries an empty line (replay skips it). If that reaches the disk the
   * journal takes lines again. Returns whether it is healthy now.
   */
  async recover(): Promise<boolean> {
    if (this.failure === null) return true;
    if (this.closed) return false;
    try {
      await this.handle.close().catch(() => undefined);
      this.handle = await open(this.path, 'a');
      const { size } = await this.handle.stat();
      if (size < this.syncedBytes) throw new Error('the journal file is shorter than what was saved');
      await this.handle.truncate(this.syncedBytes);
      const { bytesWritten } = await this.handle.write('\n');
      if (bytesWritten !== 1) throw new Error('short write');
      await this.handle.datasync();
      this.syncedBytes += 1;
      this.failure = null;
      return true;
    } catch (error) {
      await this.handle.truncate(this.syncedBytes).catch(() => undefined);
      this.failure = error;
      return false;
    }
  }

  /** Waits until everything appended so far is on disk. */
  async drain(): Promise<void> {
    while (this.pending.length > 0 || this.flushing || this.scheduled) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Moves the journal into the archive (never deletes it) and starts an empty one. Returns the path. */
  async archive(name: string): Promise<string> {
    await this.drain();
    const target = await freePath(archivePath(this.dir, name));
    await this.switchFile(() => rename(this.path, target));
    return target;
  }

  /**
   * Starts the next game's journal with `first` (its create line): written and synced to a new file
   * first, then the finished game's journal is moved into the archive (never deleted) and the new file
   * takes its place. If any step fails, the current journal stays (or is put back) and this throws.
   * Returns the archived file's path.
   */
  async startNew(archiveName: string, first: Command): Promise<string> {
    await this.drain();
    if (this.failure !== null) throw new JournalUnavailableError(this.failure);
    const target = await freePath(archivePath(this.dir, archiveName));
    const next = `${this.path}.next`;
    await writeSynced(next, JSON.stringify(first) + '\n');
    await this.switchFile(async () => {
      await rename(this.path, target);
      try {
        await rename(next, this.path);
      } catch (error) {
        await rename(target, this.path).catch(() => undefined);
        throw error;
      }
    }).catch(async (error: unknown) => {
      await rm(next, { force: true }).catch(() => undefined);
      throw error;
    });
    return target;
  }

  /**
   * Makes an archived journal the current one again: the current journal is archived first
   * (under `currentName`). Returns the restored game's records.
   */
  async restore(archivedName: string, currentName: string): Promise<Command[]> {
    const source = archivePath(this.dir, archivedName);
    await stat(source);
    await this.drain();
    if (this.failure !== null) throw new JournalUnavailableError(this.failure);
    const target = await freePath(archivePath(this.dir, currentName));
    await this.switchFile(async () => {
      await rename(this.path, target);
      try {
        await rename(source, this.path);
      } catch (error) {
        await rename(target, this.path).catch(() => undefined);
        throw error;
      }
    });
    return (await readJournal(this.path)).records;
  }

  /**
   * Moves an unreadable journal aside (never deleted) and starts an empty one. Returns where it went.
   */
  async setAside(): Promise<string> {
    await this.drain();
    const target = `${this.path}.unreadable-${Date.now()}`;
    await this.switchFile(() => rename(this.path, target));
    return target;
  }

  /**
   * Closes the file, runs `move` (renames), and whatever happens opens the journal path again: Windows
   * cannot move an open file, and a failed move must leave a working journal behind.
   */
  private async switchFile(move: () => Promise<void>): Promise<void> {
    await this.handle.close();
    try {
      await move();
      await syncFolder(this.dir);
    } finally {
      this.handle = await open(this.path, 'a');
      this.syncedBytes = (await this.handle.stat()).size;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.drain();
    this.closed = true;
    await this.handle.close();
  }
}

/** Writes a whole file and syncs it before it is used. */
async function writeSynced(path: string, text: string): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.writeFile(text);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Makes renames and new files in a folder durable (POSIX); where folders cannot be opened, a no-op. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
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
 * Reads a journal, each line checked against the command schema. Only a bad *last* line is a crash
 * artefact (the process died mid-write): it is cut off. A bad line in the middle was damaged on disk or
 * by hand: it is skipped and reported, and every line after it is kept. Either way the file is copied
 * first (`<file>.damaged-<time>`) and then rewritten without the bad lines.
 */
export async function readJournal(path: string): Promise<ReadResult> {
  const size = await stat(path).then(
    (s) => s.size,
    () => -1,
  );
  const empty: ReadResult = { records: [], tornLine: false, badLines: [], savedCopy: null };
  if (size <= 0) return empty;

  const records: Command[] = [];
  const kept: string[] = [];
  const bad: BadLine[] = [];
  let lineNo = 0;
  let endsWithNewline: boolean;
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    lineNo++;
    if (line.trim() === '') continue;
    const parsed = parseRecord(line);
    if (parsed.ok) {
      records.push(parsed.command);
      kept.push(line);
    } else {
      bad.push({ line: lineNo, reason: parsed.reason });
    }
  }
  lines.close();
  // The file's last byte tells whether its last line was finished.
  const handle = await open(path, 'r');
  try {
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    endsWithNewline = last.toString('utf8') === '\n';
  } finally {
    await handle.close();
  }

  const lastBad = bad.at(-1);
  // Only an unfinished last line is a crash artefact; a complete line that is not a command is damage.
  const tornLine = lastBad !== undefined && lastBad.line === lineNo && lastBad.reason === 'not JSON';
  const badLines = tornLine ? bad.slice(0, -1) : bad;
  if (bad.length === 0 && endsWithNewline) return { ...empty, records };

  let savedCopy: string | null = null;
  if (bad.length > 0) {
    savedCopy = `${path}.damaged-${Date.now()}`;
    await copyFile(path, savedCopy);
  }
  if (bad.length === 0) {
    // A last line without its newline was complete JSON: give it its newline back.
    const append = await open(path, 'a');
    await append.write('\n');
    await append.close();
  } else {
    // Rewritten whole (then renamed over the journal), so a crash now leaves the old or the new file.
    const repaired = `${path}.repairing`;
    await writeSynced(repaired, kept.map((l) => `${l}\n`).join(''));
    await rename(repaired, path);
    await syncFolder(dirname(path));
  }
  return { records, tornLine, badLines, savedCopy };
}

import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { errorText } from '@shared/model/errorText';
import { syncFolder } from './durableFiles';

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
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
  return errorText(error);
}

/**
 * Appends text to one file, each append resolved only once it is on disk (fdatasync). Text appended in
 * the same tick is written and synced together (group commit), so a burst of answers costs one sync,
 * not one each. A failed write stops it: every append is refused until `recover()` succeeds.
 */
export class JournalWriter {
  private pending: string[] = [];
  private waiters: Waiter[] = [];
  private flushing = false;
  private scheduled = false;
  private closed = false;
  /** Set by a failed write: every append is refused until `recover()` succeeds. */
  private failure: unknown = null;

  private constructor(
    readonly path: string,
    private handle: FileHandle,
    /** Length of the file up to the last line known to be on disk. */
    private syncedBytes: number,
  ) {}

  static async open(path: string): Promise<JournalWriter> {
    const handle = await open(path, 'a');
    const { size } = await handle.stat();
    return new JournalWriter(path, handle, size);
  }

  /** Why the writer refuses text, or null when it takes it. */
  get problem(): unknown {
    return this.failure;
  }

  /** Throws JournalUnavailableError while a failed write stops the writer. */
  assertHealthy(): void {
    if (this.failure !== null) throw new JournalUnavailableError(this.failure);
  }

  append(text: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The journal is closed'));
    if (this.failure !== null) return Promise.reject(new JournalUnavailableError(this.failure));
    this.pending.push(text);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.schedule();
    return done;
  }

  private schedule(): void {
    if (this.flushing || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  /** Takes the text waiting to be written, with the appends waiting for it. */
  private takeQueue(): { text: string; waiters: Waiter[] } {
    const queue = { text: this.pending.join(''), waiters: this.waiters };
    this.pending = [];
    this.waiters = [];
    return queue;
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    this.flushing = true;
    const { text, waiters } = this.takeQueue();
    try {
      const bytes = Buffer.from(text, 'utf8');
      await this.writeAll(bytes);
      await this.handle.datasync();
      this.syncedBytes += bytes.length;
      for (const w of waiters) w.resolve();
    } catch (error) {
      await this.fail(error, waiters);
    } finally {
      this.flushing = false;
      if (this.pending.length > 0) this.schedule();
    }
  }

  /** A short write (disk full) must not count as written: keeps writing until every byte is out. */
  private async writeAll(bytes: Buffer): Promise<void> {
    for (let offset = 0; offset < bytes.length;) {
      const { bytesWritten } = await this.handle.write(bytes, offset, bytes.length - offset);
      if (bytesWritten <= 0) throw new Error('The journal could not be written (disk full?)');
      offset += bytesWritten;
    }
  }

  /**
   * Cuts off any fragment, so the next lines do not merge into an unreadable one; the text queued
   * meanwhile fails too: nothing after a lost line may be written, or a replay would differ.
   */
  private async fail(error: unknown, waiters: Waiter[]): Promise<void> {
    this.failure = error;
    await this.handle.truncate(this.syncedBytes).catch(() => undefined);
    const queued = this.takeQueue().waiters;
    const unavailable = new JournalUnavailableError(error);
    for (const w of [...waiters, ...queued]) w.reject(unavailable);
  }

  /**
   * After a failed write: opens the file again (a removed and reinserted drive needs a new handle), cuts
   * it back to what was synced, and tries an empty line (replay skips it). If that reaches the disk the
   * writer takes text again. Returns whether it is healthy now.
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

  /**
   * Closes the file, runs `move` (renames), and whatever happens opens the path again: Windows cannot
   * move an open file, and a failed move must leave a working file behind.
   */
  async switchFile(move: () => Promise<void>): Promise<void> {
    await this.handle.close();
    try {
      await move();
      await syncFolder(dirname(this.path));
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

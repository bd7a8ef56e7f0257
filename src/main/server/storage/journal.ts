import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Command } from '../engine/types';
import { replaceFile, writeSynced } from './durableFiles';
import { ARCHIVE_DIR, archivePath, freePath } from './journalArchive';
import { readJournal, type ReadResult } from './journalRead';
import { journalText, type JournalStep } from './journalText';
import { JournalWriter } from './journalWriter';

export { ARCHIVE_DIR, archivePath, listArchived } from './journalArchive';
export { readJournal, type BadLine, type ReadResult } from './journalRead';
export { describeWriteError, JournalUnavailableError } from './journalWriter';
export { journalText, type JournalStep } from './journalText';

export const JOURNAL_FILE = 'journal.jsonl';

/**
 * Append-only JSON-lines log of accepted commands, one file per game: `append` resolves only once the
 * line is on disk (the writer's group commit, `JournalWriter`). A finished game's journal is moved into
 * the archive, never deleted, and an archived one can become the current one again.
 */
export class Journal {
  private constructor(
    readonly dir: string,
    private readonly writer: JournalWriter,
  ) {}

  static async open(dir: string): Promise<{ journal: Journal } & ReadResult> {
    await mkdir(join(dir, ARCHIVE_DIR), { recursive: true });
    const path = join(dir, JOURNAL_FILE);
    const read = await readJournal(path);
    return { journal: new Journal(dir, await JournalWriter.open(path)), ...read };
  }

  get path(): string {
    return join(this.dir, JOURNAL_FILE);
  }

  /** Why the journal refuses lines, or null when it takes them. */
  get problem(): unknown {
    return this.writer.problem;
  }

  /**
   * Writes a command, with the step it was written in (`step`: the state and the question number), so
   * a replay that lost the line of a step can infer it from the lines after it (issue 28.2).
   */
  append(command: Command, step?: JournalStep): Promise<void> {
    return this.writer.append(journalText(command, step));
  }

  /** After a failed write: whether the journal takes lines again (`JournalWriter.recover`). */
  recover(): Promise<boolean> {
    return this.writer.recover();
  }

  /** Waits until everything appended so far is on disk. */
  drain(): Promise<void> {
    return this.writer.drain();
  }

  /** Moves the journal into the archive (never deletes it) and starts an empty one. Returns the path. */
  async archive(name: string): Promise<string> {
    await this.drain();
    const target = await freePath(archivePath(this.dir, name));
    await this.writer.switchFile(() => rename(this.path, target));
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
    this.writer.assertHealthy();
    const target = await freePath(archivePath(this.dir, archiveName));
    const next = `${this.path}.next`;
    await writeSynced(next, journalText(first));
    await this.writer
      .switchFile(() => replaceFile(this.path, next, target))
      .catch(async (error: unknown) => {
        await rm(next, { force: true }).catch(() => undefined);
        throw error;
      });
    return target;
  }

  /**
   * Makes an archived journal the current one again: the current journal is archived first
   * (under `currentName`). Returns the restored game's journal as read.
   */
  async restore(archivedName: string, currentName: string): Promise<ReadResult> {
    const source = archivePath(this.dir, archivedName);
    await stat(source);
    await this.drain();
    this.writer.assertHealthy();
    const target = await freePath(archivePath(this.dir, currentName));
    await this.writer.switchFile(() => replaceFile(this.path, source, target));
    return readJournal(this.path);
  }

  /**
   * Moves an unreadable journal aside (never deleted) and starts an empty one. Returns where it went.
   */
  async setAside(): Promise<string> {
    await this.drain();
    const target = `${this.path}.unreadable-${Date.now()}`;
    await this.writer.switchFile(() => rename(this.path, target));
    return target;
  }

  close(): Promise<void> {
    return this.writer.close();
  }
}

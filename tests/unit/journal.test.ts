import { mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Command } from '../../src/main/server/engine/types';
import {
  ARCHIVE_DIR,
  archivePath,
  Journal,
  JOURNAL_FILE,
  journalText,
  listArchived,
  readJournal,
} from '../../src/main/server/storage/journal';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wq-journal-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

const join1: Command = { type: 'join', at: 1, playerId: '1', token: 't1', name: 'Anna 💍' };
const join2: Command = { type: 'join', at: 2, playerId: '2', token: 't2', name: 'Zoë' };
const step: Command = { type: 'advance', at: 3, from: 0, cause: 'operator' };
/** A command as the journal writes it (a join twice: issue 28.2). */
const line = (c: Command): string => journalText(c);
/** A command on one line, as a journal written before issue 28 has it. */
const once = (c: Command): string => JSON.stringify(c) + '\n';

/** The prototype of Node's FileHandle, to watch datasync/sync calls. */
async function fileHandlePrototype(): Promise<{ datasync: () => Promise<void>; sync: () => Promise<void> }> {
  const handle = await open(join(dir, 'probe'), 'w');
  const proto = Object.getPrototypeOf(handle) as { datasync: () => Promise<void>; sync: () => Promise<void> };
  await handle.close();
  return proto;
}

describe('Journal.open', () => {
  it('creates the data and archive folders and starts empty', async () => {
    const nested = join(dir, 'a', 'b');
    const { journal, records, tornLine } = await Journal.open(nested);
    expect(records).toEqual([]);
    expect(tornLine).toBe(false);
    expect(await readdir(nested)).toContain(ARCHIVE_DIR);
    expect(journal.path).toBe(join(nested, JOURNAL_FILE));
    await journal.close();
  });

  it('reads back what an earlier journal wrote', async () => {
    const first = await Journal.open(dir);
    await first.journal.append(join1);
    await first.journal.append(step);
    await first.journal.close();
    const second = await Journal.open(dir);
    expect(second.records).toEqual([join1, step]);
    await second.journal.close();
  });
});

describe('Journal.append', () => {
  it('writes one JSON line per command, in order', async () => {
    const { journal } = await Journal.open(dir);
    await journal.append(join1);
    await journal.append(join2);
    await journal.append(step);
    expect(await readFile(join(dir, JOURNAL_FILE), 'utf8')).toBe(line(join1) + line(join2) + line(step));
    await journal.close();
  });

  it('resolves only after the line is written and synced to disk', async () => {
    const proto = await fileHandlePrototype();
    const events: string[] = [];
    const datasync = proto.datasync;
    const sync = proto.sync;
    vi.spyOn(proto, 'datasync').mockImplementation(async function (this: unknown) {
      events.push('sync');
      return datasync.call(this);
    });
    vi.spyOn(proto, 'sync').mockImplementation(async function (this: unknown) {
      events.push('sync');
      return sync.call(this);
    });
    const { journal } = await Journal.open(dir);
    const done = journal.append(join1).then(async () => {
      events.push('resolved');
      events.push(`file has line: ${(await readFile(join(dir, JOURNAL_FILE), 'utf8')) === line(join1)}`);
    });
    await done;
    expect(events).toEqual(['sync', 'resolved', 'file has line: true']);
    await journal.close();
  });

  it('commits appends made in the same tick together, with one sync', async () => {
    const proto = await fileHandlePrototype();
    const spy = vi.spyOn(proto, 'datasync');
    const { journal } = await Journal.open(dir);
    await Promise.all([journal.append(join1), journal.append(join2), journal.append(step)]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect((await readJournal(journal.path)).records).toEqual([join1, join2, step]);
    await journal.close();
  });

  it('keeps appends made during a flush for the next flush, losing none', async () => {
    const { journal } = await Journal.open(dir);
    const commands: Command[] = Array.from({ length: 50 }, (_, i) => ({ type: 'resume', at: i }));
    const promises: Promise<void>[] = [];
    for (const c of commands) {
      promises.push(journal.append(c));
      if (c.at % 7 === 0) await new Promise((r) => setImmediate(r));
    }
    await Promise.all(promises);
    expect((await readJournal(journal.path)).records).toEqual(commands);
    await journal.close();
  });

  it('rejects appends after close', async () => {
    const { journal } = await Journal.open(dir);
    await journal.close();
    await expect(journal.append(join1)).rejects.toThrow(/closed/);
    await journal.close(); // closing twice is harmless
  });

  it('close waits for pending appends', async () => {
    const { journal } = await Journal.open(dir);
    void journal.append(join1);
    void journal.append(join2);
    await journal.close();
    expect((await readJournal(join(dir, JOURNAL_FILE))).records).toEqual([join1, join2]);
  });

  it('rejects the append promise when the write fails', async () => {
    const proto = await fileHandlePrototype();
    vi.spyOn(proto, 'datasync').mockRejectedValueOnce(new Error('disk full'));
    const { journal } = await Journal.open(dir);
    await expect(journal.append(join1)).rejects.toThrow('disk full');
    await journal.close();
  });
});

describe('Journal.append when the disk misbehaves', () => {
  type Write = (this: unknown, data: string) => Promise<{ bytesWritten: number }>;
  async function writeSpy(): Promise<{ proto: { write: Write }; write: Write }> {
    const handle = await open(join(dir, 'probe'), 'w');
    const proto = Object.getPrototypeOf(handle) as { write: Write };
    await handle.close();
    return { proto, write: proto.write };
  }

  it('never acknowledges a line that was only partly written (disk full: short write)', async () => {
    const { proto, write } = await writeSpy();
    vi.spyOn(proto, 'write').mockImplementationOnce(async function (this: unknown, data: string) {
      return write.call(this, data.slice(0, 10)); // the OS took only 10 bytes
    });
    const { journal } = await Journal.open(dir);
    const acknowledged = await journal.append(join1).then(
      () => true,
      () => false,
    );
    await journal.close();
    const { records } = await readJournal(join(dir, JOURNAL_FILE));
    // Either the append failed, or the whole line is on disk.
    if (acknowledged) expect(records).toEqual([join1]);
    else expect(records).toEqual([]);
  });

  it('a failed write leaves no fragment that would swallow later acknowledged lines', async () => {
    const { proto, write } = await writeSpy();
    vi.spyOn(proto, 'write').mockImplementationOnce(async function (this: unknown, data: string) {
      await write.call(this, data.slice(0, 10));
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    const { journal } = await Journal.open(dir);
    await expect(journal.append(join1)).rejects.toThrow(/disk is full/);
    // Until the disk takes a line again, nothing is written: a later line must not land after a lost one.
    await expect(journal.append(join2)).rejects.toThrow(/cannot be saved: the disk is full/);
    // Space is freed: the journal takes lines again; the next answers are written and acknowledged.
    expect(await journal.recover()).toBe(true);
    await journal.append(join2);
    await journal.append(step);
    await journal.close();
    // After a restart every acknowledged line must be there.
    const { records } = await readJournal(join(dir, JOURNAL_FILE));
    expect(records).toEqual([join2, step]);
  });
});

describe('readJournal', () => {
  const path = (): string => join(dir, JOURNAL_FILE);

  it('returns nothing for a missing or empty file', async () => {
    expect(await readJournal(path())).toMatchObject({ records: [], tornLine: false });
    await writeFile(path(), '');
    expect(await readJournal(path())).toMatchObject({ records: [], tornLine: false });
  });

  it('reads every complete line', async () => {
    await writeFile(path(), line(join1) + line(join2) + line(step));
    expect(await readJournal(path())).toEqual({
      records: [join1, join2, step],
      lineNumbers: [1, 3, 5],
      steps: [null, null, null],
      copied: [true, true, false],
      tornLine: false,
      badLines: [],
      savedCopy: null,
    });
  });

  it('writes a join and the first line twice, with the step each line was written in (issue 28.2)', async () => {
    const create = { type: 'create', at: 0, gameId: 'g' } as unknown as Command;
    expect(journalText(join1, [5, 2])).toBe(`${JSON.stringify({ ...join1, step: [5, 2] })}\n`.repeat(2));
    expect(journalText(create)).toBe(`${JSON.stringify(create)}\n`.repeat(2));
    expect(journalText(step, [0, 0])).toBe(`${JSON.stringify({ ...step, step: [0, 0] })}\n`);
    await writeFile(path(), journalText(join1, [1, 0]) + journalText(step, [1, 0]));
    const read = await readJournal(path());
    expect(read.records).toEqual([join1, step]);
    expect(read.steps).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });

  it('skips blank lines', async () => {
    await writeFile(path(), line(join1) + '\n  \n' + line(join2));
    expect((await readJournal(path())).records).toEqual([join1, join2]);
  });

  it('cuts off a torn last line, keeps a copy of the damaged file, and reports it', async () => {
    const good = line(join1) + line(join2);
    const torn = line(step).slice(0, 17);
    await writeFile(path(), good + torn);
    const result = await readJournal(path());
    expect(result).toMatchObject({ records: [join1, join2], tornLine: true, badLines: [] });
    expect(await readFile(path(), 'utf8')).toBe(good);
    const copies = (await readdir(dir)).filter((f) => f.startsWith(`${JOURNAL_FILE}.damaged-`));
    expect(copies).toHaveLength(1);
    expect(await readFile(join(dir, copies[0]!), 'utf8')).toBe(good + torn);
  });

  it('cuts at the right byte with multi-byte names before the torn line', async () => {
    const good = line(join1) + line(join2); // emoji and ë: more bytes than characters
    await writeFile(path(), good + '{"type":"answer","at":4,"playerI');
    await readJournal(path());
    expect(await readFile(path(), 'utf8')).toBe(good);
  });

  it('keeps a complete last line without its newline and gives the newline back', async () => {
    await writeFile(path(), line(join1) + JSON.stringify(join2));
    const result = await readJournal(path());
    expect(result).toMatchObject({ records: [join1, join2], tornLine: false, savedCopy: null });
    expect(await readFile(path(), 'utf8')).toBe(line(join1) + once(join2));
    expect((await readdir(dir)).some((f) => f.includes('damaged'))).toBe(false);
  });

  it('lets new appends follow a cut-off torn line cleanly', async () => {
    await writeFile(path(), line(join1) + '{"type":"join","at":2,"pla');
    const { journal, records, tornLine } = await Journal.open(dir);
    expect(records).toEqual([join1]);
    expect(tornLine).toBe(true);
    await journal.append(step);
    await journal.close();
    expect(await readJournal(path())).toMatchObject({ records: [join1, step], tornLine: false });
  });

  it('lets new appends follow a last line that had no newline', async () => {
    await writeFile(path(), line(join1) + JSON.stringify(join2));
    const { journal } = await Journal.open(dir);
    await journal.append(step);
    await journal.close();
    expect((await readJournal(path())).records).toEqual([join1, join2, step]);
  });

  it('a file that is only a torn line reads as empty', async () => {
    await writeFile(path(), '{"type":"cre');
    expect(await readJournal(path())).toMatchObject({ records: [], tornLine: true });
    expect(await readFile(path(), 'utf8')).toBe('');
  });

  it('skips a damaged line in the middle, keeps every line after it, and the original beside it', async () => {
    // A flipped byte, a null line and a join without a name: damage, not a crash artefact.
    const flipped = once(join2).replace('"type":"join"', '"type":"jo\u0000n"');
    const noName = JSON.stringify({ type: 'join', at: 5, playerId: '9', token: 't9' }) + '\n';
    const original = once(join1) + flipped + 'null\n' + noName + once(join2) + once(step);
    await writeFile(path(), original);
    const result = await readJournal(path());
    expect(result.records).toEqual([join1, join2, step]);
    expect(result.tornLine).toBe(false);
    expect(result.badLines.map((b) => b.line)).toEqual([2, 3, 4]);
    expect(result.badLines[2]!.reason).toMatch(/not a valid command at "name"/);
    expect(await readFile(result.savedCopy!, 'utf8')).toBe(original);
    // The journal itself is repaired: the next start reads it clean.
    expect(await readFile(path(), 'utf8')).toBe(once(join1) + once(join2) + once(step));
    expect((await readJournal(path())).badLines).toEqual([]);
  });

  it('never throws on a line that is valid JSON but not a command', async () => {
    await writeFile(path(), line(join1) + '[]\n{"type":"answer","at":"soon"}\n' + line(step));
    const result = await readJournal(path());
    expect(result.records).toEqual([join1, step]);
    expect(result.badLines).toHaveLength(2);
  });
});

describe('Journal.archive', () => {
  it('moves the file into archive/ and starts an empty journal', async () => {
    const { journal } = await Journal.open(dir);
    await journal.append(join1);
    await journal.append(join2);
    const target = await journal.archive('game-1');
    expect(target).toBe(join(dir, ARCHIVE_DIR, 'game-1.jsonl'));
    expect(await readFile(target, 'utf8')).toBe(line(join1) + line(join2));
    expect(await readFile(journal.path, 'utf8')).toBe('');
    await journal.append(step);
    await journal.close();
    expect((await readJournal(join(dir, JOURNAL_FILE))).records).toEqual([step]);
    expect((await readJournal(target)).records).toEqual([join1, join2]);
  });

  it('archives pending appends too', async () => {
    const { journal } = await Journal.open(dir);
    void journal.append(join1);
    const target = await journal.archive('g');
    expect((await readJournal(target)).records).toEqual([join1]);
    await journal.close();
  });

  it('never deletes an archived game, even when a second archive gets the same name', async () => {
    const { journal } = await Journal.open(dir);
    await journal.append(join1);
    await journal.archive('same-id');
    await journal.append(join2);
    await journal.archive('same-id');
    await journal.close();
    const files = await readdir(join(dir, ARCHIVE_DIR));
    const contents = await Promise.all(files.map((f) => readFile(join(dir, ARCHIVE_DIR, f), 'utf8')));
    expect(contents.sort()).toEqual([line(join1), line(join2)].sort());
  });
});

describe('archivePath and listArchived', () => {
  it('puts an archived game at archive/<name>.jsonl', () => {
    expect(archivePath(dir, 'game-2024-07-28T20-00-00-000Z')).toBe(
      join(dir, ARCHIVE_DIR, 'game-2024-07-28T20-00-00-000Z.jsonl'),
    );
  });

  it.each(['', '../journal', '..', '.hidden', 'a/b', 'a\\b', 'x'.repeat(101), 'name with space', 'C:evil'])(
    'refuses the name %j, so no path can leave the archive folder',
    (name) => {
      expect(() => archivePath(dir, name)).toThrow();
    },
  );

  it('lists archived games newest first and ignores other files', async () => {
    const { journal } = await Journal.open(dir);
    await journal.archive('game-2024-01-01');
    await journal.archive('game-2024-03-01');
    await journal.archive('game-2024-02-01');
    await journal.close();
    await writeFile(join(dir, ARCHIVE_DIR, 'notes.txt'), 'x');
    expect(await listArchived(dir)).toEqual(['game-2024-03-01', 'game-2024-02-01', 'game-2024-01-01']);
  });

  it('lists nothing when there is no archive folder', async () => {
    expect(await listArchived(join(dir, 'nowhere'))).toEqual([]);
  });
});

describe('Journal.restore', () => {
  it('archives the current journal and makes the archived one current again', async () => {
    const { journal } = await Journal.open(dir);
    await journal.append(join1);
    await journal.archive('old');
    await journal.append(join2);
    const { records } = await journal.restore('old', 'current');
    expect(records).toEqual([join1]);
    expect((await readJournal(journal.path)).records).toEqual([join1]);
    expect((await readJournal(join(dir, ARCHIVE_DIR, 'current.jsonl'))).records).toEqual([join2]);
    expect(await listArchived(dir)).toEqual(['current']);
    await journal.append(step);
    await journal.close();
    expect((await readJournal(join(dir, JOURNAL_FILE))).records).toEqual([join1, step]);
  });

  it('changes nothing when the archived game does not exist', async () => {
    const { journal } = await Journal.open(dir);
    await journal.append(join1);
    await expect(journal.restore('missing', 'current')).rejects.toThrow();
    await journal.append(join2);
    await journal.close();
    expect((await readJournal(join(dir, JOURNAL_FILE))).records).toEqual([join1, join2]);
    expect(await listArchived(dir)).toEqual([]);
  });
});

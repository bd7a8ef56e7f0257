import { createReadStream } from 'node:fs';
import { copyFile, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import type { Command } from '../engine/types';
import type { JournalStep } from './journalText';
import { fileSize, syncFolder, writeSynced } from './durableFiles';
import { parseRecord } from './journalRecord';

export interface BadLine {
  /** 1-based line number in the file as it was. */
  line: number;
  reason: string;
  /** How many good records came before it: where it was among `records`. */
  before: number;
  /** The command type its text still shows (`"type":"advance"`), if any: what was lost, for the operator. */
  type: string | null;
}

export interface ReadResult {
  records: Command[];
  /** Each record's 1-based line number in the file as it was (for the operator's report). */
  lineNumbers: number[];
  /** Each record's step when it was written (issue 28.2); null for lines written before steps were. */
  steps: (JournalStep | null)[];
  /** Whether each record was read twice (a line written twice: `journalText`), so a damaged copy lost nothing. */
  copied: boolean[];
  /** Set when the file ended in a torn line (a crash mid-write) that was cut off. */
  tornLine: boolean;
  /** Damaged lines in the middle of the file, skipped (never a crash artefact: a disk or a hand did it). */
  badLines: BadLine[];
  /** Where the file was copied before it was repaired (a torn end or damaged lines), if it was. */
  savedCopy: string | null;
}

/** A journal's lines, each checked against the command schema. */
interface Scan {
  records: Command[];
  lineNumbers: number[];
  steps: (JournalStep | null)[];
  copied: boolean[];
  /** The good lines, as they were written. */
  kept: string[];
  bad: BadLine[];
  lineCount: number;
}

/**
 * Reads a journal, each line checked against the command schema. Only a bad *last* line is a crash
 * artefact (the process died mid-write): it is cut off. A bad line in the middle was damaged on disk or
 * by hand: it is skipped and reported, and every line after it is kept. Either way the file is copied
 * first (`<file>.damaged-<time>`) and then rewritten without the bad lines.
 */
export async function readJournal(path: string): Promise<ReadResult> {
  const size = await fileSize(path);
  const empty: ReadResult = {
    records: [],
    lineNumbers: [],
    steps: [],
    copied: [],
    tornLine: false,
    badLines: [],
    savedCopy: null,
  };
  if (size <= 0) return empty;

  const scan = await scanLines(path);
  const finished = await endsWithNewline(path, size);
  const lastBad = scan.bad.at(-1);
  // Only an unfinished last line is a crash artefact; a complete line that is not a command is damage.
  const tornLine = lastBad !== undefined && lastBad.line === scan.lineCount && lastBad.reason === 'not JSON';
  const badLines = tornLine ? scan.bad.slice(0, -1) : scan.bad;
  const { records, lineNumbers, steps, copied } = scan;
  const read = { ...empty, records, lineNumbers, steps, copied };
  if (scan.bad.length === 0 && finished) return read;

  const savedCopy = await repair(path, scan);
  return { ...read, tornLine, badLines, savedCopy };
}

async function scanLines(path: string): Promise<Scan> {
  const scan: Scan = { records: [], lineNumbers: [], steps: [], copied: [], kept: [], bad: [], lineCount: 0 };
  let previous = '';
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    scan.lineCount++;
    if (line.trim() === '') continue;
    const parsed = parseRecord(line);
    if (parsed.ok) {
      scan.kept.push(line);
      const { command, step } = parsed;
      const text = JSON.stringify(command);
      // The second of a line written twice (a create, a join) is the same command: read once.
      const twice = command.type === 'create' || command.type === 'join';
      if (twice && text === previous && scan.copied.at(-1) === false) {
        scan.copied[scan.copied.length - 1] = true;
        continue;
      }
      previous = text;
      scan.records.push(command);
      scan.lineNumbers.push(scan.lineCount);
      scan.steps.push(step);
      scan.copied.push(false);
    } else {
      previous = '';
      const before = scan.records.length;
      scan.bad.push({ line: scan.lineCount, reason: parsed.reason, before, type: sniffType(line) });
    }
  }
  lines.close();
  return scan;
}

/** The type a damaged line still shows, when its `"type":"…"` survived. */
function sniffType(line: string): string | null {
  return /"type"\s*:\s*"(\w{1,40})"/.exec(line)?.[1] ?? null;
}

/** The file's last byte tells whether its last line was finished. */
async function endsWithNewline(path: string, size: number): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return last.toString('utf8') === '\n';
  } finally {
    await handle.close();
  }
}

/** Leaves only the good lines in the file, each with its newline; returns where a damaged file was copied. */
async function repair(path: string, { bad, kept }: Scan): Promise<string | null> {
  if (bad.length === 0) {
    // A last line without its newline was complete JSON: give it its newline back.
    const append = await open(path, 'a');
    await append.write('\n');
    await append.close();
    return null;
  }
  const savedCopy = `${path}.damaged-${Date.now()}`;
  await copyFile(path, savedCopy);
  // Rewritten whole (then renamed over the journal), so a crash now leaves the old or the new file.
  const repaired = `${path}.repairing`;
  await writeSynced(repaired, kept.map((l) => `${l}\n`).join(''));
  await rename(repaired, path);
  await syncFolder(dirname(path));
  return savedCopy;
}

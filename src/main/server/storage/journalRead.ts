import { createReadStream } from 'node:fs';
import { copyFile, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import type { Command } from '../engine/types';
import { fileSize, syncFolder, writeSynced } from './durableFiles';
import { parseRecord } from './journalRecord';

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

/** A journal's lines, each checked against the command schema. */
interface Scan {
  records: Command[];
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
  const empty: ReadResult = { records: [], tornLine: false, badLines: [], savedCopy: null };
  if (size <= 0) return empty;

  const scan = await scanLines(path);
  const finished = await endsWithNewline(path, size);
  const lastBad = scan.bad.at(-1);
  // Only an unfinished last line is a crash artefact; a complete line that is not a command is damage.
  const tornLine = lastBad !== undefined && lastBad.line === scan.lineCount && lastBad.reason === 'not JSON';
  const badLines = tornLine ? scan.bad.slice(0, -1) : scan.bad;
  if (scan.bad.length === 0 && finished) return { ...empty, records: scan.records };

  const savedCopy = await repair(path, scan);
  return { records: scan.records, tornLine, badLines, savedCopy };
}

async function scanLines(path: string): Promise<Scan> {
  const scan: Scan = { records: [], kept: [], bad: [], lineCount: 0 };
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    scan.lineCount++;
    if (line.trim() === '') continue;
    const parsed = parseRecord(line);
    if (parsed.ok) {
      scan.records.push(parsed.command);
      scan.kept.push(line);
    } else {
      scan.bad.push({ line: scan.lineCount, reason: parsed.reason });
    }
  }
  lines.close();
  return scan;
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

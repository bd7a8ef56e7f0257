/**
 * What a test server wrote to its journal, read back from disk: a test checks that a command was kept
 * (or that a refused one never was) where a restart would find it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestServer } from './harness';

/** One journaled command: its type and whatever else it carries. */
export type JournalLine = { type: string; [key: string]: unknown };

/**
 * The commands in the server's journal, oldest first, as the server reads them back: a line written
 * twice (a create, a join) once, and without the step each line was written in (issue 28.2).
 */
export async function journal(t: Pick<TestServer, 'dataDir'>): Promise<JournalLine[]> {
  const text = await readFile(join(t.dataDir, 'journal.jsonl'), 'utf8');
  const lines: JournalLine[] = [];
  let previous = '';
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    const copy = raw === previous && /^\{"type":"(create|join)"/.test(raw);
    previous = copy ? '' : raw;
    if (copy) continue;
    const line = JSON.parse(raw) as JournalLine;
    delete line.step;
    lines.push(line);
  }
  return lines;
}

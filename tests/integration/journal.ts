/**
 * What a test server wrote to its journal, read back from disk: a test checks that a command was kept
 * (or that a refused one never was) where a restart would find it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestServer } from './harness';

/** One journaled command: its type and whatever else it carries. */
export type JournalLine = { type: string; [key: string]: unknown };

/** The commands in the server's journal, oldest first. */
export async function journal(t: Pick<TestServer, 'dataDir'>): Promise<JournalLine[]> {
  const text = await readFile(join(t.dataDir, 'journal.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as JournalLine);
}

import { TEAM_LIMITS } from '@shared/wire/quiz';
import { toNumber } from '../questionDraft';
import type { ProblemMap } from '../quizProblems';
import type { EditorT } from '../editorWords';
import { newTableId, type TableDraft } from './playDraft';

// The tables list's edits: pure functions from one list to the next.

export const MAX_TABLES = TEAM_LIMITS.maxTables;

/** A new table at the end, numbered one after the highest number (or 1). */
export function addTable(tables: readonly TableDraft[]): TableDraft[] {
  if (tables.length >= MAX_TABLES) return [...tables];
  const numbers = tables.map((t) => toNumber(t.number)).filter((n) => Number.isInteger(n));
  const next = Math.min(Math.max(0, ...numbers) + 1, TEAM_LIMITS.maxTableNumber);
  return [...tables, { id: newTableId(), number: String(next), name: '' }];
}

export function removeTable(tables: readonly TableDraft[], index: number): TableDraft[] {
  return tables.filter((_, i) => i !== index);
}

export function updateTable(
  tables: readonly TableDraft[],
  index: number,
  change: Partial<Omit<TableDraft, 'id'>>,
): TableDraft[] {
  return tables.map((t, i) => (i === index ? { ...t, ...change } : t));
}

/** "Tables 1 to N": how many is a whole number from 1 to the most a quiz takes (200), or null. */
export function tableCount(text: string): number | null {
  const n = toNumber(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_TABLES ? n : null;
}

/** The first table listed with `number`. */
const byNumber = (tables: readonly TableDraft[], number: number): TableDraft | undefined =>
  tables.find((t) => toNumber(t.number) === number);

/** Tables 1 to `n`, in place of the list; a table already listed keeps its name. */
export function tablesOneTo(tables: readonly TableDraft[], n: number): TableDraft[] {
  return Array.from({ length: n }, (_, i) => {
    const old = byNumber(tables, i + 1);
    const secondName = old?.secondName ? { secondName: old.secondName } : {};
    return { id: old?.id ?? newTableId(), number: String(i + 1), name: old?.name ?? '', ...secondName };
  });
}

/** The named tables that "Tables 1 to `n`" would drop: the operator is asked first. */
export function namedTablesLost(tables: readonly TableDraft[], n: number): TableDraft[] {
  const kept = new Set(tablesOneTo(tables, n).map((t) => t.id));
  return tables.filter((t) => t.name.trim() !== '' && !kept.has(t.id));
}

/** A number listed twice is marked as it is typed, not only after a save (same words as the schema). */
export function withTwice(problems: ProblemMap, tables: readonly TableDraft[], t: EditorT): ProblemMap {
  const seen = new Set<number>();
  const shown = new Map(problems);
  tables.forEach((table, i) => {
    const n = toNumber(table.number);
    if (!Number.isInteger(n)) return;
    if (seen.has(n)) {
      const path = `tables.${i}.number`;
      const message = t('problems.twice', { number: n });
      const list = shown.get(path) ?? [];
      if (!list.includes(message)) shown.set(path, [...list, message]);
    }
    seen.add(n);
  });
  return shown;
}

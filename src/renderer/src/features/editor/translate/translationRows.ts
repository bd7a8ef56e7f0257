import { OPTION_LABELS } from '@shared/wire/quiz';
import type { QuestionDraft } from '../questionDraft';
import type { QuizDraft } from '../quizDraft';
import type { SecondDraft } from './languagesDraft';

/** What a translated text is, for its label: the quiz's title, a question's parts, a table or side. */
export type TranslationField =
  'title' | 'text' | 'option' | 'item' | 'explanation' | 'unit' | 'table' | 'side';

/** One text of the quiz beside its translation; `main` empty: nothing to translate yet. */
export interface TranslationRow {
  /** Stable while questions move: `title`, `q12.option.2`, `table.3`, `side.0`. */
  key: string;
  field: TranslationField;
  /** The option's letter (A…), the item's, table's or side's number; null otherwise. */
  mark: string | null;
  main: string;
  second: string;
}

/** The texts of one part of the quiz: the quiz itself (number null) or one question (its number). */
export interface TranslationGroup {
  key: string;
  /** 1-based; null for the quiz's own texts. */
  questionNumber: number | null;
  rows: TranslationRow[];
}

const row = (key: string, field: TranslationField, mark: string | null, main: string, second: string) => ({
  key,
  field,
  mark,
  main,
  second,
});

function questionRows(q: QuestionDraft): TranslationRow[] {
  const at = (list: readonly string[], i: number): string => list[i] ?? '';
  const rows = [row(`q${q.id}.text`, 'text', null, q.text, q.second.text)];
  if (q.kind === 'choice' || q.kind === 'poll') {
    q.options.forEach((o, i) =>
      rows.push(row(`q${q.id}.option.${i}`, 'option', OPTION_LABELS[i] ?? null, o, at(q.second.options, i))),
    );
  }
  if (q.kind === 'order')
    q.items.forEach((o, i) =>
      rows.push(row(`q${q.id}.item.${i}`, 'item', String(i + 1), o, at(q.second.items, i))),
    );
  if (q.kind === 'closest' && q.closest.unit.trim())
    rows.push(row(`q${q.id}.unit`, 'unit', null, q.closest.unit, q.second.unit));
  if (q.explanation.trim())
    rows.push(row(`q${q.id}.explanation`, 'explanation', null, q.explanation, q.second.explanation));
  return rows;
}

/** Every text of the quiz that can have a translation, grouped as the editor shows them. */
export function translationGroups(draft: QuizDraft): TranslationGroup[] {
  const quizRows = [row('title', 'title', null, draft.title, draft.languages.title)];
  if (draft.play.mode === 'tables') {
    for (const t of draft.play.tables)
      if (t.name.trim()) quizRows.push(row(`table.${t.id}`, 'table', t.number, t.name, t.secondName ?? ''));
  }
  if (draft.play.mode === 'sides') {
    draft.play.sideNames.forEach((name, i) => {
      if (name.trim())
        quizRows.push(row(`side.${i}`, 'side', String(i + 1), name, draft.languages.sideNames[i] ?? ''));
    });
  }
  return [
    { key: 'quiz', questionNumber: null, rows: quizRows },
    ...draft.questions.map((q, i) => ({ key: `q${q.id}`, questionNumber: i + 1, rows: questionRows(q) })),
  ];
}

/** How many texts have something to translate, and how many of them are translated. */
export function translationCount(groups: readonly TranslationGroup[]): { total: number; done: number } {
  const rows = groups.flatMap((g) => g.rows).filter((r) => r.main.trim() !== '');
  return { total: rows.length, done: rows.filter((r) => r.second.trim() !== '').length };
}

/** `list` with entry `index` set to `text` (filled with empty entries up to it). */
function setAt(list: readonly string[], index: number, text: string): string[] {
  const next = Array.from({ length: Math.max(list.length, index + 1) }, (_, i) => list[i] ?? '');
  next[index] = text;
  return next;
}

function setQuestionText(second: SecondDraft, field: string, index: number, text: string): SecondDraft {
  switch (field) {
    case 'option':
      return { ...second, options: setAt(second.options, index, text) };
    case 'item':
      return { ...second, items: setAt(second.items, index, text) };
    case 'text':
    case 'explanation':
    case 'unit':
      return { ...second, [field]: text };
    default:
      return second;
  }
}

/** The draft with the translation under `key` set to `text`; an unknown key changes nothing. */
export function setTranslation(draft: QuizDraft, key: string, text: string): QuizDraft {
  const [head = '', field = '', index = '0'] = key.split('.');
  if (head === 'title') return { ...draft, languages: { ...draft.languages, title: text } };
  if (head === 'side') {
    const sideNames = [...draft.languages.sideNames] as [string, string];
    sideNames[Number(field) === 1 ? 1 : 0] = text;
    return { ...draft, languages: { ...draft.languages, sideNames } };
  }
  if (head === 'table') {
    const tables = draft.play.tables.map((t) => (String(t.id) === field ? { ...t, secondName: text } : t));
    return { ...draft, play: { ...draft.play, tables } };
  }
  const id = Number(head.slice(1));
  const questions = draft.questions.map((q) =>
    q.id === id ? { ...q, second: setQuestionText(q.second, field, Number(index), text) } : q,
  );
  return { ...draft, questions };
}

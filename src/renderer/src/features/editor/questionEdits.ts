import { MAX_OPTIONS, QUIZ_LIMITS, type QuestionKind } from '@shared/wire/quiz';
import type { QuestionDraft } from './questionDraft';

// Edits of one question: pure functions from a question to the change to make to it.

export const MIN_OPTIONS = 2;
export const MIN_ITEMS = QUIZ_LIMITS.orderItemsMin;
export const MAX_ITEMS = QUIZ_LIMITS.orderItemsMax;

type Change = Partial<QuestionDraft>;

export function addOption(question: QuestionDraft): Change {
  if (question.options.length >= MAX_OPTIONS) return {};
  return { options: [...question.options, ''] };
}

/** Removing an option keeps the same option marked correct (or the first, if it was the one removed). */
export function removeOption(question: QuestionDraft, index: number): Change {
  if (question.options.length <= MIN_OPTIONS) return {};
  const options = question.options.filter((_, i) => i !== index);
  const correct =
    question.correct === index ? 0 : question.correct > index ? question.correct - 1 : question.correct;
  // The option's translation goes with it, so the others keep theirs.
  const second = { ...question.second, options: question.second.options.filter((_, i) => i !== index) };
  return { options, correct, second };
}

export function setOption(question: QuestionDraft, index: number, text: string): Change {
  return { options: question.options.map((o, i) => (i === index ? text : o)) };
}

export function addItem(question: QuestionDraft): Change {
  if (question.items.length >= MAX_ITEMS) return {};
  return { items: [...question.items, ''] };
}

export function removeItem(question: QuestionDraft, index: number): Change {
  if (question.items.length <= MIN_ITEMS) return {};
  const second = { ...question.second, items: question.second.items.filter((_, i) => i !== index) };
  return { items: question.items.filter((_, i) => i !== index), second };
}

export function setItem(question: QuestionDraft, index: number, text: string): Change {
  return { items: question.items.map((o, i) => (i === index ? text : o)) };
}

/** Moves item `index` by `by` places (-1 up, +1 down); out of range does nothing. */
export function moveItem(question: QuestionDraft, index: number, by: number): Change {
  const to = index + by;
  if (to < 0 || to >= question.items.length) return {};
  const second = { ...question.second, items: moved(question.second.items, index, to) };
  return { items: moved(question.items, index, to), second };
}

/** `list` with the entry at `from` moved to `to` (a translation list may be shorter: it is filled first). */
function moved(list: readonly string[], from: number, to: number): string[] {
  const result = Array.from({ length: Math.max(list.length, from + 1, to + 1) }, (_, i) => list[i] ?? '');
  const [entry] = result.splice(from, 1);
  if (entry !== undefined) result.splice(to, 0, entry);
  return result;
}

/** The highest `correct` a kind allows; Infinity when it has no right answer to keep in range. */
function maxCorrect(question: QuestionDraft, kind: QuestionKind): number {
  if (kind === 'trueFalse') return 1;
  if (kind === 'whoSaidIt') return 2;
  if (kind === 'choice') return question.options.length - 1;
  return Number.POSITIVE_INFINITY;
}

const blank = (list: readonly string[]): boolean => list.every((t) => t.trim() === '');

/** `list` cut to `max` and filled up to `min` with empty texts. */
function fit(list: readonly string[], min: number, max: number): string[] {
  const kept = list.slice(0, max);
  return [...kept, ...Array.from({ length: Math.max(0, min - kept.length) }, () => '')];
}

/**
 * Another kind for the question: the text, story, photos and time stay; the new kind starts from what
 * fits (options become the items to order and back, when the other list is still empty; the right
 * answer stays when the new kind has it).
 */
export function changeKind(question: QuestionDraft, kind: QuestionKind): Change {
  if (kind === question.kind) return {};
  const change: Change = { kind, bareChoice: false };
  if (question.correct > maxCorrect(question, kind)) change.correct = 0;
  const options = question.options.filter((o) => o.trim() !== '');
  const items = question.items.filter((o) => o.trim() !== '');
  if (kind === 'order' && blank(question.items) && options.length > 0)
    change.items = fit(options, MIN_ITEMS, MAX_ITEMS);
  if ((kind === 'choice' || kind === 'poll') && blank(question.options) && items.length > 0) {
    change.options = fit(items, MIN_OPTIONS, MAX_OPTIONS);
    change.correct = 0;
  }
  return change;
}

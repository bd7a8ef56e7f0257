import { kindFor } from '@shared/kinds';
import type { Partner, Question } from '@shared/model/questionKinds';
import type { ShownQuestion } from '@shared/wire/questionView';
import { OPTION_LABELS } from '@shared/wire/quizFields';
import { toNumber, type QuestionDraft } from '../questionDraft';
import { clipSpan } from '../questionMedia/clipDraft';
import type { EditorT } from '../editorWords';
import type { PartnerDraft } from '../quizDraft';

// The draft's question as the big screen would get it from the server, with stand-ins for what is
// still empty, so a half-written question previews sensibly. The draft becomes a question first, and
// the kind's module (@shared/kinds, the server's own code) says what is shown of it.

/** The shuffled order a phone might see the items in: never the right one (the server's is per game). */
const PREVIEW_SHUFFLES: Record<number, number[]> = { 3: [2, 0, 1], 4: [2, 0, 3, 1], 5: [3, 0, 4, 2, 1] };

export function previewItemIds(count: number): number[] {
  return PREVIEW_SHUFFLES[count] ?? Array.from({ length: count }, (_, i) => count - 1 - i);
}

const orBlank = (text: string, stand: string): string => text.trim() || stand;

export function itemLabels(q: QuestionDraft, t: EditorT): string[] {
  return q.items.map((text, i) => orBlank(text, t('sample.item', { n: i + 1 })));
}

/** The range of a `closest` guess: the typed numbers, or 0 to 100 while they are not numbers. */
export function closestRange(q: QuestionDraft): { min: number; max: number; answer: number } {
  const finite = (text: string, stand: number): number => {
    const n = toNumber(text);
    return Number.isFinite(n) ? n : stand;
  };
  const min = finite(q.closest.min, 0);
  const max = finite(q.closest.max, Math.max(min + 1, 100));
  return { min, max, answer: finite(q.closest.answer, Math.round((min + max) / 2)) };
}

/** The tolerance as typed, or a tenth of the range while it is not a positive number. */
export function closestTolerance(q: QuestionDraft): number {
  const { min, max } = closestRange(q);
  const typed = toNumber(q.closest.tolerance);
  return Number.isFinite(typed) && typed > 0 ? typed : (max - min) / 10 || 1;
}

/** The draft as a question of its kind, stand-ins in the blanks. */
export function previewQuestionOf(q: QuestionDraft, t: EditorT): Question {
  const common = { text: orBlank(q.text, t('sample.question')) };
  const options = q.options.map((o, i) => orBlank(o, t('sample.option', { label: OPTION_LABELS[i] ?? '' })));
  switch (q.kind) {
    case 'choice':
      return { kind: 'choice', ...common, options, correct: q.correct };
    case 'poll':
      return { kind: 'poll', ...common, options };
    case 'trueFalse':
    case 'whoSaidIt':
      return { kind: q.kind, ...common, correct: q.correct };
    case 'order':
      return { kind: 'order', ...common, items: itemLabels(q, t) };
    case 'shoeGame':
      return { kind: 'shoeGame', ...common };
    case 'closest': {
      const unit = q.closest.unit.trim();
      return {
        kind: 'closest',
        ...common,
        ...closestRange(q),
        tolerance: closestTolerance(q),
        ...(unit ? { unit } : {}),
      };
    }
  }
}

/** The couple as the quiz names them, stand-ins for a name still empty. */
export function previewPartners(partners: readonly PartnerDraft[], t: EditorT): Partner[] {
  return [0, 1].map((i) => {
    const p = partners[i];
    const name = orBlank(p?.name ?? '', t(i === 0 ? 'sample.partner0' : 'sample.partner1'));
    return p?.photo ? { name, photo: p.photo } : { name };
  });
}

/** The question as shown; `open`: past SHOW_QUESTION, the options are out. */
export function shownQuestion(
  q: QuestionDraft,
  partners: readonly PartnerDraft[],
  open: boolean,
  t: EditorT,
): ShownQuestion {
  const question = previewQuestionOf(q, t);
  const couple = previewPartners(partners, t);
  const kind = kindFor(question);
  const labels = kind.labels(question, couple);
  // A kind that shuffles its items for phones: the preview's fixed shuffle stands in for the game's.
  const ids = kind.itemOrder(question, 'preview', 0) ? previewItemIds(labels.length) : null;
  return {
    kind: q.kind,
    text: question.text,
    options: !open ? [] : ids ? ids.map((id) => labels[id] ?? '') : labels,
    itemIds: open ? ids : null,
    ...kind.shownParts(question, couple),
    photo: q.photo,
    // As the big screen shows them: the photo hidden as the question appears, "♪ Listen!" under a clip.
    unveil: q.photo ? q.unveil : null,
    clip: q.clip ? { src: q.clip.path, ...(clipSpan(q.clip) ?? { start: 0, length: 0 }) } : null,
    second: null,
  };
}

/** The right option's index, or the number for `closest`; null for a poll and `order`, as the server sends. */
export function previewCorrectAnswer(q: QuestionDraft, t: EditorT): number | null {
  const question = previewQuestionOf(q, t);
  return kindFor(question).correctAnswer(question);
}

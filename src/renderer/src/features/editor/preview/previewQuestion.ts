import { BOTH_LABEL, TRUE_FALSE_LABELS } from '@shared/questionKinds';
import type { ShownQuestion } from '@shared/questionView';
import { OPTION_LABELS } from '@shared/quizFields';
import { toNumber, type QuestionDraft } from '../questionDraft';
import type { EditorT } from '../editorWords';
import type { PartnerDraft } from '../quizDraft';

// The draft's question as the big screen would get it from the server, with stand-ins for what is
// still empty, so a half-written question previews sensibly.

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

/** What the guests tap, in the order shown; none for `closest`. */
function optionsOf(q: QuestionDraft, partners: readonly PartnerDraft[], t: EditorT): string[] {
  switch (q.kind) {
    case 'choice':
    case 'poll':
      return q.options.map((o, i) => orBlank(o, t('sample.option', { label: OPTION_LABELS[i] ?? '' })));
    case 'trueFalse':
      return [...TRUE_FALSE_LABELS];
    case 'whoSaidIt':
      return [
        orBlank(partners[0]?.name ?? '', t('sample.partner0')),
        orBlank(partners[1]?.name ?? '', t('sample.partner1')),
        BOTH_LABEL,
      ];
    case 'order': {
      const labels = itemLabels(q, t);
      return previewItemIds(labels.length).map((id) => labels[id] ?? '');
    }
    case 'closest':
      return [];
  }
}

/** The question as shown; `open`: past SHOW_QUESTION, the options are out. */
export function shownQuestion(
  q: QuestionDraft,
  partners: readonly PartnerDraft[],
  open: boolean,
  t: EditorT,
): ShownQuestion {
  const range = closestRange(q);
  return {
    kind: q.kind,
    text: orBlank(q.text, t('sample.question')),
    options: open ? optionsOf(q, partners, t) : [],
    itemIds: open && q.kind === 'order' ? previewItemIds(q.items.length) : null,
    number:
      q.kind === 'closest' ? { min: range.min, max: range.max, unit: q.closest.unit.trim() || null } : null,
    partnerPhotos: q.kind === 'whoSaidIt' ? partners.map((p) => p.photo) : null,
    photo: q.photo,
  };
}

/** The right option's index, or the number for `closest`; null for a poll and `order`, as the server sends. */
export function previewCorrectAnswer(q: QuestionDraft): number | null {
  if (q.kind === 'closest') return closestRange(q).answer;
  if (q.kind === 'poll' || q.kind === 'order') return null;
  return q.correct;
}

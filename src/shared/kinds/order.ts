/** Put the items in order: partial credit per item in its right place; phones see them shuffled. */
import { shuffledItemIds } from './itemShuffle';
import { presentText } from '../model/presentText';
import type { AnswerValue, KindModule, Scored } from './kindModule';

export const orderKind: KindModule<'order'> = {
  kind: 'order',
  tapsOption: false,
  skipsLeaderboard: false,
  needsPartners: false,
  settledByCouple: false,
  translatedList: 'items',
  labels: (question) => question.items,
  answerProblem: (question, answer) =>
    isPermutation(answer, question.items.length) ? null : 'Put every item in order, each one once.',
  score: (_question, answer, speedPoints) => scoreOrder(answer as readonly number[], speedPoints),
  itemOrder: (question, gameId, questionNo) => shuffledItemIds(gameId, questionNo, question.items.length),
  shownParts: () => ({ number: null, partnerPhotos: null }),
  correctAnswer: () => null,
  answerText: (question) => question.items.join(' → '),
  answerInWords: (question, answer) => {
    const ids = answer as readonly number[];
    return {
      short: ids.map((i) => i + 1).join(' → '),
      text: ids.map((i) => question.items[i] ?? '').join(' → '),
    };
  },
  reveal: (question) => ({ order: question.items, closest: null }),
  secondReveal: (question) => question.items.map((_, i) => presentText(question.second?.items?.[i])),
};

/** Partial credit per item in its right place; the exact order scores the full speed points. */
export function scoreOrder(order: readonly number[], speedPoints: number): Scored {
  const inPlace = order.filter((item, position) => item === position).length;
  return { correct: inPlace === order.length, points: Math.round((speedPoints * inPlace) / order.length) };
}

function isPermutation(answer: AnswerValue, count: number): boolean {
  if (!Array.isArray(answer) || answer.length !== count) return false;
  const seen = new Set<number>();
  for (const item of answer as readonly unknown[]) {
    if (typeof item !== 'number' || !Number.isInteger(item) || item < 0 || item >= count || seen.has(item))
      return false;
    seen.add(item);
  }
  return true;
}

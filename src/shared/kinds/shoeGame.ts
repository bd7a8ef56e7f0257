/**
 * The shoe game (issue 30): "Who is the better cook?" The couple answer on their own phones; the guests
 * predict the couple's pick. The key is known only when the answering ends, so a guest's points are
 * settled then (`coupleScore`), not when they answer.
 */
import type { KindModule } from './kindModule';
import { optionParts } from './optionKind';
import type { Partner } from '../wire/questionSchemas';

/** A partner's answer: 0 or 1 (a partner's name), null while they have not answered. */
export type CoupleAnswer = number | null;

const labels = (_question: unknown, partners: readonly Partner[] | undefined): string[] => [
  partners?.[0]?.name ?? 'Partner 1',
  partners?.[1]?.name ?? 'Partner 2',
];

export const shoeGameKind: KindModule<'shoeGame'> = {
  kind: 'shoeGame',
  skipsLeaderboard: false,
  needsPartners: true,
  settledByCouple: true,
  translatedList: null,
  ...optionParts(labels),
  // Settled when the answering ends (`coupleScore`): nothing is known yet when a guest answers.
  score: () => ({ correct: false, points: 0 }),
  shownParts: (_question, partners) => ({
    number: null,
    partnerPhotos: (partners ?? []).map((p) => p.photo ?? null),
  }),
  correctAnswer: () => null,
  answerText: () => null,
};

/**
 * A guest's points once the couple's answers are known: each partner who answered is worth an equal share
 * of the speed points (half each, the whole when only one answered), earned by predicting that
 * partner's pick. Right (`correct`) means every answer that counts was foreseen; nobody scores when
 * neither partner's answer counts.
 */
export function coupleScore(
  prediction: number,
  couple: readonly CoupleAnswer[],
  speedPoints: number,
): { correct: boolean; points: number } {
  const counted = couple.filter((a): a is number => a !== null);
  if (counted.length === 0) return { correct: false, points: 0 };
  const foreseen = counted.filter((a) => a === prediction).length;
  return {
    correct: foreseen === counted.length,
    points: Math.round((speedPoints * foreseen) / counted.length),
  };
}

/** Whether the couple agree: null until both answers count. */
export function coupleAgree(couple: readonly CoupleAnswer[]): boolean | null {
  const [first, second] = couple;
  return first === null || first === undefined || second === null || second === undefined
    ? null
    : first === second;
}

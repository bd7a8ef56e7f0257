/** No right answer: the room's votes; every voter gets the poll's flat points (default 0). */
import type { KindModule } from './kindModule';
import { optionParts } from './optionKind';

export const pollKind: KindModule<'poll'> = {
  kind: 'poll',
  skipsLeaderboard: true,
  needsPartners: false,
  settledByCouple: false,
  translatedList: 'options',
  ...optionParts((question) => question.options),
  score: (question) => ({ correct: false, points: question.points ?? 0 }),
  shownParts: () => ({ number: null, partnerPhotos: null }),
  correctAnswer: () => null,
  answerText: () => null,
};

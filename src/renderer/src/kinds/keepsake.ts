/**
 * How the room answered each kind, in the keepsake. A kind missing here does not compile (the record is over every QuestionKind); the other
 * parts of a kind are gathered the same way beside this file (./webKind).
 */
import type { QuestionKind } from '@shared/model/questionKinds';
import { choiceKeepsakeCard } from './choice/keepsake';
import { closestKeepsakeCard } from './closest/keepsake';
import { orderKeepsakeCard } from './order/keepsake';
import { pollKeepsakeCard } from './poll/keepsake';
import { shoeGameKeepsakeCard } from './shoeGame/keepsake';
import { trueFalseKeepsakeCard } from './trueFalse/keepsake';
import { whoSaidItKeepsakeCard } from './whoSaidIt/keepsake';
import type { KeepsakeKind } from './webKind';

export const KEEPSAKE_CARDS = {
  choice: choiceKeepsakeCard,
  trueFalse: trueFalseKeepsakeCard,
  whoSaidIt: whoSaidItKeepsakeCard,
  closest: closestKeepsakeCard,
  order: orderKeepsakeCard,
  poll: pollKeepsakeCard,
  shoeGame: shoeGameKeepsakeCard,
} satisfies Record<QuestionKind, KeepsakeKind>;

export function keepsakeCardFor(kind: QuestionKind): KeepsakeKind {
  return KEEPSAKE_CARDS[kind];
}

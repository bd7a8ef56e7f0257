/**
 * Each kind's answer on the big screen's reveal. A kind missing here does not compile (the record is over every QuestionKind); the other
 * parts of a kind are gathered the same way beside this file (./webKind).
 */
import type { QuestionKind } from '@shared/model/questionKinds';
import { choiceScreenReveal } from './choice/screen';
import { closestScreenReveal } from './closest/screen';
import { orderScreenReveal } from './order/screen';
import { pollScreenReveal } from './poll/screen';
import { shoeGameScreenReveal } from './shoeGame/screen';
import { trueFalseScreenReveal } from './trueFalse/screen';
import { whoSaidItScreenReveal } from './whoSaidIt/screen';
import type { ScreenKind } from './webKind';

export const SCREEN_REVEALS = {
  choice: choiceScreenReveal,
  trueFalse: trueFalseScreenReveal,
  whoSaidIt: whoSaidItScreenReveal,
  closest: closestScreenReveal,
  order: orderScreenReveal,
  poll: pollScreenReveal,
  shoeGame: shoeGameScreenReveal,
} satisfies Record<QuestionKind, ScreenKind>;

export function screenRevealFor(kind: QuestionKind): ScreenKind {
  return SCREEN_REVEALS[kind];
}

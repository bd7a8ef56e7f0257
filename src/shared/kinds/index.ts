/**
 * Every kind of question, by name: a kind missing any part of `KindModule` does not compile here, and
 * neither does a kind in `QUESTION_KINDS` without its module. The engine, the views, the results and the
 * editor's preview ask a question's module (`kindFor`) instead of switching on kinds.
 */
import { kindOf, type QuestionKind } from '../model/questionKinds';
import type { Question } from '../wire/questionSchemas';
import { choiceKind } from './choice';
import { closestKind } from './closest';
import type { KindModule } from './kindModule';
import { orderKind } from './order';
import { pollKind } from './poll';
import { shoeGameKind } from './shoeGame';
import { trueFalseKind } from './trueFalse';
import { whoSaidItKind } from './whoSaidIt';

export const KINDS = {
  choice: choiceKind,
  trueFalse: trueFalseKind,
  whoSaidIt: whoSaidItKind,
  closest: closestKind,
  order: orderKind,
  poll: pollKind,
  shoeGame: shoeGameKind,
} satisfies { [K in QuestionKind]: KindModule<K> };

/** The module of a question's kind, taking that question (its kind is the module's by `kindOf`). */
export function kindFor(question: Question): KindModule {
  return KINDS[kindOf(question)] as unknown as KindModule;
}

/** The module of a kind, for what does not need a question (`tapsOption`, `skipsLeaderboard`…). */
export function kindModule(kind: QuestionKind): KindModule {
  return KINDS[kind] as unknown as KindModule;
}

export type { AnswerValue, GivenAnswer, KindModule, KindReveal, QuestionOf, Scored } from './kindModule';

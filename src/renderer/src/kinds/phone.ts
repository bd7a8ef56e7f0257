/**
 * How a guest answers each kind on the phone. A kind missing here does not compile (the record is over every QuestionKind); the other
 * parts of a kind are gathered the same way beside this file (./webKind).
 */
import type { QuestionKind } from '@shared/model/questionKinds';
import { choicePhoneInput } from './choice/phone';
import { closestPhoneInput } from './closest/phone';
import { orderPhoneInput } from './order/phone';
import { pollPhoneInput } from './poll/phone';
import { shoeGamePhoneInput } from './shoeGame/phone';
import { trueFalsePhoneInput } from './trueFalse/phone';
import { whoSaidItPhoneInput } from './whoSaidIt/phone';
import type { PhoneKind } from './webKind';

export const PHONE_INPUTS = {
  choice: choicePhoneInput,
  trueFalse: trueFalsePhoneInput,
  whoSaidIt: whoSaidItPhoneInput,
  closest: closestPhoneInput,
  order: orderPhoneInput,
  poll: pollPhoneInput,
  shoeGame: shoeGamePhoneInput,
} satisfies Record<QuestionKind, PhoneKind>;

export function phoneInputFor(kind: QuestionKind): PhoneKind {
  return PHONE_INPUTS[kind];
}

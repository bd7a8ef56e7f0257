import { z } from 'zod';
import { KIND_SCHEMAS } from './kinds';

/**
 * An answer: an option's index (choice, true/false, who said it, poll), a number (closest) or the item
 * indexes in the order the guest put them (order). Whether it fits the question is the engine's call.
 */
// Every kind's answer on the wire: a number (an option's index is one too) or an order (./kinds).
export const answerValueSchema = z.union([KIND_SCHEMAS.closest.answer, KIND_SCHEMAS.order.answer]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

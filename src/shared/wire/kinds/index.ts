/**
 * Every kind's schemas, by name (the zod side of src/shared/kinds's `KINDS`): the quiz format's union and the
 * answers the wire accepts are built from these, and a kind without its schemas does not compile.
 */
import type { z } from 'zod';
import type { QuestionKind } from '../../model/questionKinds';
import { choiceSchemas } from './choice';
import { closestSchemas } from './closest';
import type { KindSchemas } from './common';
import { orderSchemas } from './order';
import { pollSchemas } from './poll';
import { shoeGameSchemas } from './shoeGame';
import { trueFalseSchemas } from './trueFalse';
import { whoSaidItSchemas } from './whoSaidIt';

export const KIND_SCHEMAS = {
  choice: choiceSchemas,
  trueFalse: trueFalseSchemas,
  whoSaidIt: whoSaidItSchemas,
  closest: closestSchemas,
  order: orderSchemas,
  poll: pollSchemas,
  shoeGame: shoeGameSchemas,
} satisfies { [K in QuestionKind]: KindSchemas<z.ZodType, z.ZodType> };

export type { KindSchemas } from './common';

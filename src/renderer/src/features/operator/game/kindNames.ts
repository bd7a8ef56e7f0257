import type { QuestionKind } from '@shared/model/questionKinds';

/** Each kind of question's name for the operator: its key in the operator catalog. */
export const KIND_NAME_KEYS = {
  choice: 'question.kinds.choice',
  trueFalse: 'question.kinds.trueFalse',
  whoSaidIt: 'question.kinds.whoSaidIt',
  closest: 'question.kinds.closest',
  order: 'question.kinds.order',
  poll: 'question.kinds.poll',
  shoeGame: 'question.kinds.shoeGame',
} as const satisfies Record<QuestionKind, string>;

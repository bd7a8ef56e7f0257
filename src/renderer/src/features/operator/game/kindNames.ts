import type { QuestionKind } from '@shared/questionKinds';

/** Each kind of question as the operator reads it. */
export const KIND_NAMES: Record<QuestionKind, string> = {
  choice: 'Multiple choice',
  trueFalse: 'True or false',
  whoSaidIt: 'Who said it',
  closest: 'Closest number',
  order: 'Put in order',
  poll: 'Poll',
};

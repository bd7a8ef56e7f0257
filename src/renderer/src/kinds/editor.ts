/**
 * Each kind's own fields in the quiz editor. A kind missing here does not compile (the record is over every QuestionKind); the other
 * parts of a kind are gathered the same way beside this file (./webKind).
 */
import type { QuestionKind } from '@shared/model/questionKinds';
import { choiceEditorFields } from './choice/editor';
import { closestEditorFields } from './closest/editor';
import { orderEditorFields } from './order/editor';
import { pollEditorFields } from './poll/editor';
import { shoeGameEditorFields } from './shoeGame/editor';
import { trueFalseEditorFields } from './trueFalse/editor';
import { whoSaidItEditorFields } from './whoSaidIt/editor';
import type { EditorKind } from './webKind';

export const EDITOR_FIELDS = {
  choice: choiceEditorFields,
  trueFalse: trueFalseEditorFields,
  whoSaidIt: whoSaidItEditorFields,
  closest: closestEditorFields,
  order: orderEditorFields,
  poll: pollEditorFields,
  shoeGame: shoeGameEditorFields,
} satisfies Record<QuestionKind, EditorKind>;

export function editorFieldsFor(kind: QuestionKind): EditorKind {
  return EDITOR_FIELDS[kind];
}

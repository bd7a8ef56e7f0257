import { QUESTION_KINDS, type QuestionKind } from '@shared/model/questionKinds';
import type { EditorT } from '../editorWords';

/** The kinds in the order of the picker: the model's own order. */
export const KIND_ORDER: readonly QuestionKind[] = QUESTION_KINDS;

/** A kind in plain words. */
export function kindName(kind: QuestionKind, t: EditorT): string {
  return t(`kinds.${kind}`);
}

/** What the guests do in a question of that kind. */
export function kindHint(kind: QuestionKind, t: EditorT): string {
  return t(`kinds.${kind}Hint`);
}

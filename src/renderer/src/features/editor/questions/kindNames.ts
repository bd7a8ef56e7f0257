import type { QuestionKind } from '@shared/wire/quiz';
import type { EditorT } from '../editorWords';

/** The kinds in the order of the picker. */
export const KIND_ORDER: readonly QuestionKind[] = [
  'choice',
  'trueFalse',
  'whoSaidIt',
  'closest',
  'order',
  'poll',
  'shoeGame',
];

/** A kind in plain words. */
export function kindName(kind: QuestionKind, t: EditorT): string {
  return t(`kinds.${kind}`);
}

/** What the guests do in a question of that kind. */
export function kindHint(kind: QuestionKind, t: EditorT): string {
  return t(`kinds.${kind}Hint`);
}

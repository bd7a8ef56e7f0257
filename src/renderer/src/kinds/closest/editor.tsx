import { ClosestFields } from './ClosestFields';
import type { EditorKind } from '../webKind';

export const closestEditorFields: EditorKind = ClosestFields;

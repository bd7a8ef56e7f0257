import { TrueFalseFields } from './TrueFalseFields';
import type { EditorKind } from '../webKind';

export const trueFalseEditorFields: EditorKind = TrueFalseFields;

import { WhoSaidItFields } from './WhoSaidItFields';
import type { EditorKind } from '../webKind';

export const whoSaidItEditorFields: EditorKind = WhoSaidItFields;

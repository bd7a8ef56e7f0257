import { OrderFields } from './OrderFields';
import type { EditorKind } from '../webKind';

export const orderEditorFields: EditorKind = OrderFields;

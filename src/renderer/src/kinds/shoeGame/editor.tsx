import { ShoeGameFields } from './ShoeGameFields';
import type { EditorKind } from '../webKind';

export const shoeGameEditorFields: EditorKind = ShoeGameFields;

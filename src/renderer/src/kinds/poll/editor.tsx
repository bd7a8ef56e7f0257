import { PollFields } from './PollFields';
import type { EditorKind } from '../webKind';

export const pollEditorFields: EditorKind = PollFields;

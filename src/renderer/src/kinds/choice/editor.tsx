import { OptionRows } from '../../features/editor/questions/OptionRows';
import type { EditorKind } from '../webKind';

export const choiceEditorFields: EditorKind = (props) => <OptionRows {...props} markCorrect />;

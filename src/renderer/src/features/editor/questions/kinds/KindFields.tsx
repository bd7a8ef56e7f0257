import { editorFieldsFor } from '../../../../kinds/editor';
import type { KindFieldsProps } from './kindFieldsProps';

/** The fields the question's kind needs, and only those: the kind's own (src/renderer/src/kinds/<kind>). */
export function KindFields(props: KindFieldsProps): React.JSX.Element {
  const EditorFields = editorFieldsFor(props.question.kind);
  return <EditorFields {...props} />;
}

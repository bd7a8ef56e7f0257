import { phoneInputFor } from '../../../kinds/phone';
import type { PhoneInputProps } from '../../../kinds/webKind';

/** How this kind of question is answered: the kind's own input (src/renderer/src/kinds/<kind>). */
export function AnswerInput(props: PhoneInputProps): React.JSX.Element {
  const PhoneInput = phoneInputFor(props.question.kind);
  return <PhoneInput {...props} />;
}

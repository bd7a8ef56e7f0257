import { choicePhoneInput } from '../choice/phone';
import type { PhoneKind } from '../webKind';

/** A poll is answered as a choice is: lettered buttons. */
export const pollPhoneInput: PhoneKind = choicePhoneInput;

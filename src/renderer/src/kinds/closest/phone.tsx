import { ClosestForm } from './ClosestForm';
import type { PhoneKind } from '../webKind';

// The form shows its own refusal, under the number it keeps for the guest to fix.
export const closestPhoneInput: PhoneKind = ({ question, refusal, refused, onAnswer }) => (
  <ClosestForm
    range={question.number ?? { min: 0, max: 0, unit: null }}
    initialText={typeof refused === 'number' ? String(refused) : ''}
    refusal={refusal}
    onAnswer={onAnswer}
  />
);

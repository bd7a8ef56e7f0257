import { RefusalNote } from '../../features/player/answering/RefusalNote';
import { OrderPicker } from './OrderPicker';
import type { PhoneKind } from '../webKind';

export const orderPhoneInput: PhoneKind = ({ question, refusal, onAnswer }) => (
  <>
    <RefusalNote refusal={refusal} />
    <OrderPicker options={question.options} itemIds={question.itemIds ?? []} onAnswer={onAnswer} />
  </>
);

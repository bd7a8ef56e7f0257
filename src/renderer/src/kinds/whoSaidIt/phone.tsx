import { RefusalNote } from '../../features/player/answering/RefusalNote';
import { WhoSaidItButtons } from './WhoSaidItButtons';
import type { PhoneKind } from '../webKind';

export const whoSaidItPhoneInput: PhoneKind = ({ question, refusal, onAnswer }) => (
  <>
    <RefusalNote refusal={refusal} />
    <WhoSaidItButtons options={question.options} photos={question.partnerPhotos} onAnswer={onAnswer} />
  </>
);

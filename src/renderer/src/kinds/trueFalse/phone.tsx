import { AnswerButtons } from '../../features/player/answering/AnswerButtons';
import { RefusalNote } from '../../features/player/answering/RefusalNote';
import type { PhoneKind } from '../webKind';

export const trueFalsePhoneInput: PhoneKind = ({ question, refusal, onAnswer }) => (
  <>
    <RefusalNote refusal={refusal} />
    <AnswerButtons options={question.options} onAnswer={onAnswer} variant="words" />
  </>
);

/**
 * What a kind of question is in the web app: the guest's input on the phone, the reveal on the big
 * screen, the fields in the quiz editor and the card in the keepsake. One folder per kind (./<kind>, a
 * file per part), each part gathered over every kind by its page (./phone, ./screen, ./editor,
 * ./keepsake), so the phone's page never loads the editor's or the keepsake's code. The server's side of
 * a kind is src/shared/kinds/<kind>.ts.
 */
import type { ComponentType } from 'react';
import type { AnswerValue, ShownQuestion } from '@shared/wire/payloads';
import type { KindFieldsProps } from '../features/editor/questions/kinds/kindFieldsProps';
import type { RevealProps } from '../features/screen/stage/OptionReveal';
import type { QuestionResult } from '../net/apiTypes';

export interface PhoneInputProps {
  question: ShownQuestion;
  /** The server refused the last answer to this question: why, to show beside the answer. */
  refusal: string | null;
  /** That refused answer, so the guest can fix it rather than start again. */
  refused: AnswerValue | null;
  onAnswer: (answer: AnswerValue) => void;
}

/** How a guest answers on the phone. */
export type PhoneKind = ComponentType<PhoneInputProps>;
/** The answer, the hero of the big screen's reveal. */
export type ScreenKind = ComponentType<RevealProps>;
/** The kind's own fields in the quiz editor. */
export type EditorKind = ComponentType<KindFieldsProps>;
/** How the room answered, in the printable keepsake. */
export type KeepsakeKind = ComponentType<{ question: QuestionResult }>;

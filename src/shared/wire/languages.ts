/** The language codes with their schemas for the wire (the codes alone: languageCodes.ts). */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../model/languageCodes';

export { LANGUAGE_CODES, QUIZ_DEFAULT_LANGUAGE, type LanguageCode } from '../model/languageCodes';

export const UNKNOWN_LANGUAGE_MESSAGE = `Choose one of the app's languages (${LANGUAGE_CODES.join(', ')}).`;

export const languageCodeSchema = z.enum(LANGUAGE_CODES, { error: UNKNOWN_LANGUAGE_MESSAGE });

/** The operator's choice of the big screen's language; `language` null: back to the quiz's. */
export const setDisplayLanguageSchema = z.strictObject({ language: languageCodeSchema.nullable() });
export type SetDisplayLanguagePayload = z.infer<typeof setDisplayLanguageSchema>;

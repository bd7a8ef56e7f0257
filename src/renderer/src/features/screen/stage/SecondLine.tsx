import type { LanguageCode } from '@shared/wire/quiz';
import type { ShownQuestion } from '@shared/wire/questionView';
import { secondLine } from '../../../i18n/quizTexts';
import './SecondLine.css';

/** A text in a bilingual quiz's second language, null where it is missing or the same as the main one. */
export interface SecondText {
  language: LanguageCode;
  text: string | null;
}

/**
 * The second language under the first, smaller: the big screen shows a bilingual quiz in both
 * ("Where did they meet?" / "¿Dónde se conocieron?"). Marked with its language, for screen readers
 * and the right glyphs.
 */
export function SecondLine({ second }: { second: SecondText | null | undefined }): React.JSX.Element | null {
  if (!second?.text) return null;
  return (
    <span className="second-line" lang={second.language} dir="auto" data-testid="second-line">
      {second.text}
    </span>
  );
}

/** The second-language texts of a list (options, items), in its order, or null for a one-language quiz. */
export function secondList(
  main: readonly string[],
  language: LanguageCode | undefined,
  translated: readonly (string | null)[] | null | undefined,
): (SecondText | null)[] | null {
  if (!language || !translated) return null;
  return main.map((text, i) => ({ language, text: secondLine(text, translated[i]) }));
}

/** The question's own text in the second language. */
export function secondQuestion(question: ShownQuestion): SecondText | null {
  const second = question.second;
  return second ? { language: second.language, text: secondLine(question.text, second.text) } : null;
}

/** A text and its translation measured together: the size tiers must leave room for both. */
export function withSecond(text: string, second: SecondText | null | undefined): string {
  return second?.text ? `${text} ${second.text}` : text;
}

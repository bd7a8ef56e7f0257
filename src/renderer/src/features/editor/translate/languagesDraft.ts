import type { LanguageCode, Quiz } from '@shared/wire/quiz';

/**
 * The quiz's languages as the form holds them, with the quiz-wide texts in the second language (each
 * question keeps its own in `QuestionDraft.second`, each table its `secondName`). Turning the second
 * language off keeps the translations in the form, so turning it back on loses nothing; they are saved
 * only while a second language is chosen.
 */
export interface LanguagesDraft {
  /** Null: the quiz names no language (it is in English) and is saved without one until one is chosen. */
  main: LanguageCode | null;
  second: LanguageCode | null;
  title: string;
  sideNames: [string, string];
}

/** A question's texts in the second language; the lists follow the main lists' order. */
export interface SecondDraft {
  text: string;
  options: string[];
  items: string[];
  explanation: string;
  unit: string;
}

export const emptySecond = (): SecondDraft => ({
  text: '',
  options: [],
  items: [],
  explanation: '',
  unit: '',
});

export function toLanguagesDraft(quiz: Quiz): LanguagesDraft {
  const sides = quiz.second?.sideNames;
  return {
    main: quiz.language ?? null,
    second: quiz.secondLanguage ?? null,
    title: quiz.second?.title ?? '',
    sideNames: sides ? [sides[0], sides[1]] : ['', ''],
  };
}

export function toSecondDraft(second: Quiz['questions'][number]['second']): SecondDraft {
  return {
    text: second?.text ?? '',
    options: [...(second?.options ?? [])],
    items: [...(second?.items ?? [])],
    explanation: second?.explanation ?? '',
    unit: second?.unit ?? '',
  };
}

const typed = (text: string): boolean => text.trim() !== '';

/** A translated list cut to its main list's length, without the empty entries at its end. */
function listOut(list: readonly string[], length: number): string[] {
  const kept = list.slice(0, length);
  while (kept.length > 0 && !typed(kept[kept.length - 1] ?? '')) kept.pop();
  return kept;
}

/** The fields of a quiz's second texts that were typed, or nothing at all. */
function typedFields(fields: Record<string, string | string[] | undefined>): object {
  const kept = Object.entries(fields).filter(([, v]) =>
    Array.isArray(v) ? v.length > 0 : v !== undefined && typed(v),
  );
  return Object.fromEntries(kept);
}

/** The quiz's `language`, `secondLanguage` and quiz-wide `second` texts, as the format wants them. */
export function languagesOut(languages: LanguagesDraft, sidesNamed: boolean): object {
  const second = languages.second ? typedFields({ title: languages.title }) : {};
  const sides =
    languages.second && sidesNamed && languages.sideNames.some(typed) ? languages.sideNames : null;
  const quizSecond = { ...second, ...(sides ? { sideNames: [...sides] } : {}) };
  return {
    ...(languages.main ? { language: languages.main } : {}),
    ...(languages.second ? { secondLanguage: languages.second } : {}),
    ...(Object.keys(quizSecond).length > 0 ? { second: quizSecond } : {}),
  };
}

/** Which of a question's lists its kind translates. */
export interface SecondLists {
  options: number;
  items: number;
  unit: boolean;
}

/** A question's `second` texts as the format wants them (only what was typed), or nothing. */
export function secondOut(second: SecondDraft, lists: SecondLists): object {
  const fields = typedFields({
    text: second.text,
    options: listOut(second.options, lists.options),
    items: listOut(second.items, lists.items),
    explanation: second.explanation,
    unit: lists.unit ? second.unit : undefined,
  });
  return Object.keys(fields).length > 0 ? { second: fields } : {};
}

/** Answers and answer keys in words, for the keepsake and the CSV files, for every kind of question. */
import { kindFor } from '@shared/kinds';
import { kindOf, type Partner, type Question, type QuestionResult } from '@shared/index';

/** A question's line in the results: what there was to answer, and the right answer in words. */
export function questionResult(question: Question, partners: readonly Partner[] | undefined): QuestionResult {
  const kind = kindFor(question);
  const labels = kind.labels(question, partners);
  return {
    kind: kindOf(question),
    text: question.text,
    options: labels,
    correct: 'correct' in question ? question.correct : null,
    answerText: kind.answerText(question, partners),
    explanation: question.explanation ?? null,
    tolerance: 'tolerance' in question ? question.tolerance : null,
    responses: kind.tapsOption ? labels.map(() => 0) : [],
    answered: 0,
    correctCount: 0,
  };
}

/** One guest's answer: `short` (the option letter, the number, the item numbers) and in words. */
export function answerInWords(
  question: Question,
  answer: number | readonly number[],
  partners: readonly Partner[] | undefined,
): { short: string; text: string } {
  return kindFor(question).answerInWords(question, answer, partners);
}

/** Answers and answer keys in words, for the keepsake and the CSV files, for every kind of question. */
import {
  kindOf,
  isOptionKind,
  OPTION_LABELS,
  optionLabels,
  type Partner,
  type Question,
  type QuestionResult,
} from '@shared/index';

/** A number with its unit: "42 km". */
export function withUnit(value: number, unit: string | undefined): string {
  return unit ? `${value} ${unit}` : String(value);
}

/** A question's line in the results: what there was to answer, and the right answer in words. */
export function questionResult(question: Question, partners: readonly Partner[] | undefined): QuestionResult {
  const kind = kindOf(question);
  const labels = optionLabels(question, partners);
  const correct = 'correct' in question ? question.correct : null;
  return {
    kind,
    text: question.text,
    options: labels,
    correct,
    answerText:
      correct !== null
        ? (labels[correct] ?? null)
        : question.kind === 'closest'
          ? withUnit(question.answer, question.unit)
          : question.kind === 'order'
            ? question.items.join(' → ')
            : null,
    explanation: question.explanation ?? null,
    tolerance: question.kind === 'closest' ? question.tolerance : null,
    responses: isOptionKind(kind) ? labels.map(() => 0) : [],
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
  const labels = optionLabels(question, partners);
  if (typeof answer !== 'number') {
    return {
      short: answer.map((i) => i + 1).join(' → '),
      text: answer.map((i) => labels[i] ?? '').join(' → '),
    };
  }
  if (question.kind === 'closest') return { short: String(answer), text: withUnit(answer, question.unit) };
  return { short: OPTION_LABELS[answer] ?? String(answer), text: labels[answer] ?? '' };
}

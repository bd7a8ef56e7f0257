/** What the kinds answered by tapping one option share: an index checked against the options. */
import type { Partner } from '../wire/questionSchemas';
import type { AnswerValue, KindModule, QuestionOf } from './kindModule';
import { OPTION_LABELS } from './labels';

type OptionKind = 'choice' | 'trueFalse' | 'whoSaidIt' | 'poll' | 'shoeGame';

/** The parts every option kind has the same way; the kind adds its labels and its scoring. */
export function optionParts<K extends OptionKind>(
  labels: (question: QuestionOf<K>, partners: readonly Partner[] | undefined) => string[],
): Pick<
  KindModule<K>,
  'tapsOption' | 'labels' | 'answerProblem' | 'itemOrder' | 'answerInWords' | 'reveal' | 'secondReveal'
> {
  return {
    tapsOption: true,
    labels,
    answerProblem: (question, answer) =>
      isOptionIndex(answer, labels(question, undefined).length) ? null : 'That option does not exist.',
    itemOrder: () => null,
    answerInWords: (question, answer, partners) => {
      const index = answer as number;
      return { short: OPTION_LABELS[index] ?? String(index), text: labels(question, partners)[index] ?? '' };
    },
    reveal: () => ({ order: null, closest: null }),
    secondReveal: () => null,
  };
}

/** The kinds with one right option (`correct`): full speed points for it, none for the others. */
export function rightOptionParts<K extends Exclude<OptionKind, 'poll'>>(
  labels: (question: QuestionOf<K>, partners: readonly Partner[] | undefined) => string[],
): Pick<KindModule<K>, 'score' | 'correctAnswer' | 'answerText'> {
  const correctOf = (question: QuestionOf<K>): number => (question as { correct: number }).correct;
  return {
    score: (question, answer, speedPoints) => {
      const correct = answer === correctOf(question);
      return { correct, points: correct ? speedPoints : 0 };
    },
    correctAnswer: correctOf,
    answerText: (question, partners) => labels(question, partners)[correctOf(question)] ?? null,
  };
}

function isOptionIndex(answer: AnswerValue, count: number): boolean {
  return typeof answer === 'number' && Number.isInteger(answer) && answer >= 0 && answer < count;
}

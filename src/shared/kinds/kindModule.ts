/**
 * What a kind of question is, as one module per kind (./choice, ./closest, …) gathered in `KINDS`
 * (./index): how an answer is checked and scored, what a phone sees before and after the reveal, the
 * reveal's summary and the answer in words. No zod here: the engine runs on these (the kinds' schemas
 * are in ../wire/kinds).
 */
import type { QuestionKind } from '../model/questionKinds';
import type { Partner, Question } from '../wire/questionSchemas';
import type { ClosestReveal, ShownQuestion } from '../wire/questionView';

/** An option's index; a number (`closest`); item indexes in the guest's order (`order`). */
export type AnswerValue = number | readonly number[];

/** The questions of one kind (a `choice` may leave out its `kind`). */
export type QuestionOf<K extends QuestionKind> = Extract<Question, { kind?: K }>;

export interface Scored {
  /** Right (for `closest`: within the tolerance; for `order`: the exact order; a poll never). */
  correct: boolean;
  points: number;
}

/** One guest's answer as the reveal's summary reads it. */
export interface GivenAnswer {
  readonly playerId: string;
  readonly answer: AnswerValue;
  readonly elapsedMs: number;
}

/** What a kind adds to the reveal; null where it adds nothing. */
export interface KindReveal {
  /** `order`: the items in the right order. */
  order: string[] | null;
  /** `closest`, big screen and operator only. */
  closest: ClosestReveal | null;
}

export interface KindModule<K extends QuestionKind = QuestionKind> {
  readonly kind: K;
  /** Answered by tapping one of `labels` (the answer is its index): the results count each option. */
  readonly tapsOption: boolean;
  /** The leaderboard after this kind's reveal is skipped (a poll changes no places). */
  readonly skipsLeaderboard: boolean;
  /** The quiz must name the couple (the options are their names). */
  readonly needsPartners: boolean;
  /**
   * The couple's answers on their own phones are the key (the shoe game): a guest's points are settled
   * when the answering ends (`coupleScore` in ./shoeGame), not when they answer.
   */
  readonly settledByCouple: boolean;
  /** The question's list the second language translates in the options' place. */
  readonly translatedList: 'options' | 'items' | null;
  /** What a guest taps, in the quiz's order: the options, the items for `order`, none for `closest`. */
  labels(question: QuestionOf<K>, partners: readonly Partner[] | undefined): string[];
  /** Why this answer does not fit the question; null when it does. */
  answerProblem(question: QuestionOf<K>, answer: AnswerValue): string | null;
  /** The points of a checked answer: the speed points scaled by how right it is. */
  score(question: QuestionOf<K>, answer: AnswerValue, speedPoints: number): Scored;
  /** The order phones show the items in (`order`: shuffled per game and question); null otherwise. */
  itemOrder(question: QuestionOf<K>, gameId: string, questionNo: number): number[] | null;
  /** The kind's parts of the question as shown: a guess's range, the couple's photos. */
  shownParts(
    question: QuestionOf<K>,
    partners: readonly Partner[] | undefined,
  ): Pick<ShownQuestion, 'number' | 'partnerPhotos'>;
  /** What a phone gets as the answer at the reveal: the right option, the number; null otherwise. */
  correctAnswer(question: QuestionOf<K>): number | null;
  /** The answer key in words ("James", "14 countries", "A → B → C"); null for a poll. */
  answerText(question: QuestionOf<K>, partners: readonly Partner[] | undefined): string | null;
  /** One guest's answer: `short` (the option letter, the number, the item numbers) and in words. */
  answerInWords(
    question: QuestionOf<K>,
    answer: AnswerValue,
    partners: readonly Partner[] | undefined,
  ): { short: string; text: string };
  /** What the kind adds to the reveal; `nameOf` names a guest (only the nearest few are asked). */
  reveal(
    question: QuestionOf<K>,
    answers: readonly GivenAnswer[],
    nameOf: (playerId: string) => string,
    forPhone: boolean,
  ): KindReveal;
  /** The second language's texts of what the reveal adds (`order`'s items); null otherwise. */
  secondReveal(question: QuestionOf<K>): (string | null)[] | null;
}

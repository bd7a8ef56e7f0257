import type { RecordedAnswer } from './types';

/** Every answer of a game: one map per question, player id -> the player's first answer. */
export class AnswerBook {
  private answers: Map<string, RecordedAnswer>[];

  constructor(questionCount: number) {
    this.answers = Array.from({ length: questionCount }, () => new Map());
  }

  /** A new quiz (before the start): a fresh book. */
  reset(questionCount: number): void {
    this.answers = Array.from({ length: questionCount }, () => new Map());
  }

  /** The question's answers; undefined for a question the quiz does not have. */
  forQuestion(questionNo: number): Map<string, RecordedAnswer> | undefined {
    return this.answers[questionNo];
  }

  record(questionNo: number, answer: RecordedAnswer): void {
    this.answers[questionNo]?.set(answer.playerId, answer);
  }

  of(playerId: string, questionNo: number): RecordedAnswer | undefined {
    return this.answers[questionNo]?.get(playerId);
  }

  /** Answers to a question from players still in the game. */
  countFrom(questionNo: number, inGame: (playerId: string) => boolean): number {
    let count = 0;
    for (const id of this.answers[questionNo]?.keys() ?? []) if (inGame(id)) count++;
    return count;
  }

  /** Responses per option, from players still in the game: always four numbers. */
  responseCounts(questionNo: number, inGame: (playerId: string) => boolean): number[] {
    const counts = [0, 0, 0, 0];
    for (const a of this.answers[questionNo]?.values() ?? []) {
      // Only an option's index counts here (a number guess or an order has no option).
      if (
        typeof a.answer === 'number' &&
        Number.isInteger(a.answer) &&
        a.answer >= 0 &&
        a.answer < counts.length
      ) {
        if (inGame(a.playerId)) counts[a.answer] = (counts[a.answer] ?? 0) + 1;
      }
    }
    return counts;
  }

  /** The question's answers from players still in the game, in the order they came. */
  answersFrom(questionNo: number, inGame: (playerId: string) => boolean): RecordedAnswer[] {
    return [...(this.answers[questionNo]?.values() ?? [])].filter((a) => inGame(a.playerId));
  }

  all(): { questionNo: number; answer: RecordedAnswer }[] {
    return this.answers.flatMap((map, questionNo) =>
      [...map.values()].map((answer) => ({ questionNo, answer })),
    );
  }
}

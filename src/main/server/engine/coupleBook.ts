import type { CoupleAnswer } from '@shared/kinds/shoeGame';

/** One shoe-game question's couple: what each partner picked, and how it got there. */
export interface CoupleRound {
  /** Each partner's pick (0 or 1, a partner's name); null: none (yet). */
  readonly answers: [CoupleAnswer, CoupleAnswer];
  /** The operator entered that partner's pick after the answering (the room shouted it). */
  readonly entered: [boolean, boolean];
  /** The operator chose to score on the other partner's pick alone. */
  readonly alone: [boolean, boolean];
  /** The answering has ended: the picks are the key and the guests were scored on them. */
  settled: boolean;
  /** The guests connected without an answer when it ended: their table's average counts them. */
  waiting: readonly string[];
}

/** Every shoe-game question's couple, by question number. */
export class CoupleBook {
  private readonly rounds = new Map<number, CoupleRound>();

  reset(): void {
    this.rounds.clear();
  }

  of(questionNo: number): CoupleRound | undefined {
    return this.rounds.get(questionNo);
  }

  /** The question's round, made on first use. */
  round(questionNo: number): CoupleRound {
    let round = this.rounds.get(questionNo);
    if (!round) {
      round = {
        answers: [null, null],
        entered: [false, false],
        alone: [false, false],
        settled: false,
        waiting: [],
      };
      this.rounds.set(questionNo, round);
    }
    return round;
  }
}

import { coupleScore } from '@shared/kinds/shoeGame';
import { kindFor } from '@shared/kinds';
import { GameState } from '@shared/model/gameState';
import { AnsweringGame } from './answeringGame';
import { CoupleBook, type CoupleRound } from './coupleBook';
import { OK, reject } from './outcome';
import type { Command, Outcome } from './types';

type CoupleAnswerCommand = Extract<Command, { type: 'coupleAnswer' }>;
type CoupleSettleCommand = Extract<Command, { type: 'coupleSettle' }>;

/**
 * The shoe game (issue 30): the couple's picks on their own phones are the key. A partner may change
 * their pick while the answering runs; when it ends the guests are scored on the picks. At the reveal
 * the operator may enter a missing pick or score on the other alone: the question is scored again.
 */
export abstract class CoupleGame extends AnsweringGame {
  protected readonly couples = new CoupleBook();

  /** The couple of a question (the current one by default); undefined before anyone picked. */
  coupleOf(questionNo = this.questionNumber): CoupleRound | undefined {
    return this.couples.of(questionNo);
  }

  /** A shoe-game question also waits for both partners' picks before it ends early. */
  override everyConnectedAnswered(): boolean {
    if (!super.everyConnectedAnswered()) return false;
    const question = this.quiz.questions[this.questionNumber];
    if (!question || !kindFor(question).settledByCouple) return true;
    const round = this.couples.of(this.questionNumber);
    return round !== undefined && round.answers.every((a) => a !== null);
  }

  protected checkCoupleAnswer(c: CoupleAnswerCommand): Outcome {
    const shoe = this.checkShoeQuestion(c.questionNo);
    if (!shoe.ok) return shoe;
    if (this.state !== GameState.SHOW_QUESTION_OPTIONS) {
      return reject('answersClosed', 'Answers are closed right now.');
    }
    return this.timer.isUpAt(c.at) ? reject('tooLate', "Time's up for this question.") : OK;
  }

  protected coupleAnswer(c: CoupleAnswerCommand): Outcome {
    const check = this.checkCoupleAnswer(c);
    if (!check.ok) return check;
    this.couples.round(c.questionNo).answers[c.partner] = c.answer;
    return OK;
  }

  protected checkCoupleSettle(c: CoupleSettleCommand): Outcome {
    const shoe = this.checkShoeQuestion(c.questionNo);
    if (!shoe.ok) return shoe;
    const round = this.couples.of(c.questionNo);
    if (this.state !== GameState.SHOW_CORRECT_ANSWER || !round?.settled) {
      return reject('answersClosed', 'A missing answer can be entered at the reveal only.');
    }
    if (round.answers[c.partner] !== null && !round.entered[c.partner]) {
      return reject('alreadyAnswered', 'That partner answered on their phone.');
    }
    return OK;
  }

  protected coupleSettle(c: CoupleSettleCommand): Outcome {
    const check = this.checkCoupleSettle(c);
    if (!check.ok) return check;
    const round = this.couples.round(c.questionNo);
    round.answers[c.partner] = c.answer;
    round.entered[c.partner] = c.answer !== null;
    round.alone[c.partner] = c.answer === null;
    this.scoreCouple(c.questionNo, round);
    return OK;
  }

  /** The answering of a shoe-game question ends: the picks so far are the key. */
  protected settleCouple(questionNo: number, waiting: readonly string[]): void {
    const question = this.quiz.questions[questionNo];
    if (!question || !kindFor(question).settledByCouple) return;
    const round = this.couples.round(questionNo);
    round.settled = true;
    round.waiting = [...waiting];
    this.scoreCouple(questionNo, round);
  }

  /** Scores every guest's prediction on the couple's picks (again, when the operator changed one). */
  private scoreCouple(questionNo: number, round: CoupleRound): void {
    const answers = this.answers.forQuestion(questionNo);
    if (!answers) return;
    for (const old of [...answers.values()]) {
      if (typeof old.answer !== 'number') continue;
      const { correct, points } = coupleScore(old.answer, round.answers, old.speed ?? 0);
      const player = this.playerById(old.playerId) ?? this.everyone().find((p) => p.id === old.playerId);
      if (player) {
        player.score += points - old.points;
        player.correctTimeMs += (correct ? old.elapsedMs : 0) - (old.correct ? old.elapsedMs : 0);
      }
      this.answers.record(questionNo, { ...old, correct, points });
    }
    if (this.playsInTeams) {
      this.teamBook.closeRound(questionNo, this.everyone(), answers, new Set(round.waiting));
    }
  }

  private checkShoeQuestion(questionNo: number): Outcome {
    const question = this.quiz.questions[questionNo];
    if (questionNo !== this.questionNumber || !question) {
      return reject('wrongQuestion', 'That question is not open any more.');
    }
    return kindFor(question).settledByCouple
      ? OK
      : reject('wrongQuestion', 'This is not a shoe-game question.');
  }
}

import { kindFor, type AnswerValue } from '@shared/kinds';
import { answerSecondsFor } from '@shared/model/answerSeconds';
import { GameState } from '@shared/model/gameState';
import type { Timings } from '@shared/wire/quiz';
import { OK, reject } from './outcome';
import { pointsFor } from './scoring';
import { TimedGame } from './timedGame';
import type { Outcome } from './types';

/** The game with its answers: checking and scoring a guest's answer. The game (./game) adds the rest. */
export abstract class AnsweringGame extends TimedGame {
  abstract timings: Timings;

  protected answer(playerId: string, questionNo: number, choice: AnswerValue, at: number): Outcome {
    const check = this.checkAnswer(playerId, questionNo, choice, at);
    if (!check.ok) return check;
    const player = this.playerById(playerId);
    const question = this.quiz.questions[questionNo];
    if (!player || !question) return reject('wrongQuestion', 'That question is not open any more.');
    const elapsedMs = this.timer.answeringMs(at);
    // Scored against the limit the countdown started with, whatever the settings say now.
    const limitMs = this.durationMs ?? answerSecondsFor(this.quiz, this.timings, questionNo) * 1000;
    const kind = kindFor(question);
    const speed = pointsFor(elapsedMs, limitMs);
    const { correct, points } = kind.score(question, choice, speed);
    const team = player.team;
    const record = { playerId, answer: choice, elapsedMs, correct, points, at, team };
    // The shoe game keeps the speed points: the couple's picks decide them when the answering ends.
    this.answers.record(questionNo, kind.settledByCouple ? { ...record, speed } : record);
    player.score += points;
    if (correct) player.correctTimeMs += elapsedMs;
    this.tallyAnswer(player);
    return OK;
  }

  protected checkAnswer(playerId: string, questionNo: number, choice: AnswerValue, at: number): Outcome {
    const player = this.playerById(playerId);
    if (!player) return reject('unknownPlayer', 'Please join the game first.');
    if (this.state !== GameState.SHOW_QUESTION_OPTIONS) {
      return reject('answersClosed', 'Answers are closed right now.');
    }
    if (questionNo !== this.questionNumber) {
      return reject('wrongQuestion', 'That question is not open any more.');
    }
    if (this.timer.isUpAt(at)) return reject('tooLate', "Time's up for this question.");
    const question = this.quiz.questions[questionNo];
    const answers = this.answers.forQuestion(questionNo);
    if (!question || !answers) return reject('wrongQuestion', 'That question is not open any more.');
    if (answers.has(playerId)) return reject('alreadyAnswered', 'You have already answered this question.');
    const problem = kindFor(question).answerProblem(question, choice);
    return problem === null ? OK : reject('noSuchOption', problem);
  }
}

import { type QuestionResult, type ResultsSummary } from '@shared/index';
import type { GameReader } from '../engine/gameReader';
import { publicEntry } from '../engine/ranking';
import { answerInWords, questionResult } from './answerWords';

export function resultsSummary(game: GameReader): ResultsSummary {
  const active = new Set(game.activePlayers().map((p) => p.id));
  const questions: QuestionResult[] = game.quiz.questions.map((q) => questionResult(q, game.quiz.partners));
  for (const { questionNo, answer } of game.allAnswers()) {
    const result = questions[questionNo];
    if (!result || !active.has(answer.playerId)) continue;
    if (typeof answer.answer === 'number' && result.responses[answer.answer] !== undefined) {
      result.responses[answer.answer] = (result.responses[answer.answer] ?? 0) + 1;
    }
    result.answered++;
    if (answer.correct) result.correctCount++;
  }
  return {
    gameId: game.id,
    title: game.quiz.title,
    coupleNames: game.quiz.coupleNames,
    eventDate: game.quiz.eventDate,
    startedAt: game.createdAt,
    standings: game.standings().map(publicEntry),
    questions,
  };
}

/**
 * One CSV field: quoted when needed, and never read as a formula by a spreadsheet. A field with a
 * `;` is quoted too: spreadsheets in many locales split at semicolons, and would read `x;=2+5` as a
 * cell `x` and a formula. Quoted, it stays one cell, whose start is the only one that can be a formula.
 */
export function csvField(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv(rows: (string | number | boolean)[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Final standings: one line per player still in the game. */
export function standingsCsv(game: GameReader): string {
  const byId = new Map(game.activePlayers().map((p) => [p.id, p]));
  const correctCount = new Map<string, number>();
  for (const { answer } of game.allAnswers()) {
    if (answer.correct) correctCount.set(answer.playerId, (correctCount.get(answer.playerId) ?? 0) + 1);
  }
  const rows = game.standings().map((e) => {
    const player = byId.get(e.playerId);
    return [
      e.rank,
      e.player_name,
      e.score,
      correctCount.get(e.playerId) ?? 0,
      seconds(player?.correctTimeMs ?? 0),
    ];
  });
  return csv([['rank', 'player', 'score', 'correct_answers', 'correct_answer_time_s'], ...rows]);
}

/** Every answer: player, question, the answer (option letter, number or order) and in words, correct, points, time. */
export function answersCsv(game: GameReader): string {
  const names = new Map(game.activePlayers().map((p) => [p.id, p.name]));
  const rows: (string | number | boolean)[][] = [];
  const answers = game
    .allAnswers()
    .filter(({ answer }) => names.has(answer.playerId))
    .sort((a, b) => a.questionNo - b.questionNo || a.answer.at - b.answer.at);
  for (const { questionNo, answer } of answers) {
    const question = game.quiz.questions[questionNo];
    const words = question
      ? answerInWords(question, answer.answer, game.quiz.partners)
      : { short: '', text: '' };
    rows.push([
      names.get(answer.playerId) ?? '',
      questionNo + 1,
      question?.text ?? '',
      words.short,
      words.text,
      answer.correct,
      answer.points,
      seconds(answer.elapsedMs),
    ]);
  }
  return csv([
    ['player', 'question_number', 'question', 'option', 'option_text', 'correct', 'points', 'time_s'],
    ...rows,
  ]);
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}

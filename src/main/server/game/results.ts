import { type QuestionResult, type ResultsSummary } from '@shared/index';
import type { GameReader } from '../engine/gameReader';
import { shownEntry } from '../engine/ranking';
import { shownName } from '../engine/shownName';
import { answerInWords, questionResult } from './answerWords';
import { csv, type CsvCell } from './csv';
import { resultsPlayMode, resultsTeams, teamColumns } from './teamResults';
import { wallPhotos } from './photoViews';
import { visibleWishes } from './wishViews';

export { csvField } from './csv';

export function resultsSummary(game: GameReader): ResultsSummary {
  const active = new Set(game.activePlayers().map((p) => p.id));
  const teamOf = new Map(game.activePlayers().map((p) => [p.id, p.team]));
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
  // The shoe game: the couple's picks, once the answering of the question ended.
  questions.forEach((result, questionNo) => {
    const round = game.coupleOf(questionNo);
    if (round?.settled) result.couple = { answers: [round.answers[0], round.answers[1]] };
  });
  return {
    gameId: game.id,
    title: game.quiz.title,
    coupleNames: game.quiz.coupleNames,
    eventDate: game.quiz.eventDate,
    startedAt: game.createdAt,
    playMode: resultsPlayMode(game),
    standings: game.standings().map((e) => ({ ...shownEntry(e), team: teamOf.get(e.playerId) ?? null })),
    teams: resultsTeams(game),
    questions,
    wishes: visibleWishes(game),
    photos: wallPhotos(game),
  };
}

/** Final standings: one line per player still in the game (with their table or side in a team game). */
export function standingsCsv(game: GameReader): string {
  const byId = new Map(game.activePlayers().map((p) => [p.id, p]));
  const correctCount = new Map<string, number>();
  for (const { answer } of game.allAnswers()) {
    if (answer.correct) correctCount.set(answer.playerId, (correctCount.get(answer.playerId) ?? 0) + 1);
  }
  const team = teamColumns(game);
  const rows = game.standings().map((e) => {
    const player = byId.get(e.playerId);
    return [
      e.rank,
      shownEntry(e).player_name,
      ...team.cells(player),
      e.score,
      correctCount.get(e.playerId) ?? 0,
      seconds(player?.correctTimeMs ?? 0),
    ];
  });
  const headers = ['rank', 'player', ...team.headers, 'score', 'correct_answers', 'correct_answer_time_s'];
  return csv([headers, ...rows]);
}

/** Every answer: player, question, the answer (option letter, number or order) and in words, correct, points, time. */
export function answersCsv(game: GameReader): string {
  const names = new Map(game.activePlayers().map((p) => [p.id, shownName(p)]));
  const rows: CsvCell[][] = [];
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

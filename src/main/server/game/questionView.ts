/**
 * A question and its reveal as each screen sees them, for every kind. Phones never get the answer key
 * before SHOW_CORRECT_ANSWER; the distribution of guesses and the nearest guests go to the big screen and
 * the operator only.
 */
import {
  GameState,
  kindOf,
  optionLabels,
  PHONE_EXPLANATION_CHARS,
  presentText,
  type ClosestReveal,
  type Question,
  type Reveal,
  type ShownQuestion,
} from '@shared/index';
import type { GameReader } from '../engine/gameReader';
import type { RecordedAnswer } from '../engine/types';
import { questionResult } from './answerWords';
import { shuffledItemIds } from './itemShuffle';

/** Bars in a `closest` reveal's distribution. */
const CLOSEST_BINS = 8;

/** The question as the current state may show it: text first, what to tap from SHOW_QUESTION_OPTIONS. */
export function shownQuestion(game: GameReader): ShownQuestion | null {
  const question = game.currentQuestion;
  const state = game.state;
  if (!question || state === GameState.STARTING_NEXT_QUESTION || state === GameState.SHOW_LEADERBOARD)
    return null;
  const kind = kindOf(question);
  const open = state !== GameState.SHOW_QUESTION;
  const ids =
    question.kind === 'order' ? shuffledItemIds(game.id, game.questionNumber, question.items.length) : null;
  const labels = optionLabels(question, game.quiz.partners);
  return {
    kind,
    text: question.text,
    options: !open ? [] : ids ? ids.map((id) => labels[id] ?? '') : labels,
    itemIds: open ? ids : null,
    number:
      question.kind === 'closest'
        ? { min: question.min, max: question.max, unit: question.unit ?? null }
        : null,
    partnerPhotos: kind === 'whoSaidIt' ? (game.quiz.partners ?? []).map((p) => p.photo ?? null) : null,
    photo: question.photo ?? null,
    second: secondQuestion(game, question, open ? ids : null),
  };
}

/** The question's texts in the quiz's second language, in the order its options are shown. */
function secondQuestion(game: GameReader, question: Question, ids: number[] | null): ShownQuestion['second'] {
  const language = game.quiz.secondLanguage;
  if (!language) return null;
  const second = question.second ?? {};
  const list = question.kind === 'order' ? second.items : 'options' in question ? second.options : undefined;
  const open = game.state !== GameState.SHOW_QUESTION;
  const count = optionLabels(question, game.quiz.partners).length;
  const translated = Array.from({ length: count }, (_, i) => presentText(list?.[i]));
  return {
    language,
    text: presentText(second.text),
    options: !open ? [] : ids ? ids.map((id) => translated[id] ?? null) : translated,
    unit: presentText(second.unit),
  };
}

/** The right option's index, or the number for `closest`; null for a poll and `order` (see the reveal). */
export function correctAnswerOf(question: Question | null): number | null {
  switch (question?.kind) {
    case undefined:
    case 'choice':
    case 'trueFalse':
    case 'whoSaidIt':
      return question ? question.correct : null;
    case 'closest':
      return question.answer;
    default:
      return null;
  }
}

/** The operator's answer key in words, for every kind; null for a poll or between questions. */
export function answerKeyText(game: GameReader): string | null {
  const question = game.currentQuestion;
  return question ? questionResult(question, game.quiz.partners).answerText : null;
}

/** The reveal, from SHOW_CORRECT_ANSWER on; `forPhone` shortens the story and leaves out the big screen's extras. */
export function revealOf(game: GameReader, forPhone: boolean): Reveal | null {
  const question = game.currentQuestion;
  if (!question || game.state < GameState.SHOW_CORRECT_ANSWER) return null;
  const answers = game.currentAnswers();
  const explanation = question.explanation ?? null;
  return {
    explanation: explanation && forPhone ? shorten(explanation, PHONE_EXPLANATION_CHARS) : explanation,
    photo: forPhone ? null : (question.revealPhoto ?? null),
    order: question.kind === 'order' ? question.items : null,
    rightCount: answers.filter((a) => a.correct).length,
    closest: question.kind === 'closest' && !forPhone ? closestReveal(game, question, answers) : null,
    second: secondReveal(game, question, forPhone),
  };
}

function secondReveal(game: GameReader, question: Question, forPhone: boolean): Reveal['second'] {
  const language = game.quiz.secondLanguage;
  if (!language) return null;
  const explanation = presentText(question.second?.explanation);
  return {
    language,
    explanation: explanation && forPhone ? shorten(explanation, PHONE_EXPLANATION_CHARS) : explanation,
    order:
      question.kind === 'order'
        ? question.items.map((_, i) => presentText(question.second?.items?.[i]))
        : null,
  };
}

function closestReveal(
  game: GameReader,
  question: Extract<Question, { kind: 'closest' }>,
  answers: readonly RecordedAnswer[],
): ClosestReveal {
  const guesses = answers.map((a) => a.answer).filter((g): g is number => typeof g === 'number');
  const nearest = [...answers]
    .filter((a) => typeof a.answer === 'number')
    .sort(
      (a, b) =>
        Math.abs((a.answer as number) - question.answer) - Math.abs((b.answer as number) - question.answer) ||
        a.elapsedMs - b.elapsedMs,
    )
    .slice(0, 3)
    .map((a) => ({ name: game.playerById(a.playerId)?.name ?? '', guess: a.answer as number }));
  return {
    answer: question.answer,
    unit: question.unit ?? null,
    bins: binsOf(guesses, question.answer),
    nearest,
  };
}

/** Equal bins from the lowest to the highest of the guesses and the answer. */
export function binsOf(guesses: readonly number[], answer: number): ClosestReveal['bins'] {
  const lo = Math.min(answer, ...guesses);
  const hi = Math.max(answer, ...guesses);
  if (lo === hi) return [{ from: lo, to: hi, count: guesses.length }];
  const width = (hi - lo) / CLOSEST_BINS;
  const bins = Array.from({ length: CLOSEST_BINS }, (_, i) => ({
    from: lo + i * width,
    to: lo + (i + 1) * width,
    count: 0,
  }));
  for (const guess of guesses) {
    const bin = bins[Math.min(CLOSEST_BINS - 1, Math.floor((guess - lo) / width))];
    if (bin) bin.count++;
  }
  return bins;
}

/** Cut at a word before `max` characters, with an ellipsis. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

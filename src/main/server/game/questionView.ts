/**
 * A question and its reveal as each screen sees them, for every kind. Phones never get the answer key
 * before SHOW_CORRECT_ANSWER; the distribution of guesses and the nearest guests go to the big screen and
 * the operator only.
 */
import { kindFor } from '@shared/kinds';
import { coupleAgree } from '@shared/kinds/shoeGame';
import { shownName } from '../engine/shownName';
import {
  GameState,
  kindOf,
  PHONE_EXPLANATION_CHARS,
  presentText,
  type Question,
  type CoupleReveal,
  type Reveal,
  type ShownQuestion,
} from '@shared/index';
import type { GameReader } from '../engine/gameReader';
import { questionResult } from './answerWords';

/**
 * The question as the current state may show it: text first, what to tap from SHOW_QUESTION_OPTIONS. A
 * phone's (`forPhone`) has no photo that unveils and no clip's file: the big screen's alone (issue 30).
 */
export function shownQuestion(game: GameReader, forPhone: boolean): ShownQuestion | null {
  const question = game.currentQuestion;
  const state = game.state;
  if (!question || state === GameState.STARTING_NEXT_QUESTION || state === GameState.SHOW_LEADERBOARD)
    return null;
  const kind = kindFor(question);
  const open = state !== GameState.SHOW_QUESTION;
  const ids = kind.itemOrder(question, game.id, game.questionNumber);
  const labels = kind.labels(question, game.quiz.partners);
  return {
    kind: kindOf(question),
    text: question.text,
    options: !open ? [] : ids ? ids.map((id) => labels[id] ?? '') : labels,
    itemIds: open ? ids : null,
    ...kind.shownParts(question, game.quiz.partners),
    photo: forPhone && question.unveil ? null : (question.photo ?? null),
    unveil: question.photo ? (question.unveil ?? null) : null,
    clip: question.clip
      ? {
          src: forPhone ? null : question.clip.path,
          start: question.clip.start,
          length: question.clip.length,
        }
      : null,
    second: secondQuestion(game, question, open ? ids : null),
  };
}

/** The question's texts in the quiz's second language, in the order its options are shown. */
function secondQuestion(game: GameReader, question: Question, ids: number[] | null): ShownQuestion['second'] {
  const language = game.quiz.secondLanguage;
  if (!language) return null;
  const second = question.second ?? {};
  const kind = kindFor(question);
  const list = kind.translatedList ? second[kind.translatedList] : undefined;
  const open = game.state !== GameState.SHOW_QUESTION;
  const count = kind.labels(question, game.quiz.partners).length;
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
  return question ? kindFor(question).correctAnswer(question) : null;
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
  const nameOf = (playerId: string): string => {
    const player = game.playerById(playerId);
    return player ? shownName(player) : '';
  };
  return {
    explanation: explanation && forPhone ? shorten(explanation, PHONE_EXPLANATION_CHARS) : explanation,
    photo: forPhone ? null : (question.revealPhoto ?? null),
    ...kindFor(question).reveal(question, answers, nameOf, forPhone),
    rightCount: answers.filter((a) => a.correct).length,
    couple: coupleReveal(game),
    second: secondReveal(game, question, forPhone),
  };
}

/** The shoe game's picks once the answering has ended; null for every other kind. */
function coupleReveal(game: GameReader): CoupleReveal | null {
  const question = game.currentQuestion;
  if (!question || !kindFor(question).settledByCouple) return null;
  const round = game.coupleOf();
  const answers: CoupleReveal['answers'] = round ? [round.answers[0], round.answers[1]] : [null, null];
  const entered: CoupleReveal['entered'] = round ? [round.entered[0], round.entered[1]] : [false, false];
  return { answers, entered, agree: coupleAgree(answers) };
}

function secondReveal(game: GameReader, question: Question, forPhone: boolean): Reveal['second'] {
  const language = game.quiz.secondLanguage;
  if (!language) return null;
  const explanation = presentText(question.second?.explanation);
  return {
    language,
    explanation: explanation && forPhone ? shorten(explanation, PHONE_EXPLANATION_CHARS) : explanation,
    order: kindFor(question).secondReveal(question),
  };
}

/** Cut at a word before `max` characters, with an ellipsis. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A phone's view from its two parts (issue 29): the part every phone shares in a step, broadcast once,
 * and the guest's own part, sent only to them when it changes. One rule for both sides: the phone puts
 * the parts together with `mergePhoneView`; the server decides with `sameOwnInStep` whether a guest's
 * own part must go out again. Type-only imports: no zod in the phone's bundle.
 */
import type {
  AnswerValue,
  PhoneOwn,
  PhoneShared,
  PhoneViewMessage,
  PlayerView,
  UserAnsweredPayload,
} from '../wire/payloads';
import { GameState, type GameState as GameStateNumber } from './gameState';
import { wishesOpen } from './wishes';

/** A player's own view of the state: WAITING before the start, ANSWERED once they have answered. */
export function playerStateOf(state: GameStateNumber, answered: boolean): GameStateNumber {
  if (state === GameState.NEW) return GameState.WAITING;
  if (state === GameState.SHOW_QUESTION_OPTIONS && answered) return GameState.ANSWERED;
  return state;
}

/** While the podium is revealed a phone shows no place, score, answer or team: the big screen has them. */
function onPodium(state: number): boolean {
  return state >= GameState.SHOW_FINAL_RESULTS_SHOW_0 && state < GameState.SHOW_FINAL_RESULTS_SHOW_3;
}

/** The result shows at a reveal and at the podium's end; the neighbours on a leaderboard and at the end. */
export function showsResult(state: number): boolean {
  return state === GameState.SHOW_CORRECT_ANSWER || state === GameState.SHOW_FINAL_RESULTS_SHOW_3;
}
function showsNeighbours(state: number): boolean {
  return state === GameState.SHOW_LEADERBOARD || state === GameState.SHOW_FINAL_RESULTS_SHOW_3;
}

/** The own part's answer and ranking as of this step: those of another question are as good as none. */
function inStep(own: PhoneOwn, questionNumber: number): Pick<PhoneOwn, 'answer' | 'ranking'> {
  return {
    answer: own.answer?.questionNumber === questionNumber ? own.answer : null,
    ranking: own.ranking?.questionNumber === questionNumber ? own.ranking : null,
  };
}

/** What a phone renders: the shared part with the guest's own (null: the phone has not joined). */
export function mergePhoneView(shared: PhoneShared, own: PhoneOwn | null): PlayerView {
  const state = shared.state as GameStateNumber;
  // Field by field, in one shape: ~100 times faster than a spread with fields after it (14 us a view),
  // which a phone pays at every message and the bench's generator 5,000 times a step (issue 29). A field
  // added to the shared part must be copied here: a required one is a type error until it is, and
  // tests/unit/mergePhoneView.test.ts checks every field of the schema, optional ones included.
  const view: PlayerView = {
    state: shared.state,
    questionNumber: shared.questionNumber,
    questionCount: shared.questionCount,
    timer: shared.timer,
    question: shared.question,
    correctAnswer: shared.correctAnswer,
    reveal: shared.reveal,
    breakMessage: shared.breakMessage,
    audience: 'player',
    playerState: own === null ? GameState.NEW : state,
    name: own === null ? null : own.name,
    myAnswer: null,
    result: null,
    team: null,
    neighbours: null,
  };
  if (own === null || onPodium(state)) return view;
  const { answer, ranking } = inStep(own, shared.questionNumber);
  const myAnswer = state === GameState.SHOW_LEADERBOARD || !answer ? null : copyAnswer(answer.value);
  view.playerState = playerStateOf(state, myAnswer !== null);
  view.myAnswer = myAnswer;
  view.result = ranking && showsResult(state) ? resultOf(ranking) : null;
  view.team = own.team;
  view.neighbours = ranking && showsNeighbours(state) ? neighboursOf(ranking, own.name) : null;
  if (own.namePending) view.namePending = true;
  if (wishesOpen(state, shared.breakMessage)) view.myWish = own.myWish;
  return view;
}

/**
 * Whether a phone that has `sent` still shows the right thing with `next` in a step at `questionNumber`:
 * then its own part need not go out again. Answers and rankings of other questions count as none.
 */
export function sameOwnInStep(sent: PhoneOwn | null, next: PhoneOwn | null, questionNumber: number): boolean {
  if (sent === null || next === null) return sent === next;
  return (
    sent.name === next.name &&
    (sent.namePending ?? false) === (next.namePending ?? false) &&
    sent.myWish === next.myWish &&
    sameJson(sent.team, next.team) &&
    sameInStep(sent.answer, next.answer, questionNumber) &&
    sameInStep(sent.ranking, next.ranking, questionNumber)
  );
}

/**
 * An answer or a ranking as the phone shows it at `questionNumber`: one of another question is as good
 * as none. Told apart by their question first, the usual difference at a reveal (the JSON of both only
 * when that is equal).
 */
function sameInStep(
  sent: { questionNumber: number } | null,
  next: { questionNumber: number } | null,
  questionNumber: number,
): boolean {
  const a = sent?.questionNumber === questionNumber ? sent : null;
  const b = next?.questionNumber === questionNumber ? next : null;
  return a === null || b === null ? a === b : sameJson(a, b);
}

/** Small plain objects of the wire, compared by their JSON (the same keys in the same order). */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A guest's own part once their answer to `questionNo` was taken. The acknowledgement (`userAnswered`)
 * carries the answer, so both sides apply it to the own part instead of the server sending the own
 * part again: one message per answer, not two (issue 29).
 */
export function withAnswer(own: PhoneOwn | null, questionNo: number, value: AnswerValue): PhoneOwn | null {
  return own === null ? null : { ...own, answer: { questionNumber: questionNo, value } };
}

/** The parts a phone holds; a message replaces the parts it carries. */
export interface PhoneParts {
  shared: PhoneShared | null;
  own: PhoneOwn | null;
}

export const NO_PHONE_PARTS: PhoneParts = { shared: null, own: null };

/** The parts after the guest's answer was acknowledged. */
export function applyAnswered(parts: PhoneParts, { questionNo, answer }: UserAnsweredPayload): PhoneParts {
  return { shared: parts.shared, own: withAnswer(parts.own, questionNo, answer) };
}

export function applyPhoneView(parts: PhoneParts, message: PhoneViewMessage): PhoneParts {
  return {
    shared: message.shared ?? parts.shared,
    own: message.own === undefined ? parts.own : message.own,
  };
}

/** The view to render, once the phone has a shared part. */
export function phoneViewOf(parts: PhoneParts): PlayerView | null {
  return parts.shared ? mergePhoneView(parts.shared, parts.own) : null;
}

type Ranking = NonNullable<PhoneOwn['ranking']>;

function resultOf({ answered, correct, points, score, rank }: Ranking): NonNullable<PlayerView['result']> {
  return { answered, correct, points, total: score, rank };
}

/** The guest's own line is their name with their total and place. */
function neighboursOf({ above, below, score, rank }: Ranking, name: string): PlayerView['neighbours'] {
  return { above, me: { player_name: name, score, rank }, below };
}

function copyAnswer(answer: number | readonly number[]): number | number[] {
  return typeof answer === 'number' ? answer : [...answer];
}

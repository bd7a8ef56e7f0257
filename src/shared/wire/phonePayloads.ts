/**
 * What a phone is sent (issue 29): the view base every audience shares, the phone's view as it renders
 * it, and the two parts it comes in.
 */
import { z } from 'zod';
import { answerValueSchema } from './answerValue';
import { revealSchema, shownQuestionSchema } from './questionView';
import { leaderboardEntrySchema, playerTeamSchema } from './teamPayloads';
import { myWishField } from './wishSchemas';

export const stateNumber = z.number().int().min(0).max(12);

/** Everything a screen needs to draw the same countdown as every other screen. */
export const timerSchema = z.object({
  /** Server epoch ms when the current step ends, or null when it waits for the operator. */
  deadline: z.number().nullable(),
  /** The server's clock when this message was made, to correct for the device's clock offset. */
  serverNow: z.number(),
  /** Total length of the step in ms, for drawing the ring. */
  durationMs: z.number().nullable(),
  /** Set while the operator has paused the timer: what was left. */
  pausedRemainingMs: z.number().nullable(),
});
export type TimerInfo = z.infer<typeof timerSchema>;

export const viewBase = {
  /** The server's global state. */
  state: stateNumber,
  /** Zero-based; equals questionCount in the final states. */
  questionNumber: z.number().int().min(0),
  questionCount: z.number().int().min(0),
  timer: timerSchema,
  question: shownQuestionSchema.nullable(),
  /** Only from SHOW_CORRECT_ANSWER on: the right option's index, or the number (`closest`); null for a poll and `order`. */
  correctAnswer: z.number().nullable(),
  /** Only from SHOW_CORRECT_ANSWER on. */
  reveal: revealSchema.nullable(),
  /** The operator called a break between two questions: its message, for every screen. */
  breakMessage: z.string().nullable(),
};

export const playerResultSchema = z.object({
  answered: z.boolean(),
  correct: z.boolean(),
  points: z.number().int(),
  total: z.number().int(),
  rank: z.number().int().min(1),
});
export type PlayerResult = z.infer<typeof playerResultSchema>;

/** What one phone receives: its own view only, the same size whatever the number of players. */
export const playerViewSchema = z.object({
  ...viewBase,
  audience: z.literal('player'),
  /** This player's view of the state: adds WAITING (joined, game not started) and ANSWERED. */
  playerState: stateNumber,
  name: z.string().nullable(),
  namePending: z.boolean().optional(), // Issue 18: the name waits for the host's OK.
  /** The option this player chose for the current question, if any. */
  myAnswer: answerValueSchema.nullable(),
  result: playerResultSchema.nullable(),
  /** Tables and Two sides modes: the guest's team; null in solo games. */
  team: playerTeamSchema.nullable(),
  neighbours: z
    .object({
      above: leaderboardEntrySchema.nullable(),
      me: leaderboardEntrySchema,
      below: leaderboardEntrySchema.nullable(),
    })
    .nullable(),
  myWish: myWishField,
});
export type PlayerView = z.infer<typeof playerViewSchema>;

/**
 * Issue 29: a phone's view goes out in two parts. What every phone shares in this step (the stage, the
 * question, the timer, the reveal) is encoded once and broadcast; what is the guest's own goes only to
 * that guest's sockets, and only when it changed. The phone puts them together (`mergePhoneView`) into
 * the `PlayerView` it renders.
 */
export const phoneSharedSchema = z.object(viewBase);
export type PhoneShared = z.infer<typeof phoneSharedSchema>;

const questionNumber = z.number().int().min(0);

/**
 * A joined guest's own part. The parts bound to a question carry its number: a phone shows them only
 * while the shared part is at that question, so moving on to the next question needs no personal send.
 */
export const phoneOwnSchema = z.object({
  name: z.string(),
  namePending: z.boolean().optional(),
  team: playerTeamSchema.nullable(),
  /** The guest's wish (null: none yet); shown while wishes are open. */
  myWish: z.string().nullable(),
  /** The guest's answer to question `questionNumber`. */
  answer: z.object({ questionNumber, value: answerValueSchema }).nullable(),
  /**
   * From a reveal (or the podium's end) on: the guest's result for question `questionNumber`, their total
   * and place, and the guests just above and below them. The phone makes its result and its own line
   * of the leaderboard from these (`mergePhoneView`), so nothing is sent twice.
   */
  ranking: z
    .object({
      questionNumber,
      answered: z.boolean(),
      correct: z.boolean(),
      points: z.number().int(),
      score: z.number().int(),
      rank: z.number().int().min(1),
      above: leaderboardEntrySchema.nullable(),
      below: leaderboardEntrySchema.nullable(),
    })
    .nullable(),
});
export type PhoneOwn = z.infer<typeof phoneOwnSchema>;

/**
 * `phoneView`: the shared part (broadcast), the own part (null: the phone has not joined), or both at
 * once when both changed. A part left out is unchanged.
 */
export const phoneViewMessageSchema = z.object({
  shared: phoneSharedSchema.optional(),
  own: phoneOwnSchema.nullable().optional(),
});
export type PhoneViewMessage = z.infer<typeof phoneViewMessageSchema>;

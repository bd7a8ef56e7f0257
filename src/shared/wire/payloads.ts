import { z } from 'zod';
import { answerValueSchema } from './answerValue';
import { viewBase, type PlayerView } from './phonePayloads';
import { MAX_OPTIONS, timingsSchema } from './quiz';
import { MAX_PLAYERS_LIMIT } from '../model/limits';
import { PLAY_MODES } from '../model/teams';
import { languageCodeSchema } from './languages';
import { soundSettingsSchema } from './sounds';
import { screenVenueSchema, venueSettingsSchema } from './venue';
import { operatorWishesField, screenWishesField } from './wishSchemas';
import { operatorPhotosField, screenPhotoWallField } from './photoSchemas';
import { lobbySettingsSchema } from './lobbyRules';
import { refusalSchema } from './replyPayloads';
import { coupleStatusSchema, type PartnerView } from './coupleSchemas';
import {
  autopilotViewSchema,
  leaderboardEntrySchema,
  operatorTeamsSchema,
  screenTeamsSchema,
  teamLobbySchema,
  teamNumber,
} from './teamPayloads';

export * from './questionView';
export * from './answerValue';
export * from './phonePayloads';
export * from './teamPayloads';
export * from './networkPayloads';
export * from './replyPayloads';
export * from './coupleSchemas';

/* ---------- client -> server ---------- */

const usernameString = z.string().max(200);

/** `joinGame` takes the name as a plain string, or `{ username, team }` (a table or side in team modes). */
export const joinGameSchema = z.union([
  usernameString,
  z.strictObject({ username: usernameString, team: teamNumber.optional() }),
]);
export type JoinGamePayload = z.infer<typeof joinGameSchema>;

export function usernameOf(payload: JoinGamePayload): string {
  return typeof payload === 'string' ? payload : payload.username;
}

export function teamOf(payload: JoinGamePayload): number | undefined {
  return typeof payload === 'string' ? undefined : payload.team;
}

/** `name` and `correct` are accepted for compatibility and ignored: the server knows both. */
export const userAnsweredQuestionSchema = z.strictObject({
  name: z.string().max(200).optional(),
  questionNo: z.number().int().min(0).max(1000),
  answer: answerValueSchema,
  correct: z.boolean().optional(),
});
export type UserAnsweredQuestionPayload = z.infer<typeof userAnsweredQuestionSchema>;

export const requestNextStateSchema = z.union([
  z.undefined(),
  z.null(),
  z.strictObject({ from: z.number().int().min(0).max(12).optional() }),
]);
export type RequestNextStatePayload = z.infer<typeof requestNextStateSchema>;

export const emptyPayloadSchema = z.union([z.undefined(), z.null(), z.strictObject({})]);

/** `resetgs` names the game it resets (the one the sender saw): a reset of an older game is refused. */
export const resetgsSchema = z.strictObject({ gameId: z.string().min(1).max(200) });
export type ResetgsPayload = z.infer<typeof resetgsSchema>;

/** `block`: keep the player's client address out of this game too ("Remove and block"). */
export const kickPlayerSchema = z.strictObject({
  playerId: z.string().min(1).max(64),
  block: z.boolean().optional(),
});
export type KickPlayerPayload = z.infer<typeof kickPlayerSchema>;

/** Timings and the player cap; each field optional. */
export const updateConfigSchema = timingsSchema.partial().extend({
  maxPlayers: z.number().int().min(1).max(MAX_PLAYERS_LIMIT).optional(),
});
export type UpdateConfigPayload = z.infer<typeof updateConfigSchema>;

/* ---------- server -> client ---------- */

export const screenViewSchema = z.object({
  ...viewBase,
  audience: z.literal('screen'),
  /** Responses per option, always four numbers; null before the reveal. */
  responses: z.array(z.number().int().min(0)).length(MAX_OPTIONS).nullable(),
  answeredCount: z.number().int().min(0),
  playerCount: z.number().int().min(0),
  /** Names of the last 30 players to join, newest first. */
  recentPlayers: z.array(z.string()).max(30),
  /** Top 5 before and after the current question. */
  leaderboard: z.object({
    prev: z.array(leaderboardEntrySchema).max(5),
    new: z.array(leaderboardEntrySchema).max(5),
  }),
  playMode: z.enum(PLAY_MODES),
  /** Tables and Two sides modes; null in solo games. */
  teams: screenTeamsSchema.nullable(),
  /** The game moves on by itself after the reveal and the leaderboard (the timer has the step's deadline). */
  autopilot: z.boolean(),
  /** The display language: the operator's choice, else the quiz's (phones never get it: each has its own). */
  language: languageCodeSchema,
  /** The operator's volumes, mute and "quiet": the big screen plays the sound (phones never get it). */
  sound: soundSettingsSchema,
  venue: screenVenueSchema,
  wishes: screenWishesField,
  /** The guests' photo wall (issue 31), only while it shows. */
  photoWall: screenPhotoWallField,
  /** The shoe game's couple: connected, picked (never what); null in a quiz without the couple named. */
  couple: coupleStatusSchema.nullable(),
});
export type ScreenView = z.infer<typeof screenViewSchema>;

export const operatorPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  connected: z.boolean(),
  score: z.number().int(),
  /** The table (or side) the guest plays for; null in solo games. */
  team: z.number().int().nullable(),
  pending: z.boolean().optional(), // Issue 18: the name waits for the operator's OK.
});
export type OperatorPlayer = z.infer<typeof operatorPlayerSchema>;

/**
 * One line of the saved game that was damaged, or mended, at the server's start (issue 28.2): its 1-based
 * number in the file, why, what it was (a step of the game, a guest joining, an answer, a wish, the
 * game's start, a guest's photo (issue 31), a setting, or unknown), the question then, and what became of it: recovered from its
 * copy, recovered from the lines after it, not recovered, or its time out of order and read as the
 * time before it.
 */
export const journalRepairLineSchema = z.object({
  line: z.number().int().min(1),
  reason: z.string(),
  what: z.enum(['step', 'join', 'answer', 'wish', 'photo', 'create', 'setting', 'unknown']),
  question: z.number().int().min(1).nullable(),
  recovered: z.enum(['copy', 'laterLines', 'no', 'time']),
});
export type JournalRepairLine = z.infer<typeof journalRepairLineSchema>;

/**
 * Lines of the saved game (the journal) that could not be read at the server's start, and what became
 * of each; the rest of the game replayed. `setAsideTo`: the journal could not be read at all (no copy
 * of its first line), so it was set aside there and a new game began.
 */
export const journalRepairSchema = z.object({
  /** The first few damaged or mended lines. */
  lines: z.array(journalRepairLineSchema).max(10),
  count: z.number().int().min(1),
  /** Where the journal was copied as it was, before it was repaired. */
  savedCopy: z.string().nullable(),
  setAsideTo: z.string().nullable(),
});
export type JournalRepair = z.infer<typeof journalRepairSchema>;

export const operatorViewSchema = z.object({
  ...viewBase,
  audience: z.literal('operator'),
  responses: z.array(z.number().int().min(0)).length(MAX_OPTIONS).nullable(),
  answeredCount: z.number().int().min(0),
  playerCount: z.number().int().min(0),
  recentPlayers: z.array(z.string()).max(30),
  leaderboard: z.object({
    prev: z.array(leaderboardEntrySchema),
    new: z.array(leaderboardEntrySchema),
    full: z.array(leaderboardEntrySchema),
  }),
  /**
   * The whole player list, only in the view an operator gets when it connects and after a reset; every
   * other change comes as `updatePlayers` deltas (a state broadcast to 20,000 players stays small).
   */
  players: z.array(operatorPlayerSchema).optional(),
  timings: timingsSchema,
  /** How many players this game takes; joins beyond are refused. */
  maxPlayers: z.number().int().min(1),
  /** The right option or number (the operator sees it before the reveal); for `order` the items' right order is their order in the quiz. */
  answerKey: z.number().nullable(),
  /** The right answer in words, for every kind (the option, the number and unit, the items in order); null for a poll. */
  answerKeyText: z.string().nullable(),
  /** The current game's id: a reset names the game it means, so a stale click cannot wipe a newer one. */
  gameId: z.string(),
  /** Why the game cannot save right now (the disk is full…): joins and answers are refused meanwhile. */
  saveProblem: z.string().nullable(),
  /** What the server could not read back of this game's journal when it started; null when it read it all. */
  journalRepair: journalRepairSchema.nullable(),
  playMode: z.enum(PLAY_MODES),
  /** Tables and Two sides modes: every team (with the operator's renames) and the whole team leaderboard. */
  teams: operatorTeamsSchema.nullable(),
  autopilot: autopilotViewSchema,
  /** After which questions the leaderboard shows: 1 every question, N every Nth, 0 only at the end. */
  leaderboardEvery: z.number().int().min(0),
  /** The display language as on the screen, and the quiz's own (the operator's choice is null when they match). */
  language: languageCodeSchema,
  quizLanguage: languageCodeSchema,
  /** The sound settings as the big screen has them. */
  sound: soundSettingsSchema,
  venue: venueSettingsSchema,
  wishes: operatorWishesField,
  photos: operatorPhotosField,
  lobby: lobbySettingsSchema, // Issue 18: the lobby locked, names approved first.
  couple: coupleStatusSchema.nullable(),
  /** The couple's phone links' secrets (`/couple#<key>`), one per partner; null without the couple named. */
  coupleKeys: z.tuple([z.string(), z.string()]).nullable(),
});
export type OperatorView = z.infer<typeof operatorViewSchema>;

/**
 * An operator's view as sent: the whole ranking (every player, about 220 KB at 5,000 guests) only when it
 * changed for that operator (issue 29); without it, the panel keeps the one it has (model/operatorRanking).
 */
export const operatorViewMessageSchema = operatorViewSchema.extend({
  leaderboard: operatorViewSchema.shape.leaderboard.partial({ full: true }),
});
export type OperatorViewMessage = z.infer<typeof operatorViewMessageSchema>;

export type GameView = PlayerView | ScreenView | OperatorView | PartnerView;
/** What `updateState` carries: a view, an operator's perhaps without its unchanged ranking. */
export type GameViewMessage = PlayerView | ScreenView | OperatorViewMessage | PartnerView;

export const updatePlayersSchema = z.object({
  playerCount: z.number().int().min(0),
  recentPlayers: z.array(z.string()).max(30),
  /** Operator only: the whole list, replacing the one the operator had (after a reset). */
  players: z.array(operatorPlayerSchema).optional(),
  /** Operator only: players who joined or changed (connection, score) since the last update. */
  changed: z.array(operatorPlayerSchema).optional(),
  /** Operator only: ids of players removed since the last update. */
  removed: z.array(z.string()).optional(),
  /** Screens and operators of a team game: every team with its players (the lobby by table). */
  teams: z.array(teamLobbySchema).optional(),
});
export type UpdatePlayersPayload = z.infer<typeof updatePlayersSchema>;

export const updateAnsweredCountSchema = z.object({
  questionNumber: z.number().int().min(0),
  answeredCount: z.number().int().min(0),
  playerCount: z.number().int().min(0),
});
export type UpdateAnsweredCountPayload = z.infer<typeof updateAnsweredCountSchema>;

export const userAnsweredSchema = z.object({ questionNo: z.number().int(), answer: answerValueSchema });
export type UserAnsweredPayload = z.infer<typeof userAnsweredSchema>;

export const answerRejectedSchema = refusalSchema.extend({ questionNo: z.number().int().nullable() });
export type AnswerRejectedPayload = z.infer<typeof answerRejectedSchema>;

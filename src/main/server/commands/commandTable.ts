/**
 * The engine's commands in one table: each command's journal schema, from which its type is inferred.
 * Adding a command is one line here (and its handler in the engine); the journal writes, reads and
 * replays by this table.
 */
import { z } from 'zod';
import {
  answerValueSchema,
  AUTOPILOT_MAX_SECONDS,
  languageCodeSchema,
  lobbySettingsSchema,
  MAX_PLAYERS_LIMIT,
  quizSchema,
  soundSettingsSchema,
  TEAM_LIMITS,
  timingsSchema,
  venueSettingsSchema,
  WISH_RAW_MAX,
} from '@shared/index';
import { PHOTO_ID, photoSettingsSchema } from '@shared/wire/photoSchemas';
import { ALL_STATES, GameState, type ServerState } from '@shared/model/gameState';

const at = z.number().finite();
const id = z.string().min(1).max(200);
/** A client address (IPv4 or IPv6 text). */
const address = z.string().min(1).max(100);
const maxPlayers = z.number().int().min(1).max(MAX_PLAYERS_LIMIT);
const team = z.number().int().min(1).max(TEAM_LIMITS.maxTableNumber);
const questionNo = z.number().int().min(0);
/** One of the couple: 0 or 1, in the quiz's `partners` order (also their answer in the shoe game). */
const partner = z.union([z.literal(0), z.literal(1)]);
const photoId = z.string().regex(PHOTO_ID);
const autopilotSeconds = z.number().int().min(1).max(AUTOPILOT_MAX_SECONDS);

/** The step an `advance` left: never a single player's view (WAITING, ANSWERED). */
const SERVER_STATES: readonly number[] = ALL_STATES.filter(
  (s) => s !== GameState.WAITING && s !== GameState.ANSWERED,
);
const state = z.custom<ServerState>((v) => typeof v === 'number' && SERVER_STATES.includes(v));

/**
 * Every command the engine accepts, by its type, as the schema its journal lines are read against. The
 * engine's `Command` is inferred from this table, so a command cannot exist without its schema (its
 * lines would otherwise be skipped as damaged on replay: lost after a restart). Each carries the server
 * time it happened at (`at`), so replaying the journal rebuilds exactly the same game.
 */
export const COMMAND_SCHEMAS = {
  /** `maxPlayers`, `displayLanguage`, `soundSettings`, `venueSettings`, `approveNames`, `photoSettings`: what the operator set in the game before (a reset keeps them, as it keeps timings). */
  create: z.object({
    type: z.literal('create'),
    at,
    gameId: id,
    quiz: quizSchema,
    timings: timingsSchema,
    maxPlayers: maxPlayers.optional(),
    displayLanguage: languageCodeSchema.optional(),
    soundSettings: soundSettingsSchema.optional(),
    venueSettings: venueSettingsSchema.optional(),
    approveNames: z.boolean().optional(),
    photoSettings: photoSettingsSchema.optional(),
  }),
  /** `address`: where the guest joined from (the per-address limit, "Remove and block"); `team`: the table or side. */
  join: z.object({
    type: z.literal('join'),
    at,
    playerId: id,
    token: id,
    name: z.string().min(1).max(200),
    address: address.optional(),
    team: team.optional(),
  }),
  answer: z.object({
    type: z.literal('answer'),
    at,
    playerId: id,
    questionNo: z.number().int().min(0),
    answer: answerValueSchema,
  }),
  /**
   * `waiting`: leaving the answering in a team game, the players connected then who had not answered
   * (they count 0 in their team's average; runtime connection state, so it is journaled here).
   */
  advance: z.object({
    type: z.literal('advance'),
    at,
    from: state,
    cause: z.enum(['operator', 'timer', 'allAnswered']),
    waiting: z.array(id).optional(),
  }),
  pause: z.object({ type: z.literal('pause'), at }),
  resume: z.object({ type: z.literal('resume'), at }),
  /** `block` with `address`: that address may not join this game any more ("Remove and block"). */
  kick: z.object({
    type: z.literal('kick'),
    at,
    playerId: id,
    block: z.literal(true).optional(),
    address: address.optional(),
  }),
  /** `maxPlayers`: the operator changed the player cap (joins beyond it are refused, nobody is removed). */
  config: z.object({
    type: z.literal('config'),
    at,
    timings: timingsSchema.partial(),
    maxPlayers: maxPlayers.optional(),
  }),
  /** Replaces the quiz; only before the game starts. */
  setQuiz: z.object({ type: z.literal('setQuiz'), at, quiz: quizSchema }),
  /** The operator moves a player to another team (from the next question on). */
  moveTeam: z.object({ type: z.literal('moveTeam'), at, playerId: id, team }),
  /** The operator renames a team for this game; `name` null: back to the quiz's name. */
  renameTeam: z.object({
    type: z.literal('renameTeam'),
    at,
    team,
    name: z.string().min(1).max(TEAM_LIMITS.tableNameChars).nullable(),
  }),
  /** The autopilot switched on or off live, or its times changed. */
  autopilot: z.object({
    type: z.literal('autopilot'),
    at,
    settings: z.object({
      enabled: z.boolean(),
      revealSeconds: autopilotSeconds,
      leaderboardSeconds: autopilotSeconds,
    }),
  }),
  /** A break between two questions begins (`message`) or ends (null). */
  break: z.object({
    type: z.literal('break'),
    at,
    message: z.string().min(1).max(TEAM_LIMITS.breakMessageChars).nullable(),
  }),
  /** The big screen's language; null: the quiz's. */
  displayLanguage: z.object({
    type: z.literal('displayLanguage'),
    at,
    language: languageCodeSchema.nullable(),
  }),
  /** The big screen's volumes, mute and "quiet" (the whole settings each time). */
  sound: z.object({ type: z.literal('sound'), at, settings: soundSettingsSchema }),
  /** The venue's Wi-Fi and the corner QR (the whole settings each time). */
  venue: z.object({ type: z.literal('venue'), at, settings: venueSettingsSchema }),
  /** The guestbook: a guest's message (cleaned), the operator's hide and slideshow. */
  wish: z.object({ type: z.literal('wish'), at, playerId: id, text: z.string().min(1).max(WISH_RAW_MAX) }),
  hideWish: z.object({ type: z.literal('hideWish'), at, playerId: id, hidden: z.boolean() }),
  wishSlideshow: z.object({ type: z.literal('wishSlideshow'), at, on: z.boolean() }),
  /** The lobby locked, names approved first (the whole settings each time). */
  lobby: z.object({ type: z.literal('lobby'), at, settings: lobbySettingsSchema }),
  /** The operator renames a guest (the name rules apply; it counts as approved). */
  renamePlayer: z.object({
    type: z.literal('renamePlayer'),
    at,
    playerId: id,
    name: z.string().min(1).max(200),
  }),
  /** The operator lets a waiting name onto the big screen. */
  approvePlayer: z.object({ type: z.literal('approvePlayer'), at, playerId: id }),
  /** The shoe game (issue 30): a partner's pick on their own phone while the answering runs (changeable). */
  coupleAnswer: z.object({ type: z.literal('coupleAnswer'), at, questionNo, partner, answer: partner }),
  /**
   * The shoe game's reveal: the operator enters the answer of a partner who did not answer in time (the
   * room shouted it), or (`answer` null) scores on the other partner's answer alone.
   */
  coupleSettle: z.object({
    type: z.literal('coupleSettle'),
    at,
    questionNo,
    partner,
    answer: partner.nullable(),
  }),
  /**
   * The photo wall (issue 31): a guest's photo, once it and its thumbnail are re-encoded and on disk
   * (`bytes`: both files); the operator's Show or Hide; a guest deleting their own; the wall started,
   * stopped or a photo pinned; the settings (whole each time).
   */
  photo: z.object({
    type: z.literal('photo'),
    at,
    playerId: id,
    photoId,
    bytes: z.number().int().min(0),
  }),
  photoStatus: z.object({ type: z.literal('photoStatus'), at, photoId, status: z.enum(['shown', 'hidden']) }),
  photoDelete: z.object({ type: z.literal('photoDelete'), at, playerId: id, photoId }),
  photoWall: z.object({ type: z.literal('photoWall'), at, on: z.boolean(), pinned: photoId.nullable() }),
  photoSettings: z.object({ type: z.literal('photoSettings'), at, settings: photoSettingsSchema }),
};

type CommandSchemas = typeof COMMAND_SCHEMAS;
export type CommandType = keyof CommandSchemas;
/** Every input the engine accepts (one per line of `COMMAND_SCHEMAS`). */
export type Command = { [K in CommandType]: z.infer<CommandSchemas[K]> }[CommandType];

/**
 * What a journal line must look like to be replayed: one command, checked against its schema, so a
 * damaged line (a flipped byte, `null`, a join without a name) is recognised as such and never reaches
 * the engine as half a command.
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
import { ALL_STATES, GameState, type ServerState } from '@shared/gameState';
import type { Command } from '../engine/types';

const at = z.number().finite();
const id = z.string().min(1).max(200);
/** A client address (IPv4 or IPv6 text). */
const address = z.string().min(1).max(100);
const maxPlayers = z.number().int().min(1).max(MAX_PLAYERS_LIMIT);
const team = z.number().int().min(1).max(TEAM_LIMITS.maxTableNumber);
const autopilotSeconds = z.number().int().min(1).max(AUTOPILOT_MAX_SECONDS);

type CommandType = Command['type'];
type CommandOf<K extends CommandType> = Extract<Command, { type: K }>;

/** The step an `advance` left: never a single player's view (WAITING, ANSWERED). */
const SERVER_STATES: readonly number[] = ALL_STATES.filter(
  (s) => s !== GameState.WAITING && s !== GameState.ANSWERED,
);
const state = z.custom<ServerState>((v) => typeof v === 'number' && SERVER_STATES.includes(v));

/**
 * One schema per command the engine accepts, by its type: each journal line is read against these.
 * A command added to the engine's `Command` without its schema here does not compile (its lines would
 * otherwise be skipped as damaged on replay: lost after a restart), nor does a schema whose lines would
 * not make that command. `tests/unit/commandSchemas.test.ts` shows the error.
 */
export const COMMAND_SCHEMAS = {
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
  }),
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
  advance: z.object({
    type: z.literal('advance'),
    at,
    from: state,
    cause: z.enum(['operator', 'timer', 'allAnswered']),
    waiting: z.array(id).optional(),
  }),
  pause: z.object({ type: z.literal('pause'), at }),
  resume: z.object({ type: z.literal('resume'), at }),
  kick: z.object({
    type: z.literal('kick'),
    at,
    playerId: id,
    block: z.literal(true).optional(),
    address: address.optional(),
  }),
  config: z.object({
    type: z.literal('config'),
    at,
    timings: timingsSchema.partial(),
    maxPlayers: maxPlayers.optional(),
  }),
  setQuiz: z.object({ type: z.literal('setQuiz'), at, quiz: quizSchema }),
  moveTeam: z.object({ type: z.literal('moveTeam'), at, playerId: id, team }),
  renameTeam: z.object({
    type: z.literal('renameTeam'),
    at,
    team,
    name: z.string().min(1).max(TEAM_LIMITS.tableNameChars).nullable(),
  }),
  autopilot: z.object({
    type: z.literal('autopilot'),
    at,
    settings: z.object({
      enabled: z.boolean(),
      revealSeconds: autopilotSeconds,
      leaderboardSeconds: autopilotSeconds,
    }),
  }),
  break: z.object({
    type: z.literal('break'),
    at,
    message: z.string().min(1).max(TEAM_LIMITS.breakMessageChars).nullable(),
  }),
  displayLanguage: z.object({
    type: z.literal('displayLanguage'),
    at,
    language: languageCodeSchema.nullable(),
  }),
  sound: z.object({ type: z.literal('sound'), at, settings: soundSettingsSchema }),
  venue: z.object({ type: z.literal('venue'), at, settings: venueSettingsSchema }),
  wish: z.object({ type: z.literal('wish'), at, playerId: id, text: z.string().min(1).max(WISH_RAW_MAX) }),
  hideWish: z.object({ type: z.literal('hideWish'), at, playerId: id, hidden: z.boolean() }),
  wishSlideshow: z.object({ type: z.literal('wishSlideshow'), at, on: z.boolean() }),
  lobby: z.object({ type: z.literal('lobby'), at, settings: lobbySettingsSchema }),
  renamePlayer: z.object({
    type: z.literal('renamePlayer'),
    at,
    playerId: id,
    name: z.string().min(1).max(200),
  }),
  approvePlayer: z.object({ type: z.literal('approvePlayer'), at, playerId: id }),
} satisfies { [K in CommandType]: z.ZodType<CommandOf<K>> };

/** One journal line as a command, or why it is not one. */
export function parseRecord(line: string): { ok: true; command: Command } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(COMMAND_SCHEMAS, type)) {
    return {
      ok: false,
      reason: `not a valid command at "type": unknown type ${JSON.stringify(type) ?? 'none'}`,
    };
  }
  const parsed = COMMAND_SCHEMAS[type as CommandType].safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at "${issue.path.join('.')}"` : '';
    return { ok: false, reason: `not a valid command${where}: ${issue?.message ?? 'unknown problem'}` };
  }
  // The line as written (not the schema's output): replay must see exactly what was applied live.
  return { ok: true, command: value as Command };
}

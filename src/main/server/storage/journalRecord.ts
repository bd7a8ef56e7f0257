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
import type { Command } from '../engine/types';

const at = z.number().finite();
const id = z.string().min(1).max(200);
const state = z.number().int().min(0).max(12);
/** A client address (IPv4 or IPv6 text). */
const address = z.string().min(1).max(100);
const maxPlayers = z.number().int().min(1).max(MAX_PLAYERS_LIMIT);
const team = z.number().int().min(1).max(TEAM_LIMITS.maxTableNumber);
const autopilotSeconds = z.number().int().min(1).max(AUTOPILOT_MAX_SECONDS);

const commandSchema = z.discriminatedUnion('type', [
  z.object({
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
  z.object({
    type: z.literal('join'),
    at,
    playerId: id,
    token: id,
    name: z.string().min(1).max(200),
    address: address.optional(),
    team: team.optional(),
  }),
  z.object({
    type: z.literal('answer'),
    at,
    playerId: id,
    questionNo: z.number().int().min(0),
    answer: answerValueSchema,
  }),
  z.object({
    type: z.literal('advance'),
    at,
    from: state,
    cause: z.enum(['operator', 'timer', 'allAnswered']),
    waiting: z.array(id).optional(),
  }),
  z.object({ type: z.literal('pause'), at }),
  z.object({ type: z.literal('resume'), at }),
  z.object({
    type: z.literal('kick'),
    at,
    playerId: id,
    block: z.literal(true).optional(),
    address: address.optional(),
  }),
  z.object({
    type: z.literal('config'),
    at,
    timings: timingsSchema.partial(),
    maxPlayers: maxPlayers.optional(),
  }),
  z.object({ type: z.literal('setQuiz'), at, quiz: quizSchema }),
  z.object({ type: z.literal('moveTeam'), at, playerId: id, team }),
  z.object({
    type: z.literal('renameTeam'),
    at,
    team,
    name: z.string().min(1).max(TEAM_LIMITS.tableNameChars).nullable(),
  }),
  z.object({
    type: z.literal('autopilot'),
    at,
    settings: z.object({
      enabled: z.boolean(),
      revealSeconds: autopilotSeconds,
      leaderboardSeconds: autopilotSeconds,
    }),
  }),
  z.object({
    type: z.literal('break'),
    at,
    message: z.string().min(1).max(TEAM_LIMITS.breakMessageChars).nullable(),
  }),
  z.object({ type: z.literal('displayLanguage'), at, language: languageCodeSchema.nullable() }),
  z.object({ type: z.literal('sound'), at, settings: soundSettingsSchema }),
  z.object({ type: z.literal('venue'), at, settings: venueSettingsSchema }),
  z.object({ type: z.literal('wish'), at, playerId: id, text: z.string().min(1).max(WISH_RAW_MAX) }),
  z.object({ type: z.literal('hideWish'), at, playerId: id, hidden: z.boolean() }),
  z.object({ type: z.literal('wishSlideshow'), at, on: z.boolean() }),
  z.object({ type: z.literal('lobby'), at, settings: lobbySettingsSchema }),
  z.object({ type: z.literal('renamePlayer'), at, playerId: id, name: z.string().min(1).max(200) }),
  z.object({ type: z.literal('approvePlayer'), at, playerId: id }),
]);

/** One journal line as a command, or why it is not one. */
export function parseRecord(line: string): { ok: true; command: Command } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = commandSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at "${issue.path.join('.')}"` : '';
    return { ok: false, reason: `not a valid command${where}: ${issue?.message ?? 'unknown problem'}` };
  }
  // The line as written (not the schema's output): replay must see exactly what was applied live.
  return { ok: true, command: value as Command };
}

/**
 * The wire shapes of team games and pacing: the teams in views, and the operator's messages to move a
 * guest, rename a table, switch the autopilot and call a break.
 */
import { z } from 'zod';
import { AUTOPILOT_MAX_SECONDS, TEAM_LIMITS } from '../model/teams';

export const leaderboardEntrySchema = z.object({
  player_name: z.string(),
  score: z.number().int(),
  rank: z.number().int().min(1),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const teamNumber = z.number().int().min(1).max(TEAM_LIMITS.maxTableNumber);

export const teamInfoSchema = z.object({
  number: z.number().int().min(1),
  name: z.string().nullable(),
  secondName: z.string().nullable().optional(),
});
export const teamEntrySchema = teamInfoSchema.extend({
  score: z.number().int(),
  rank: z.number().int().min(1),
  players: z.number().int().min(0),
});

/** A phone's own team: which it is, its place (null before the first reveal) and its score. */
export const playerTeamSchema = teamInfoSchema.extend({
  rank: z.number().int().min(1).nullable(),
  score: z.number().int(),
});
export type PlayerTeam = z.infer<typeof playerTeamSchema>;

/** One table in the big screen's lobby: how many joined it and the newest names. */
export const teamLobbySchema = teamInfoSchema.extend({
  players: z.number().int().min(0),
  names: z.array(z.string()).max(TEAM_LIMITS.lobbyNamesPerTeam),
});
export type TeamLobby = z.infer<typeof teamLobbySchema>;

export const screenTeamsSchema = z.object({
  /** In the lobby only: every team with its players (the names grouped by table). */
  lobby: z.array(teamLobbySchema).nullable(),
  /** Top 5 teams before and after the current question, as the players' `leaderboard`. */
  prev: z.array(teamEntrySchema).max(5),
  new: z.array(teamEntrySchema).max(5),
  /** The top individual ("Best player of the night"), from the podium on. */
  bestPlayer: leaderboardEntrySchema.nullable(),
});

export const operatorTeamsSchema = z.object({
  list: z.array(teamInfoSchema),
  full: z.array(teamEntrySchema),
});

export const autopilotViewSchema = z.object({
  enabled: z.boolean(),
  revealSeconds: z.number().int(),
  leaderboardSeconds: z.number().int(),
});

/** The operator moves a guest to another table (or side): their points count for it from the next question. */
export const moveGuestSchema = z.strictObject({ playerId: z.string().min(1).max(64), team: teamNumber });
export type MoveGuestPayload = z.infer<typeof moveGuestSchema>;

/** `name` null: back to the quiz's name for it. */
export const renameTeamSchema = z.strictObject({
  team: teamNumber,
  name: z.string().trim().min(1).max(TEAM_LIMITS.tableNameChars).nullable(),
});
export type RenameTeamPayload = z.infer<typeof renameTeamSchema>;

const autopilotSeconds = z.number().int().min(2).max(AUTOPILOT_MAX_SECONDS);
export const setAutopilotSchema = z.strictObject({
  enabled: z.boolean(),
  revealSeconds: autopilotSeconds.optional(),
  leaderboardSeconds: autopilotSeconds.optional(),
});
export type SetAutopilotPayload = z.infer<typeof setAutopilotSchema>;

/** A break between two questions with its message; `message` null ends it. */
export const setBreakSchema = z.strictObject({
  message: z.string().trim().min(1).max(TEAM_LIMITS.breakMessageChars).nullable(),
});
export type SetBreakPayload = z.infer<typeof setBreakSchema>;

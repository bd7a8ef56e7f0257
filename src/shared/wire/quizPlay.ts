/**
 * The quiz's play settings (format version 3): the play mode and its teams, the autopilot and the
 * leaderboard's pacing. Zod schemas; ./teams holds the zod-free names and helpers.
 */
import { z } from 'zod';
import { text } from './quizFields';
import { secondText } from './quizSecond';
import { AUTOPILOT_MAX_SECONDS, PLAY_MODES, TEAM_LIMITS, type TeamQuizFields } from '../model/teams';

export const tableSchema = z.strictObject({
  number: z.number().int().min(1).max(TEAM_LIMITS.maxTableNumber),
  /** "Lisbon": shown as "Table 7 – Lisbon". */
  name: text(TEAM_LIMITS.tableNameChars).optional(),
  /** The name in the quiz's second language ("Lisboa"); may be missing. */
  secondName: secondText(TEAM_LIMITS.tableNameChars).optional(),
});
export type Table = z.infer<typeof tableSchema>;

const autopilotSeconds = z.number().int().min(2).max(AUTOPILOT_MAX_SECONDS);

export const autopilotSchema = z.strictObject({
  /** On from the start of the game (the operator can switch it live either way). */
  enabled: z.boolean(),
  revealSeconds: autopilotSeconds,
  /** The leaderboard, and each place of the podium. */
  leaderboardSeconds: autopilotSeconds,
});

/** The fields version 3 added; all optional (a quiz without them is solo, paced by hand, a leaderboard after each question). */
export const playFields = {
  playMode: z.enum(PLAY_MODES).optional(),
  /** Tables mode: the tables from the seating plan (1 to 200), each number once. */
  tables: z.array(tableSchema).max(TEAM_LIMITS.maxTables).optional(),
  /** Two sides mode: the sides' names; by default from the couple's first names. */
  sideNames: z.tuple([text(TEAM_LIMITS.sideNameChars), text(TEAM_LIMITS.sideNameChars)]).optional(),
  autopilot: autopilotSchema.optional(),
  /** The leaderboard step after every question (1, the default), every Nth, or only at the end (0). */
  leaderboardEvery: z.number().int().min(0).max(50).optional(),
};

/** What the play fields need of each other and of the rest of the quiz. */
export function playProblems(quiz: TeamQuizFields, ctx: z.RefinementCtx): void {
  if (quiz.playMode === 'tables') {
    const tables = quiz.tables ?? [];
    if (tables.length === 0)
      ctx.addIssue({ code: 'custom', message: 'Add at least one table for Tables mode', path: ['tables'] });
    const seen = new Set<number>();
    tables.forEach((table, i) => {
      if (seen.has(table.number)) {
        ctx.addIssue({
          code: 'custom',
          message: `Table ${table.number} is listed twice`,
          path: ['tables', i, 'number'],
        });
      }
      seen.add(table.number);
    });
  }
}

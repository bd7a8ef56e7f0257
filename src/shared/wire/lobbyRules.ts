/**
 * The operator's rules for who gets in and which names show (issue 18): lock the lobby, approve names
 * before the big screen shows them, rename a guest or let one in. Zod: server and operator only.
 */
import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../model/names';

/** The whole lobby settings each time (like the sound settings). */
export const lobbySettingsSchema = z.strictObject({
  /** No new guests (rejoining ones still get in). */
  locked: z.boolean(),
  /** New names wait for the operator's OK before the big screen shows them. */
  approveNames: z.boolean(),
});
export type LobbySettings = z.infer<typeof lobbySettingsSchema>;
export const DEFAULT_LOBBY_SETTINGS: LobbySettings = { locked: false, approveNames: false };

const playerId = z.string().min(1).max(64);

// Generous in code units (emoji take several); the name rules (`checkName`) count what a person sees.
export const renamePlayerSchema = z.strictObject({
  playerId,
  name: z
    .string()
    .min(1)
    .max(MAX_NAME_LENGTH * 12),
});
export type RenamePlayerPayload = z.infer<typeof renamePlayerSchema>;

export const approvePlayerSchema = z.strictObject({ playerId });
export type ApprovePlayerPayload = z.infer<typeof approvePlayerSchema>;

export const LOBBY_SETTINGS_MESSAGE = 'Lobby settings are two switches: locked and approve names.';
export const RENAME_PLAYER_MESSAGE = 'Choose a guest and a new name.';
export const APPROVE_PLAYER_MESSAGE = 'Choose a guest to approve.';

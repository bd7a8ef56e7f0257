/**
 * How many guests a game takes, in total and per client address, and what a refused guest is told; how
 * large an upload or an import may be. Shared by the server (which decides) and the web app (which shows
 * the operator the cap, and checks a file before sending it).
 */

/** Players in one game unless the operator (or `--max-players`) says otherwise: the 5,000 a two-core laptop holds (issue 29). */
export const DEFAULT_MAX_PLAYERS = 5_000;
/** The highest cap the operator may set. */
export const MAX_PLAYERS_LIMIT = 100_000;
/** Players joined from one client address (0 = no limit); the laptop itself (loopback) is exempt. */
export const DEFAULT_PLAYERS_PER_ADDRESS = 10;
/** Open sockets from one client address (0 = no limit); loopback is exempt. */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 30;

/** A guest arriving after the final results began: the phone shows the two lines in place of the form. */
export const GAME_OVER_TITLE = 'The game is over — thank you for playing!';
export const GAME_OVER_HINT = 'Look at the big screen for the final score.';
export const GAME_OVER_JOIN_MESSAGE = `${GAME_OVER_TITLE} ${GAME_OVER_HINT}`;
export const TOO_MANY_FROM_ADDRESS_MESSAGE =
  'Too many players from this device/network address — ask the DJ.';
export const TOO_MANY_CONNECTIONS_MESSAGE =
  'Too many connections from this device/network address — ask the DJ.';
export const BLOCKED_MESSAGE = 'You cannot join this game.';

export function gameFullMessage(maxPlayers: number): string {
  return `The quiz is full (${maxPlayers.toLocaleString('en-US')} players) — ask the DJ.`;
}

/**
 * Upload and import limits: the server refuses past them, the web app says so before it sends. (A quiz's
 * text apart from its images is held to `MAX_QUIZ_TEXT_BYTES`, in the server's quizJson.ts.)
 */

/** One image (an upload, or embedded in a quiz file), in bytes. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/**
 * A quiz file to import or load, its images and sounds embedded, in bytes: a few songs (each up to
 * `MAX_SOUND_BYTES`, a third larger as base64) and the photos fit.
 */
export const MAX_QUIZ_FILE_BYTES = 128 * 1024 * 1024;

/** A size in whole megabytes, as people read it: "8 MB". */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/** What an image over the limit is told, by the server and by the web app before it sends one. */
export function imageTooLargeMessage(maxImageBytes: number): string {
  return `The image is larger than ${megabytes(maxImageBytes)}. Please use a smaller one.`;
}

/** One sound file (an upload, or embedded in a quiz file), in bytes: a whole first-dance song fits. */
export const MAX_SOUND_BYTES = 12 * 1024 * 1024;

/** What a sound over the limit is told, by the server and by the web app before it sends one. */
export function soundTooLargeMessage(maxSoundBytes: number): string {
  return `The sound is larger than ${megabytes(maxSoundBytes)}. Please use a shorter or more compressed file.`;
}

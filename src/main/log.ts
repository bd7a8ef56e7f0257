/**
 * The log line and error text of the desktop app's two processes (the main process and its game-server
 * process): one prefix, one way to turn anything thrown into a readable sentence.
 */

export type Log = (message: string) => void;

export const log: Log = (message) => console.log(`[wedding-quiz] ${message}`);

/** The message of an Error, or the thrown value as text. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The log line and error text of the desktop app's two processes (the main process and its game-server
 * process): one prefix, one way to turn anything thrown into a readable sentence.
 */

export type Log = (message: string) => void;

export const log: Log = (message) => console.log(`[wedding-quiz] ${message}`);

export { errorText } from '@shared/model/errorText';

/**
 * The desktop app's command line and environment: the game server's options (../../serverOptions.ts,
 * the same as `npm run serve`), each also read from an environment variable. Pure (no 'electron'), so
 * it is unit-tested.
 *
 * Electron and Chromium put their own switches on the same command line (and macOS a -psn_ argument),
 * so unknown options are ignored rather than refused.
 */
import { parseArgs } from 'node:util';
import {
  readServerArgs,
  SERVER_OPTION_FLAGS,
  serverOptionsUsage,
  SHARED_ENV,
  type EnvNames,
  type ServerArgs,
} from '../../serverOptions';

export type DesktopOptions = ServerArgs;

/** The desktop app's own environment variables (`WEDDING_QUIZ_PORT=4000 npm start`), besides the key's. */
const DESKTOP_ENV: EnvNames = {
  ...SHARED_ENV,
  dataDir: 'WEDDING_QUIZ_DATA_DIR',
  port: 'WEDDING_QUIZ_PORT',
  host: 'WEDDING_QUIZ_HOST',
};

export const DESKTOP_USAGE = `Wedding Quiz options:
${serverOptionsUsage(DESKTOP_ENV)}`;

/** Reads the options; throws with a readable message when a value is given but wrong. */
export function parseDesktopArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): DesktopOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: SERVER_OPTION_FLAGS,
    strict: false,
    allowPositionals: true,
  });
  return readServerArgs(values, env, DESKTOP_ENV);
}

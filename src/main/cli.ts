/**
 * `npm run serve`'s command line: the game server's options (./serverOptions.ts) and `--help`. Strict:
 * an unknown option or a stray argument is refused.
 */
import { parseArgs } from 'node:util';
import {
  readServerArgs,
  SERVER_OPTION_FLAGS,
  serverOptionsUsage,
  SHARED_ENV,
  usageEntry,
  type ServerArgs,
} from './serverOptions';

export interface ServeArgs extends ServerArgs {
  help: boolean;
}

export const SERVE_USAGE = `Usage: npm run serve -- [options]

${serverOptionsUsage(SHARED_ENV)}
${usageEntry('--help', 'show this help')}`;

/** Parses `serve`'s command line; throws with a readable message on bad input. */
export function parseServeArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ServeArgs {
  const { values } = parseArgs({
    args: argv,
    options: { ...SERVER_OPTION_FLAGS, help: { type: 'boolean', default: false } },
    strict: true,
    allowPositionals: false,
  });
  return { ...readServerArgs(values, env, SHARED_ENV), help: values.help === true };
}

import { parseArgs } from 'node:util';
import { operatorKeyProblem } from './server/transport/operatorKey';
import { parseLimitOption } from './server/limitOptions';

export interface ServeArgs {
  port?: number;
  host?: string;
  dataDir?: string;
  operatorKey?: string;
  quiz?: string;
  maxPlayers?: number;
  playersPerAddress?: number;
  help: boolean;
}

export const SERVE_USAGE = `Usage: npm run serve -- [options]

  --port N            port to listen on (default 3000, or the next free one; 0 picks any free port)
  --host ADDR         address to listen on (default: every interface)
  --data-dir DIR      where the game journal and archives live (default: the app-data folder)
  --operator-key KEY  the operator's key, 12 characters or more (default: $QUIZ_OPERATOR_KEY, or a random one)
  --quiz FILE         a quiz file (JSON) to play instead of the default quiz
  --max-players N     players per game (default 2000; the operator panel can change it)
  --players-per-address N
                      players per phone/computer address (default 10; 0 = no limit, e.g. behind a
                      travel router in NAT mode, where every phone shares the router's address)
  --help              show this help`;

/** Parses `serve`'s command line; throws with a readable message on bad input. */
export function parseServeArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ServeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'operator-key': { type: 'string' },
      quiz: { type: 'string' },
      'max-players': { type: 'string' },
      'players-per-address': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  let port: number | undefined;
  if (values.port !== undefined) {
    port = /^\d{1,5}$/.test(values.port) ? Number(values.port) : NaN;
    if (!(port >= 0 && port <= 65535)) throw new Error(`--port must be 0..65535, not "${values.port}"`);
  }
  const operatorKey = values['operator-key'] ?? (env.QUIZ_OPERATOR_KEY || undefined);
  const keyProblem = operatorKey === undefined ? null : operatorKeyProblem(operatorKey);
  if (keyProblem) throw new Error(keyProblem);
  return {
    port,
    host: values.host,
    dataDir: values['data-dir'],
    operatorKey,
    quiz: values.quiz,
    ...(values['max-players'] !== undefined
      ? { maxPlayers: parseLimitOption('max-players', values['max-players']) }
      : {}),
    ...(values['players-per-address'] !== undefined
      ? { playersPerAddress: parseLimitOption('players-per-address', values['players-per-address']) }
      : {}),
    help: values.help ?? false,
  };
}

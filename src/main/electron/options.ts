/**
 * Command line and environment of the desktop app. Pure (no 'electron'), so it is unit-tested.
 *
 *   --data-dir DIR     or WEDDING_QUIZ_DATA_DIR: where the game is saved (default: the app-data folder)
 *   --port N           or WEDDING_QUIZ_PORT: 0 picks any free port (default 3000, or the next free one)
 *   --host ADDR        or WEDDING_QUIZ_HOST: address to listen on (default: every interface)
 *   --operator-key KEY or QUIZ_OPERATOR_KEY (as `npm run serve`): a fixed operator key
 *   --quiz FILE        a quiz file to play instead of the default quiz (as `npm run serve`)
 *   --max-players N    players per game (as `npm run serve`; default 2000)
 *   --players-per-address N  players per client address (as `npm run serve`; default 10, 0 = no limit)
 *
 * Electron and Chromium put their own switches on the same command line (and macOS a -psn_ argument),
 * so unknown options are ignored rather than refused.
 */
import { parseArgs } from 'node:util';
import { operatorKeyProblem } from '../server/transport/operatorKey';
import { parseLimitOption } from '../server/limitOptions';

export interface DesktopOptions {
  dataDir?: string;
  port?: number;
  host?: string;
  operatorKey?: string;
  quiz?: string;
  maxPlayers?: number;
  playersPerAddress?: number;
}

export const DESKTOP_USAGE = `Wedding Quiz options:
  --data-dir DIR      where the game is saved (or WEDDING_QUIZ_DATA_DIR; default: the app-data folder)
  --port N            port of the game server (or WEDDING_QUIZ_PORT; default 3000 or the next free one; 0: any)
  --host ADDR         address to listen on (or WEDDING_QUIZ_HOST; default: every interface)
  --operator-key KEY  a fixed operator key, 12 characters or more (or QUIZ_OPERATOR_KEY; default: a random one)
  --quiz FILE         a quiz file (JSON) to play instead of the default quiz
  --max-players N     players per game (default 2000; the operator panel can change it)
  --players-per-address N
                      players per phone/computer address (default 10; 0 = no limit, e.g. behind a
                      travel router in NAT mode)`;

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Reads the options; throws with a readable message when a value is given but wrong. */
export function parseDesktopArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): DesktopOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'data-dir': { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'operator-key': { type: 'string' },
      quiz: { type: 'string' },
      'max-players': { type: 'string' },
      'players-per-address': { type: 'string' },
    },
    strict: false,
    allowPositionals: true,
  });
  const options: DesktopOptions = {};

  const dataDir = nonEmpty(values['data-dir']) ?? nonEmpty(env.WEDDING_QUIZ_DATA_DIR);
  if (values['data-dir'] !== undefined && dataDir === undefined)
    throw new Error('--data-dir needs a folder.');
  if (dataDir !== undefined) options.dataDir = dataDir;

  const portText = values.port !== undefined ? values.port : env.WEDDING_QUIZ_PORT;
  if (portText !== undefined && portText !== '') {
    const port = typeof portText === 'string' && /^\d+$/.test(portText) ? Number(portText) : NaN;
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new Error(`The port must be a number from 0 to 65535, not "${String(portText)}".`);
    }
    options.port = port;
  }

  const host = nonEmpty(values.host) ?? nonEmpty(env.WEDDING_QUIZ_HOST);
  if (values.host !== undefined && host === undefined) throw new Error('--host needs an address.');
  if (host !== undefined) options.host = host;

  const operatorKey = nonEmpty(values['operator-key']) ?? nonEmpty(env.QUIZ_OPERATOR_KEY);
  if (values['operator-key'] !== undefined && operatorKey === undefined)
    throw new Error('--operator-key needs a key.');
  if (operatorKey !== undefined) {
    const problem = operatorKeyProblem(operatorKey);
    if (problem) throw new Error(problem);
    options.operatorKey = operatorKey;
  }

  const quiz = nonEmpty(values.quiz);
  if (values.quiz !== undefined && quiz === undefined) throw new Error('--quiz needs a file.');
  if (quiz !== undefined) options.quiz = quiz;

  const maxPlayers = values['max-players'];
  if (maxPlayers !== undefined) options.maxPlayers = parseLimitOption('max-players', String(maxPlayers));
  const perAddress = values['players-per-address'];
  if (perAddress !== undefined)
    options.playersPerAddress = parseLimitOption('players-per-address', String(perAddress));

  return options;
}

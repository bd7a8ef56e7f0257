/**
 * The game server's options, defined and checked once for both entries: `npm run serve` (./cli.ts) and
 * the desktop app (./electron/common/desktopOptions.ts). Each entry adds only what is its own: serve its
 * `--help` and strictness, the desktop app its environment variables and Electron's own switches.
 * Never imports 'electron'.
 */
import { operatorKeyProblem } from './server/transport/api/operatorKey';
import { parseLimitOption } from './server/limitOptions';

/** What both entries read from their command line (unset options are absent). */
export interface ServerArgs {
  port?: number;
  host?: string;
  dataDir?: string;
  operatorKey?: string;
  quiz?: string;
  maxPlayers?: number;
  playersPerAddress?: number;
}

type Key = keyof ServerArgs;

interface OptionSpec {
  key: Key;
  flag: string;
  /** The value's placeholder in the usage text. */
  value: string;
  /** What a value is, for "--data-dir needs a folder.". */
  needs: string;
  help: string;
  default?: string;
  /** Checks and converts a value (from `source`: the flag or an environment variable); throws when wrong. */
  parse?: (text: string, source: string) => string | number;
}

function parsePort(text: string, source: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    throw new Error(`${source} must be 0..65535 (a whole number from 0 to 65535), not "${text}".`);
  }
  return port;
}

function checkOperatorKey(key: string): string {
  const problem = operatorKeyProblem(key);
  if (problem) throw new Error(problem);
  return key;
}

/** Every option, in the order of the usage text. */
const OPTIONS: readonly OptionSpec[] = [
  {
    key: 'port',
    flag: 'port',
    value: 'N',
    needs: 'a number',
    help: 'port to listen on',
    default: '3000 or the next free one; 0 picks any free port',
    parse: parsePort,
  },
  {
    key: 'host',
    flag: 'host',
    value: 'ADDR',
    needs: 'an address',
    help: 'address to listen on',
    default: 'every interface',
  },
  {
    key: 'dataDir',
    flag: 'data-dir',
    value: 'DIR',
    needs: 'a folder',
    help: 'where the game and its archives are saved',
    default: 'the app-data folder',
  },
  {
    key: 'operatorKey',
    flag: 'operator-key',
    value: 'KEY',
    needs: 'a key',
    help: "the operator's key, 12 characters or more",
    default: 'a random one',
    parse: checkOperatorKey,
  },
  {
    key: 'quiz',
    flag: 'quiz',
    value: 'FILE',
    needs: 'a file',
    help: 'a quiz file (JSON) to play instead of the default quiz',
  },
  {
    key: 'maxPlayers',
    flag: 'max-players',
    value: 'N',
    needs: 'a number',
    help: 'players per game',
    default: '2000; the operator panel can change it',
    parse: (text) => parseLimitOption('max-players', text),
  },
  {
    key: 'playersPerAddress',
    flag: 'players-per-address',
    value: 'N',
    needs: 'a number',
    help: 'players per phone/computer address',
    default:
      "10; 0 = no limit, e.g. behind a travel router in NAT mode, where every phone shares the router's address",
    parse: (text) => parseLimitOption('players-per-address', text),
  },
];

/** The environment variable an entry reads for an option when its flag is not given. */
export type EnvNames = Partial<Record<Key, string>>;

/** Both entries read the operator key from the environment (it is a secret: better not on the command line). */
export const SHARED_ENV: EnvNames = { operatorKey: 'QUIZ_OPERATOR_KEY' };

/** `node:util` parseArgs' description of the options: each takes a value. */
export const SERVER_OPTION_FLAGS: Record<string, { type: 'string' }> = Object.fromEntries(
  OPTIONS.map((option) => [option.flag, { type: 'string' }]),
);

const blank = (text: string): boolean => text.trim() === '';

/** The object without its undefined fields: an option not given is absent, not `undefined`. */
function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** One option's value: the flag's, else the environment's (blank there counts as unset). */
function valueOf(option: OptionSpec, given: unknown, env: NodeJS.ProcessEnv, envNames: EnvNames): unknown {
  const flag = `--${option.flag}`;
  if (given !== undefined) {
    // An option given without a value (a lenient parser reports it as `true`) or with a blank one.
    if (typeof given !== 'string' || blank(given)) throw new Error(`${flag} needs ${option.needs}.`);
    return option.parse ? option.parse(given, flag) : given;
  }
  const name = envNames[option.key];
  if (name === undefined) return undefined;
  const fromEnv = env[name];
  if (fromEnv === undefined || blank(fromEnv)) return undefined;
  return option.parse ? option.parse(fromEnv, name) : fromEnv;
}

/**
 * Reads the options from parseArgs' values (checked against SERVER_OPTION_FLAGS), falling back on the
 * environment variables the entry names; throws with a readable message when a value is wrong.
 */
export function readServerArgs(
  values: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  envNames: EnvNames,
): ServerArgs {
  const entries = OPTIONS.map((option) => [option.key, valueOf(option, values[option.flag], env, envNames)]);
  return definedOnly(Object.fromEntries(entries) as ServerArgs);
}

const HELP_COLUMN = 22;
const LINE_WIDTH = 110;

/** The words of `text` in lines of at most `width` characters (a longer word stands alone). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** One usage entry: the flag, then its help from the help column (on the next line after a long flag). */
export function usageEntry(flag: string, help: string): string {
  const [first = '', ...rest] = wrap(help, LINE_WIDTH - HELP_COLUMN);
  const indent = ' '.repeat(HELP_COLUMN);
  const head = `  ${flag}`;
  const lines = head.length < HELP_COLUMN - 1 ? [head.padEnd(HELP_COLUMN) + first] : [head, indent + first];
  return [...lines, ...rest.map((line) => indent + line)].join('\n');
}

/** The usage lines of the options, naming the environment variable each entry reads. */
export function serverOptionsUsage(envNames: EnvNames): string {
  return OPTIONS.map((option) => {
    const env = envNames[option.key];
    const notes = [env && `or ${env}`, option.default && `default: ${option.default}`].filter(Boolean);
    const help = notes.length > 0 ? `${option.help} (${notes.join('; ')})` : option.help;
    return usageEntry(`--${option.flag} ${option.value}`, help);
  }).join('\n');
}

/** The options as the game server takes them (`startServer`, the desktop app's server process). */
export interface ServerStartArgs {
  port?: number;
  host?: string;
  operatorKey?: string;
  quizFile?: string;
  maxPlayers?: number;
  playersPerAddress?: number;
}

export function serverStartOptions(args: ServerArgs): ServerStartArgs {
  const { port, host, operatorKey, quiz, maxPlayers, playersPerAddress } = args;
  return definedOnly({ port, host, operatorKey, quizFile: quiz, maxPlayers, playersPerAddress });
}

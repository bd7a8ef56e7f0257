/**
 * The game server's options are read by one parser for both entries (src/main/serverOptions.ts):
 * `npm run serve` (strict, with --help) and the desktop app (lenient, with environment variables).
 */
import { describe, expect, it } from 'vitest';
import { parseServeArgs, SERVE_USAGE } from '../../src/main/cli';
import { DESKTOP_USAGE, parseDesktopArgs } from '../../src/main/electron/common/desktopOptions';
import { serverStartOptions } from '../../src/main/serverOptions';

const problem = (parse: () => unknown): string => {
  try {
    parse();
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('the options both entries share', () => {
  const argv = [
    '--port=4000',
    '--host=127.0.0.1',
    '--data-dir=/tmp/wq',
    '--operator-key=abcdefghijkl',
    '--quiz=q.json',
    '--max-players=300',
    '--players-per-address=0',
  ];

  it('reads the same values from the same command line', () => {
    const { help, ...served } = parseServeArgs(argv, {});
    expect(help).toBe(false);
    expect(served).toEqual(parseDesktopArgs(argv, {}));
    expect(served).toEqual({
      port: 4000,
      host: '127.0.0.1',
      dataDir: '/tmp/wq',
      operatorKey: 'abcdefghijkl',
      quiz: 'q.json',
      maxPlayers: 300,
      playersPerAddress: 0,
    });
  });

  it.each([
    ['--port=70000'],
    ['--port='],
    ['--host= '],
    ['--data-dir='],
    ['--operator-key=short'],
    ['--quiz='],
    ['--max-players=0'],
    ['--players-per-address=lots'],
  ])('refuses %s with the same message in both', (arg) => {
    const message = problem(() => parseServeArgs([arg], {}));
    expect(message).not.toBe('');
    expect(problem(() => parseDesktopArgs([arg], {}))).toBe(message);
  });

  it('names where a wrong value came from', () => {
    expect(problem(() => parseDesktopArgs([], { WEDDING_QUIZ_PORT: 'x' }))).toMatch(/^WEDDING_QUIZ_PORT /);
    expect(problem(() => parseDesktopArgs(['--port=x'], {}))).toMatch(/^--port /);
  });

  it('reads the environment variables each entry names, a blank one counting as unset', () => {
    const env = { WEDDING_QUIZ_PORT: '4000', QUIZ_OPERATOR_KEY: 'abcdefghijkl', WEDDING_QUIZ_HOST: ' ' };
    expect(parseServeArgs([], env)).toEqual({ operatorKey: 'abcdefghijkl', help: false });
    expect(parseDesktopArgs([], env)).toEqual({ port: 4000, operatorKey: 'abcdefghijkl' });
  });

  it('lists every option in both usage texts, with the environment variables each entry reads', () => {
    for (const flag of ['--port', '--host', '--data-dir', '--operator-key', '--quiz', '--max-players']) {
      expect(SERVE_USAGE).toContain(flag);
      expect(DESKTOP_USAGE).toContain(flag);
    }
    expect(SERVE_USAGE).toContain('--players-per-address');
    expect(DESKTOP_USAGE).toContain('WEDDING_QUIZ_PORT');
    expect(SERVE_USAGE).not.toContain('WEDDING_QUIZ_PORT');
    expect(SERVE_USAGE.split('\n').every((line) => line.length <= 110)).toBe(true);
  });

  it('hands the game server only the options given, the quiz as its file', () => {
    expect(serverStartOptions({ port: 0, quiz: 'q.json', dataDir: '/d' })).toEqual({
      port: 0,
      quizFile: 'q.json',
    });
    expect(Object.keys(serverStartOptions({}))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseServeArgs, SERVE_USAGE } from '../../src/main/cli';

const parse = (argv: string[], env: NodeJS.ProcessEnv = {}): ReturnType<typeof parseServeArgs> =>
  parseServeArgs(argv, env);

describe('parseServeArgs', () => {
  it('has no defaults of its own: everything undefined, help false', () => {
    expect(parse([])).toEqual({
      port: undefined,
      host: undefined,
      dataDir: undefined,
      operatorKey: undefined,
      quiz: undefined,
      help: false,
    });
  });

  it('reads every option', () => {
    expect(
      parse([
        '--port',
        '8080',
        '--host',
        '127.0.0.1',
        '--data-dir',
        '/tmp/wq',
        '--operator-key',
        's3cret-operator',
        '--quiz',
        'q.json',
      ]),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/wq',
      operatorKey: 's3cret-operator',
      quiz: 'q.json',
      help: false,
    });
  });

  it('accepts --opt=value and port 0 (any free port)', () => {
    expect(parse(['--port=0']).port).toBe(0);
    expect(parse(['--port=65535']).port).toBe(65535);
    expect(parse(['--data-dir=/a b/c']).dataDir).toBe('/a b/c');
  });

  it.each(['65536', '-1', '80.5', 'abc', '3000abc', 'NaN', 'Infinity'])('rejects --port %s', (port) => {
    expect(() => parse([`--port=${port}`])).toThrow(/--port must be 0\.\.65535/);
  });

  it('rejects an empty or blank --port instead of silently picking a random port', () => {
    // `--port "$PORT"` with PORT unset: Number('') is 0, which means "any free port".
    expect(() => parse(['--port='])).toThrow(/--port/);
    expect(() => parse(['--port', ' '])).toThrow(/--port/);
  });

  it('rejects a port written as hex or with an exponent', () => {
    expect(() => parse(['--port=0x1F90'])).toThrow(/--port/);
    expect(() => parse(['--port=8e3'])).toThrow(/--port/);
  });

  it('takes the operator key from QUIZ_OPERATOR_KEY when no flag is given', () => {
    expect(parse([], { QUIZ_OPERATOR_KEY: 'from-the-env-key' }).operatorKey).toBe('from-the-env-key');
    expect(
      parse(['--operator-key', 'from-the-flag-key'], { QUIZ_OPERATOR_KEY: 'from-the-env-key' }).operatorKey,
    ).toBe('from-the-flag-key');
    expect(parse([], { QUIZ_OPERATOR_KEY: '' }).operatorKey).toBeUndefined();
  });

  it('refuses an operator key shorter than 12 characters, from the flag or the environment', () => {
    expect(() => parse(['--operator-key', 'abc'])).toThrow(/at least 12/);
    expect(() => parse(['--operator-key', 'abcdefghijk'])).toThrow(/at least 12/);
    expect(() => parse([], { QUIZ_OPERATOR_KEY: 'abcdefghijk' })).toThrow(/at least 12/);
    expect(parse(['--operator-key', 'abcdefghijkl']).operatorKey).toBe('abcdefghijkl');
  });

  it('rejects unknown options and positional arguments', () => {
    expect(() => parse(['--prot', '80'])).toThrow();
    expect(() => parse(['serve'])).toThrow();
    expect(() => parse(['-p', '80'])).toThrow();
  });

  it('rejects an option without its value', () => {
    expect(() => parse(['--port'])).toThrow();
    expect(() => parse(['--data-dir'])).toThrow();
  });

  it('--help', () => {
    expect(parse(['--help']).help).toBe(true);
    for (const flag of ['--port', '--host', '--data-dir', '--operator-key', '--quiz', '--help']) {
      expect(SERVE_USAGE).toContain(flag);
    }
  });

  it('does not read process.env when an env is given', () => {
    const saved = process.env.QUIZ_OPERATOR_KEY;
    process.env.QUIZ_OPERATOR_KEY = 'from-the-process-key';
    try {
      expect(parse([], {}).operatorKey).toBeUndefined();
      expect(parseServeArgs([]).operatorKey).toBe('from-the-process-key');
    } finally {
      if (saved === undefined) delete process.env.QUIZ_OPERATOR_KEY;
      else process.env.QUIZ_OPERATOR_KEY = saved;
    }
  });
});

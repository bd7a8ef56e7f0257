import { describe, expect, it } from 'vitest';
import { parseDesktopArgs } from '../../src/main/electron/common/desktopOptions';

describe('desktop command line (parseDesktopArgs)', () => {
  it('reads the test options among Electron and Chromium switches', () => {
    const argv = [
      '/app',
      '--inspect=0',
      '--remote-debugging-port=0',
      '--data-dir=/tmp/q',
      '--port',
      '0',
      '-psn_0_123',
    ];
    expect(parseDesktopArgs(argv)).toEqual({ dataDir: '/tmp/q', port: 0 });
  });

  it('reads the environment, the command line winning', () => {
    const env = {
      WEDDING_QUIZ_DATA_DIR: '/env/dir',
      WEDDING_QUIZ_PORT: '4000',
      QUIZ_OPERATOR_KEY: 'secret-key-from-env',
    };
    expect(parseDesktopArgs([], env)).toEqual({
      dataDir: '/env/dir',
      port: 4000,
      operatorKey: 'secret-key-from-env',
    });
    expect(parseDesktopArgs(['--port=5000', '--data-dir', '/cli'], env)).toMatchObject({
      dataDir: '/cli',
      port: 5000,
    });
  });

  it('has no options by default', () => {
    expect(parseDesktopArgs(['/usr/bin/wedding-quiz'])).toEqual({});
  });

  it('reads host, key and quiz file', () => {
    expect(
      parseDesktopArgs(['--host=127.0.0.1', '--operator-key=abcdefghijkl', '--quiz', 'my quiz.json']),
    ).toEqual({
      host: '127.0.0.1',
      operatorKey: 'abcdefghijkl',
      quiz: 'my quiz.json',
    });
  });

  it('refuses wrong values with a readable message', () => {
    expect(() => parseDesktopArgs(['--port=70000'])).toThrow(/0 to 65535/);
    expect(() => parseDesktopArgs(['--port=abc'])).toThrow(/0 to 65535/);
    expect(() => parseDesktopArgs(['--port=-1'])).toThrow(/0 to 65535/);
    expect(() => parseDesktopArgs([], { WEDDING_QUIZ_PORT: '3e3' })).toThrow(/0 to 65535/);
    expect(() => parseDesktopArgs(['--operator-key=abc'])).toThrow(/at least 12/);
    expect(() => parseDesktopArgs(['--operator-key=abcdefghijk'])).toThrow(/at least 12/);
    expect(() => parseDesktopArgs([], { QUIZ_OPERATOR_KEY: 'abcdefghijk' })).toThrow(/at least 12/);
    expect(() => parseDesktopArgs(['--data-dir'])).toThrow(/needs a folder/);
  });
});

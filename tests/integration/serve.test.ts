import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVE = resolve('out/main/serve.js');

interface Run {
  code: number | null;
  output: string;
}

/** Runs the built headless entry; `until` decides when to send SIGTERM. */
function runServe(
  args: string[],
  until?: (output: string) => boolean,
  env: NodeJS.ProcessEnv = {},
): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [SERVE, ...args], { env: { ...process.env, ...env } });
    let output = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (until?.(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', fail);
    child.on('exit', (code) => done({ code, output }));
    setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
  });
}

describe('npm run serve (the headless entry)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wq-serve-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prints the player, screen and operator URLs and stops cleanly on SIGTERM', async () => {
    const run = await runServe(
      ['--port', '0', '--host', '127.0.0.1', '--data-dir', dir],
      (out) => out.includes('Press Ctrl+C'),
      { QUIZ_OPERATOR_KEY: 'from-the-env' },
    );
    expect(run.output).toMatch(/Guests join at: +http:\/\/127\.0\.0\.1:\d+\//);
    expect(run.output).toMatch(/Big screen: +http:\/\/127\.0\.0\.1:\d+\/screen/);
    expect(run.output).toMatch(/Operator panel: +http:\/\/127\.0\.0\.1:\d+\/debug#key=from-the-env/);
    expect(run.output).toContain('SIGTERM: stopping');
    expect(run.code).toBe(0);
  });

  it('refuses a broken quiz file with a clear message', async () => {
    const quiz = join(dir, 'broken.json');
    await writeFile(quiz, JSON.stringify({ version: 1, title: '', questions: [] }));
    const run = await runServe(['--port', '0', '--host', '127.0.0.1', '--data-dir', dir, '--quiz', quiz]);
    expect(run.code).toBe(1);
    expect(run.output).toContain('is not a valid quiz');
    expect(run.output).toContain('questions');
  });

  it('explains bad arguments', async () => {
    const run = await runServe(['--port', 'eighty']);
    expect(run.code).toBe(2);
    expect(run.output).toContain('--port must be 0..65535');
    expect(run.output).toContain('Usage: npm run serve');
  });
});

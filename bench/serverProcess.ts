/**
 * The headless server as a child process on 127.0.0.1, so its CPU time and peak memory can be read
 * from /proc without counting the load generator.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gameServerEnvironment } from '../src/main/electron/common/serverEnvironment.js';

export interface ServerChild {
  child: ChildProcess;
  pid: number;
  url: string;
  output: () => string;
  /** SIGTERM, then waits for a clean exit (SIGKILL after `timeoutMs`). Resolves with the exit code. */
  stop: (timeoutMs?: number) => Promise<number | null>;
  exited: Promise<number | null>;
}

export interface StartOptions {
  serveJs: string;
  dataDir: string;
  operatorKey: string;
  quizFile?: string;
  /** Extra Node flags for the server (e.g. --cpu-prof). */
  nodeFlags?: string[];
  port?: number;
  startTimeoutMs?: number;
  /** The server's player cap (`--max-players`); the bench's own guests must all fit (default 100,000). */
  maxPlayers?: number;
}

export function startServerChild(options: StartOptions): Promise<ServerChild> {
  const args = [
    ...(options.nodeFlags ?? []),
    options.serveJs,
    '--port',
    String(options.port ?? 0),
    '--host',
    '127.0.0.1',
    '--data-dir',
    options.dataDir,
    '--operator-key',
    options.operatorKey,
    ...(options.quizFile ? ['--quiz', options.quizFile] : []),
    '--max-players',
    String(options.maxPlayers ?? 100_000),
  ];
  // The environment the desktop app gives its game-server process (glibc's arenas held to two on Linux).
  const env = gameServerEnvironment(process.env, process.platform);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start in time. Output:\n${output}`));
    }, options.startTimeoutMs ?? 20_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /Guests join at: +(http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match?.[1] && child.pid !== undefined) {
        clearTimeout(timer);
        const pid = child.pid;
        resolve({
          child,
          pid,
          url: match[1],
          output: () => output,
          exited,
          stop: async (timeoutMs = 20_000) => {
            if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
            child.kill('SIGTERM');
            const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
            const code = await exited;
            clearTimeout(killer);
            return code;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before it was ready. Output:\n${output}`));
    });
  });
}

const CLOCK_TICKS_PER_SECOND = 100;

export interface ProcessUsage {
  userSeconds: number;
  systemSeconds: number;
  /** Resident set size now, MB. */
  rssMb: number;
  /** Peak resident set size (VmHWM), MB. */
  peakRssMb: number;
}

/** CPU time and memory of a live process from /proc (Linux only; null elsewhere or once it exited). */
export function readUsage(pid: number): ProcessUsage | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string): number =>
      Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return {
      userSeconds: utime / CLOCK_TICKS_PER_SECOND,
      systemSeconds: stime / CLOCK_TICKS_PER_SECOND,
      rssMb: kb('VmRSS') / 1024,
      peakRssMb: kb('VmHWM') / 1024,
    };
  } catch {
    return null;
  }
}

export interface CpuTimes {
  total: number;
  idle: number;
  steal: number;
}

/** The machine's summed CPU time counters from /proc/stat, in clock ticks. */
export function readCpuTimes(): CpuTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, ...fields] = line.trim().split(/\s+/);
    const n = fields.map(Number);
    // user nice system idle iowait irq softirq steal guest guest_nice (guest is already in user)
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
    return { total, idle: (n[3] ?? 0) + (n[4] ?? 0), steal: n[7] ?? 0 };
  } catch {
    return null;
  }
}

export function ticksToSeconds(ticks: number): number {
  return ticks / CLOCK_TICKS_PER_SECOND;
}

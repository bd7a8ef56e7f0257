/**
 * `node out/bench/bench/floor.js [--clients N] [--rounds R]`: the cost of one fan-out on this
 * machine without the game: how long a server process takes to send one ~500-byte message to each
 * of N connections, (1) over plain TCP, (2) with Socket.IO, one emit per socket (as the game does,
 * each phone's view being its own), and (3) with Socket.IO's room broadcast of one shared payload
 * (encoded once). The game's fan-out can only approach these figures, never beat them.
 *
 * It also reports the server process's memory per connection (RSS, JS heap, buffers) with plain
 * Socket.IO, and with `--drop-request` the same after dropping each connection's HTTP request
 * object (the Socket.IO memory guide's advice), to tell the game's own memory from the library's.
 *
 * The server is a child process (this file with --serve); clients connect over 127.0.0.1.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer as createTcpServer, type Socket as TcpSocket } from 'node:net';
import { parseArgs } from 'node:util';
import { Server } from 'socket.io';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import { largest, summarize, type Summary } from './stats';
import { ServerEvent } from '../src/shared/model/events';

export type Mode = 'tcp' | 'emitEach' | 'broadcast';
const MODES: Mode[] = ['tcp', 'emitEach', 'broadcast'];

interface Command {
  mode: Mode;
  round: number;
}
interface Memory {
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
  arrayBuffersMb: number;
}

function memory(): Memory {
  global.gc?.();
  const m = process.memoryUsage();
  const mb = (n: number): number => n / 1024 / 1024;
  return {
    rssMb: mb(m.rss),
    heapUsedMb: mb(m.heapUsed),
    externalMb: mb(m.external),
    arrayBuffersMb: mb(m.arrayBuffers),
  };
}
interface Report {
  mode: Mode;
  round: number;
  sentAt: number;
  loopMs: number;
}

/** A view-sized payload, a little different per socket like the game's. */
function payload(i: number, sentAt: number): Record<string, unknown> {
  return {
    state: 5,
    questionNumber: 1,
    questionCount: 3,
    timer: { deadline: sentAt + 10_000, serverNow: sentAt, durationMs: 10_000, pausedRemainingMs: null },
    question: {
      text: 'Where did the couple first meet, and who spoke first?',
      options: ['At a friend’s wedding', 'On a train to Lyon', 'At university', 'Online'],
      photo: null,
    },
    correctAnswer: null,
    audience: 'player',
    playerState: 5,
    name: `guest${i}`,
    myAnswer: null,
    result: null,
    neighbours: null,
  };
}

/* ---------------- the server child ---------------- */

function serve(): void {
  const tcpSockets: TcpSocket[] = [];
  const tcp = createTcpServer((s) => {
    s.setNoDelay(true);
    tcpSockets.push(s);
  });
  const http = createHttpServer();
  const sio = new Server(http, { serveClient: false, maxHttpBufferSize: 4096 });
  sio.on('connection', (socket) => void socket.join('all'));
  if (process.argv.includes('--drop-request')) {
    sio.engine.on('connection', (raw: unknown) => {
      (raw as { request: unknown }).request = null;
    });
  }
  let ready = 0;
  const listening = (): void => {
    if (++ready < 2) return;
    process.send?.({
      tcpPort: (tcp.address() as { port: number }).port,
      sioPort: (http.address() as { port: number }).port,
      memory: memory(),
    });
  };
  tcp.listen(0, '127.0.0.1', listening);
  http.listen(0, '127.0.0.1', listening);
  process.on('message', (command: Command | 'exit' | 'memory') => {
    if (command === 'exit') process.exit(0);
    if (command === 'memory') {
      process.send?.(memory());
      return;
    }
    const sentAt = Date.now();
    const started = performance.now();
    if (command.mode === 'tcp') {
      tcpSockets.forEach((s, i) => s.write(`${JSON.stringify(payload(i, sentAt))}\n`));
    } else if (command.mode === 'emitEach') {
      let i = 0;
      for (const socket of sio.of('/').sockets.values())
        socket.emit(ServerEvent.updateState, payload(i++, sentAt));
    } else {
      sio.to('all').emit(ServerEvent.updateState, payload(0, sentAt));
    }
    const report: Report = {
      mode: command.mode,
      round: command.round,
      sentAt,
      loopMs: performance.now() - started,
    };
    process.send?.(report);
  });
}

/* ---------------- the measuring parent ---------------- */

/** One mode's figures over its rounds: the server's send loop, and send -> the last client's receipt. */
export interface FloorFigures {
  loop: Summary;
  last: Summary;
}

export interface FloorResult {
  clients: number;
  rounds: number;
  modes: Partial<Record<Mode, FloorFigures>>;
  /** The server's memory per connection, as a line. */
  memoryLine: string;
  /** The table the command line prints. */
  rows: string[];
}

/**
 * Measures the floor with `clients` connections; `modes` (default all three) picks the fan-outs. The
 * bench runs the broadcast alone, first, to set its game's fan-out against (issue 29).
 */
export async function measureFloor(
  clients: number,
  rounds: number,
  { dropRequest = false, modes = MODES }: { dropRequest?: boolean; modes?: Mode[] } = {},
): Promise<FloorResult> {
  const child: ChildProcess = fork(__filename, ['--serve', ...(dropRequest ? ['--drop-request'] : [])], {
    stdio: 'inherit',
    execArgv: ['--expose-gc'],
  });
  const ports = await new Promise<{ tcpPort: number; sioPort: number; memory: Memory }>((resolve) =>
    child.once('message', (m) => resolve(m as { tcpPort: number; sioPort: number; memory: Memory })),
  );
  const received = new Map<string, number[]>();
  const note = (key: string, at: number): void => {
    let list = received.get(key);
    if (!list) received.set(key, (list = []));
    list.push(at);
  };
  let current = '';

  const tcpClients: TcpSocket[] = [];
  for (let i = 0; i < (modes.includes('tcp') ? clients : 0); i++) {
    const s = connect(ports.tcpPort, '127.0.0.1');
    s.on('data', () => note(current, Date.now()));
    tcpClients.push(s);
  }
  const sioClients: ClientSocket[] = [];
  for (let i = 0; i < clients; i += 100) {
    const batch = Array.from({ length: Math.min(100, clients - i) }, () => {
      const c = io(`http://127.0.0.1:${ports.sioPort}`, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      c.on(ServerEvent.updateState, () => note(current, Date.now()));
      sioClients.push(c);
      return new Promise<void>((resolve) => c.once('connect', () => resolve()));
    });
    await Promise.all(batch);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const connected = await new Promise<Memory>((resolve) => {
    child.once('message', (m) => resolve(m as Memory));
    child.send('memory');
  });
  const per = (a: number, b: number): string => `${(((a - b) * 1024) / clients).toFixed(1)} KB`;
  const memoryLine =
    `server memory per connection (${clients} TCP + ${clients} Socket.IO${dropRequest ? ', request dropped' : ''}): ` +
    `RSS ${per(connected.rssMb, ports.memory.rssMb)}, JS heap ${per(connected.heapUsedMb, ports.memory.heapUsedMb)}, ` +
    `external ${per(connected.externalMb, ports.memory.externalMb)}; RSS total ${connected.rssMb.toFixed(0)} MB`;

  const rows: string[] = [];
  const figures: FloorResult['modes'] = {};
  for (const mode of modes) {
    const loops: number[] = [];
    const lasts: number[] = [];
    for (let round = 0; round < rounds; round++) {
      current = `${mode}:${round}`;
      const report = await new Promise<Report>((resolve) => {
        child.once('message', (m) => resolve(m as Report));
        child.send({ mode, round } satisfies Command);
      });
      const until = Date.now() + 10_000;
      while ((received.get(current)?.length ?? 0) < clients && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const times = received.get(current) ?? [];
      loops.push(report.loopMs);
      lasts.push(largest(times) - report.sentAt);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const loop = summarize(loops);
    const last = summarize(lasts);
    figures[mode] = { loop, last };
    rows.push(
      `${mode.padEnd(10)}  server send loop p50 ${loop.p50.toFixed(0).padStart(4)} ms, max ${loop.max.toFixed(0).padStart(4)} ms` +
        `   last receipt p50 ${last.p50.toFixed(0).padStart(4)} ms, max ${last.max.toFixed(0).padStart(4)} ms`,
    );
  }
  for (const s of tcpClients) s.destroy();
  for (const c of sioClients) c.disconnect();
  child.send('exit');
  return { clients, rounds, modes: figures, memoryLine, rows };
}

if (process.argv.includes('--serve')) serve();
else if (require.main === module) {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '2000' },
      rounds: { type: 'string', default: '10' },
      'drop-request': { type: 'boolean', default: false },
    },
  });
  const clients = Math.min(5000, Math.max(10, Number(values.clients)));
  const rounds = Math.min(100, Math.max(1, Number(values.rounds)));
  const watchdog = setTimeout(() => {
    console.error('floor: took too long, aborting');
    process.exit(3);
  }, 300_000);
  measureFloor(clients, rounds, { dropRequest: values['drop-request'] }).then(
    (floor) => {
      console.log(
        `Fan-out floor on this machine: ${clients} connections, ${rounds} rounds each, ~500-byte messages`,
      );
      console.log(floor.rows.join('\n'));
      console.log(floor.memoryLine);
      clearTimeout(watchdog);
      setTimeout(() => process.exit(0), 200);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in stages, with the time of each printed at the end.
 *
 *   lint     eslint and prettier --check, side by side (each is one process on one core)
 *   types    the three type-checks (tsc on tsconfig.node, .web and .test), side by side
 *   build    the app as `npm start` builds it, once: the integration and browser tests use this out/
 *   unit     tests/unit, in parallel threads
 *   integration  tests/integration (real servers on loopback)
 *   browser  tests/e2e (one Chromium per worker, see tests/e2e/fixtures/chromium.ts)
 *   electron the desktop app on a simulated Electron (tests/e2e/electron.test.ts, desktopLock.test.ts)
 *
 *   node scripts/test.mjs [stage ...]   only these stages, e.g. `npm test -- unit browser`
 *                                       (`checks` is lint and types)
 *
 * The lint runs beside the build, the integration and the unit tests, the type-checks beside the browser
 * tests, each at the lowest priority (see PHASES).
 *
 * Every stage runs even when an earlier one failed (a CI log then shows all that is wrong), except that
 * nothing needing out/ runs after a failed build. Exit code 1 when any stage failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpus, setPriority } from 'node:os';

const bin = (name) => `node_modules/.bin/${name}`;

/** name → the commands it runs side by side; `needsBuild` stages are skipped after a failed build. */
const STAGES = [
  {
    name: 'lint',
    commands: [
      [bin('eslint'), '.'],
      [bin('prettier'), '--check', '--log-level', 'warn', '.'],
    ],
  },
  {
    name: 'types',
    commands: [
      [bin('tsc'), '-p', 'tsconfig.node.json', '--noEmit'],
      [bin('tsc'), '-p', 'tsconfig.web.json', '--noEmit'],
      [bin('tsc'), '-p', 'tsconfig.test.json'],
    ],
  },
  { name: 'build', commands: [['npm', 'run', 'build', '--silent']] },
  { name: 'unit', commands: [[bin('vitest'), 'run', '--project', 'unit', '--project', 'unit-mocking']] },
  { name: 'integration', needsBuild: true, commands: [[bin('vitest'), 'run', '--project', 'integration']] },
  { name: 'browser', needsBuild: true, commands: [[bin('vitest'), 'run', '--project', 'browser']] },
  { name: 'electron', needsBuild: true, commands: [[bin('vitest'), 'run', '--project', 'electron']] },
];

/**
 * When each stage runs. Within a phase two lanes run side by side: the main lane at full priority, the
 * side lane at the lowest (Linux's idle scheduling class where `chrt` is there, else nice 19), so it
 * mostly gets what the main lane leaves idle. The whole suite is bound by CPU (two cores about nine
 * tenths busy), so the side lanes are split to fill each phase's idle time: the integration tests mostly
 * wait on their servers' timers, and the lint (about 85 CPU-seconds) fits beside them and the unit tests;
 * the browser tests leave about a tenth of two cores idle (files waiting out timers, pages loading), and
 * the three type-checks (about 90 CPU-seconds) run there. With all five checks in the first phase, it
 * ran on for a minute after its main lane was done (174 s against 116 in a fresh-clone run at fde1b13).
 * Beside four browser files the type-checks made them 7 % slower (four checks at nice 19 beside the
 * browser tests once made them a third slower; the idle class gives way to any other task at once).
 */
const PHASES = [
  { main: ['build', 'integration', 'unit', 'electron'], side: ['lint'] },
  { main: ['browser'], side: ['types'] },
];
const SIDE_NICE = 19;
/** Stage names that stand for several stages. */
const ALIASES = { checks: ['lint', 'types'] };

/** `chrt --idle 0` runs a command in the idle scheduling class (Linux); elsewhere the side lane is niced. */
const IDLE_CLASS =
  process.platform === 'linux' &&
  spawnSync('chrt', ['--idle', '0', 'true'], { stdio: 'ignore' }).status === 0;

/** Runs one command; its output goes to ours as it comes, or is held and printed whole when `hold`. */
function run(command, hold, nice) {
  return new Promise((resolve) => {
    const started = Date.now();
    const argv = nice && IDLE_CLASS ? ['chrt', '--idle', '0', ...command] : command;
    const child = spawn(argv[0], argv.slice(1), { stdio: hold ? 'pipe' : 'inherit' });
    // Before the command starts its own workers: they inherit it.
    if (nice && !IDLE_CLASS && child.pid !== undefined) setPriority(child.pid, nice);
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const done = (ok) => {
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      held.length = 0;
      resolve({ command: command.join(' '), ok, seconds: (Date.now() - started) / 1000 });
    };
    // A command that cannot start (not installed) fails its stage instead of ending the run unreported.
    child.on('error', (error) => {
      held.push(Buffer.from(`${command.join(' ')}: ${error.message}\n`));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/**
 * Side-by-side commands keep their output apart: each is printed whole when it ends (always for a side
 * lane running beside the main one, and for a stage of several commands).
 */
async function runStage(stage, { hold = false, nice = 0 } = {}) {
  console.log(
    `\n▶ ${stage.name}${hold ? ' (beside the main lane: its output comes as each command ends)' : ''}`,
  );
  const started = Date.now();
  const held = hold || stage.commands.length > 1;
  const parts = await Promise.all(stage.commands.map((command) => run(command, held, nice)));
  return { name: stage.name, parts, ok: parts.every((p) => p.ok), seconds: (Date.now() - started) / 1000 };
}

function printTimes(results, seconds) {
  console.log(`\nnpm test on ${cpus().length} cores: ${seconds.toFixed(0)} s`);
  for (const r of results) {
    const mark = r.skipped ? 'skipped (the build failed)' : r.ok ? 'ok' : 'FAILED';
    const where = r.beside ? '  (side lane)' : '';
    console.log(`  ${r.name.padEnd(12)} ${r.seconds.toFixed(1).padStart(7)} s  ${mark}${where}`);
    if (r.parts && r.parts.length > 1)
      for (const p of r.parts)
        console.log(`      ${p.seconds.toFixed(1).padStart(7)} s  ${p.ok ? '' : 'FAILED  '}${p.command}`);
  }
}

async function main() {
  const wanted = process.argv
    .slice(2)
    .flatMap((name) => (Object.hasOwn(ALIASES, name) ? ALIASES[name] : [name]));
  const unknown = wanted.filter((w) => !STAGES.some((s) => s.name === w));
  if (unknown.length > 0) {
    const names = [...STAGES.map((s) => s.name), ...Object.keys(ALIASES)];
    console.error(`Unknown stage ${unknown.join(', ')}: the stages are ${names.join(', ')}.`);
    process.exit(2);
  }
  const started = Date.now();
  const chosen = (names) => names.filter((name) => wanted.length === 0 || wanted.includes(name));
  const results = new Map();
  let built = Promise.resolve(true);
  const runLane = async (names, options = {}) => {
    for (const stage of names.map((name) => STAGES.find((s) => s.name === name))) {
      if (stage.needsBuild && !(await built)) {
        results.set(stage.name, { name: stage.name, ok: false, skipped: true, seconds: 0 });
        continue;
      }
      const running = runStage(stage, options);
      if (stage.name === 'build') built = running.then((result) => result.ok);
      results.set(stage.name, { ...(await running), beside: options.hold === true });
    }
  };
  for (const phase of PHASES) {
    const main = chosen(phase.main);
    const side = chosen(phase.side);
    const beside = main.length > 0 && side.length > 0;
    await Promise.all([runLane(main), runLane(side, beside ? { hold: true, nice: SIDE_NICE } : {})]);
  }
  const ordered = STAGES.filter((s) => results.has(s.name)).map((s) => results.get(s.name));
  printTimes(ordered, (Date.now() - started) / 1000);
  process.exit(ordered.every((r) => r.ok) ? 0 : 1);
}

await main();

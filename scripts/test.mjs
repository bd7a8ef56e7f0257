#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in stages, with the time of each printed at the end.
 *
 *   checks   eslint, prettier --check and both type-checks, side by side (each is one process on one core)
 *   build    the app as `npm start` builds it, once: the integration and browser tests use this out/
 *   unit     tests/unit, in parallel threads
 *   integration  tests/integration (real servers on loopback)
 *   browser  tests/e2e (one shared Chromium, see tests/e2e/globalChromium.ts)
 *
 *   node scripts/test.mjs [stage ...]   only these stages, e.g. `npm test -- unit browser`
 *
 * Two lanes run side by side. The main lane (build, then browser) keeps the machine's full priority; the
 * side lane (checks, unit, integration) runs at a lower one, so it fills the time the browser tests spend
 * waiting (a fifth of two cores) instead of taking it from them. The side lane's output is printed whole as
 * each of its commands ends, in the middle of the browser stage's.
 *
 * Every stage runs even when an earlier one failed (a CI log then shows all that is wrong), except that
 * nothing needing out/ runs after a failed build. Exit code 1 when any stage failed.
 */
import { spawn } from 'node:child_process';
import { cpus, setPriority } from 'node:os';

const bin = (name) => `node_modules/.bin/${name}`;

/**
 * name → the commands it runs side by side. `lane`: main or side (see above); `nice`: the side lane's
 * priority (19 lowest), lower for the tests that wait on real timers; `needsBuild`: skipped after a
 * failed build, and in the side lane started only once the build is done.
 */
const STAGES = [
  {
    name: 'checks',
    lane: 'side',
    nice: 19,
    commands: [
      [bin('eslint'), '.'],
      [bin('prettier'), '--check', '--log-level', 'warn', '.'],
      [bin('tsc'), '-p', 'tsconfig.node.json', '--noEmit'],
      [bin('tsc'), '-p', 'tsconfig.web.json', '--noEmit'],
    ],
  },
  { name: 'build', lane: 'main', commands: [['npm', 'run', 'build', '--silent']] },
  { name: 'unit', lane: 'side', nice: 10, commands: [[bin('vitest'), 'run', '--project', 'unit']] },
  {
    name: 'integration',
    lane: 'side',
    nice: 5,
    needsBuild: true,
    commands: [[bin('vitest'), 'run', '--project', 'integration']],
  },
  {
    name: 'browser',
    lane: 'main',
    needsBuild: true,
    commands: [[bin('vitest'), 'run', '--project', 'browser']],
  },
];

/** Runs one command; its output goes to ours as it comes, or is held and printed whole when `hold`. */
function run(command, hold, nice) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command[0], command.slice(1), { stdio: hold ? 'pipe' : 'inherit' });
    // Before the command starts its own workers: they inherit it.
    if (nice && child.pid !== undefined) setPriority(child.pid, nice);
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code) => {
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      resolve({ command: command.join(' '), ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/**
 * Side-by-side commands keep their output apart: each is printed whole when it ends (`hold`, and always
 * for several commands at once).
 */
async function runStage(stage, hold) {
  console.log(`\n▶ ${stage.name}${hold ? ' (its output comes whole as each command ends)' : ''}`);
  const started = Date.now();
  const held = hold || stage.commands.length > 1;
  const parts = await Promise.all(stage.commands.map((command) => run(command, held, stage.nice)));
  return { name: stage.name, parts, ok: parts.every((p) => p.ok), seconds: (Date.now() - started) / 1000 };
}

function printTimes(results, seconds) {
  console.log(`\nnpm test on ${cpus().length} cores: ${seconds.toFixed(0)} s`);
  for (const r of results) {
    const mark = r.skipped ? 'skipped (the build failed)' : r.ok ? 'ok' : 'FAILED';
    const lane = STAGES.find((s) => s.name === r.name)?.lane ?? '';
    console.log(`  ${r.name.padEnd(12)} ${r.seconds.toFixed(1).padStart(7)} s  ${lane.padEnd(5)} ${mark}`);
    if (r.parts && r.parts.length > 1)
      for (const p of r.parts)
        console.log(`      ${p.seconds.toFixed(1).padStart(7)} s  ${p.ok ? '' : 'FAILED  '}${p.command}`);
  }
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !STAGES.some((s) => s.name === w));
  if (unknown.length > 0) {
    console.error(
      `Unknown stage ${unknown.join(', ')}: the stages are ${STAGES.map((s) => s.name).join(', ')}.`,
    );
    process.exit(2);
  }
  const started = Date.now();
  const chosen = STAGES.filter((s) => wanted.length === 0 || wanted.includes(s.name));
  const results = new Map();
  let buildDone = Promise.resolve(true);
  const lanes = ['main', 'side'].map((lane) => chosen.filter((s) => s.lane === lane));
  const bothLanes = lanes.every((stages) => stages.length > 0);
  const runLane = async (stages) => {
    for (const stage of stages) {
      const built = stage.needsBuild ? await buildDone : true;
      if (!built) {
        results.set(stage.name, { name: stage.name, ok: false, skipped: true, seconds: 0 });
        continue;
      }
      const run = runStage(stage, bothLanes && stage.lane === 'side');
      if (stage.name === 'build') buildDone = run.then((result) => result.ok);
      results.set(stage.name, await run);
    }
  };
  // The main lane starts first: the build is what the side lane's integration stage waits for.
  const [main, side] = lanes;
  const mainDone = runLane(main);
  await Promise.all([mainDone, runLane(side)]);
  const ordered = chosen.map((s) => results.get(s.name));
  printTimes(ordered, (Date.now() - started) / 1000);
  process.exit(ordered.every((r) => r.ok) ? 0 : 1);
}

await main();

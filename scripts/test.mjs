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
 * Every stage runs even when an earlier one failed (a CI log then shows all that is wrong), except that
 * nothing needing out/ runs after a failed build. Exit code 1 when any stage failed.
 */
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';

const bin = (name) => `node_modules/.bin/${name}`;

/** name → the commands it runs side by side; `needsBuild` stages are skipped after a failed build. */
const STAGES = [
  {
    name: 'checks',
    commands: [
      [bin('eslint'), '.'],
      [bin('prettier'), '--check', '--log-level', 'warn', '.'],
      [bin('tsc'), '-p', 'tsconfig.node.json', '--noEmit'],
      [bin('tsc'), '-p', 'tsconfig.web.json', '--noEmit'],
    ],
  },
  { name: 'build', commands: [['npm', 'run', 'build', '--silent']] },
  { name: 'unit', commands: [[bin('vitest'), 'run', '--project', 'unit', '--project', 'unit-mocking']] },
  { name: 'integration', needsBuild: true, commands: [[bin('vitest'), 'run', '--project', 'integration']] },
  {
    name: 'browser',
    needsBuild: true,
    commands: [[bin('vitest'), 'run', '--project', 'browser', '--project', 'electron']],
  },
];

/** Runs one command; its output goes to ours as it comes, or is held and printed whole when `hold`. */
function run(command, hold) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command[0], command.slice(1), { stdio: hold ? 'pipe' : 'inherit' });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code) => {
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      resolve({ command: command.join(' '), ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Side-by-side commands keep their output apart: each is printed whole when it ends. */
async function runStage(stage) {
  console.log(`\n▶ ${stage.name}`);
  const started = Date.now();
  const parts = await Promise.all(stage.commands.map((command) => run(command, stage.commands.length > 1)));
  return { name: stage.name, parts, ok: parts.every((p) => p.ok), seconds: (Date.now() - started) / 1000 };
}

function printTimes(results, seconds) {
  console.log(`\nnpm test on ${cpus().length} cores: ${seconds.toFixed(0)} s`);
  for (const r of results) {
    const mark = r.skipped ? 'skipped (the build failed)' : r.ok ? 'ok' : 'FAILED';
    console.log(`  ${r.name.padEnd(12)} ${r.seconds.toFixed(1).padStart(7)} s  ${mark}`);
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
  const results = [];
  let built = true;
  for (const stage of STAGES.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
    if (stage.needsBuild && !built) {
      results.push({ name: stage.name, ok: false, skipped: true, seconds: 0 });
      continue;
    }
    const result = await runStage(stage);
    if (stage.name === 'build') built = result.ok;
    results.push(result);
  }
  printTimes(results, (Date.now() - started) / 1000);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

await main();

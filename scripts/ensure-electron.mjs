#!/usr/bin/env node
/**
 * Makes sure the Electron binary is there before electron-vite needs it (`npm start`, `npm run dev`,
 * `npm run dist` run this first). Since Electron 45, `npm install` no longer downloads the binary: the
 * electron package fetches it on its first `require`, which electron-vite never does (it reads the
 * binary's path and stops with "Electron uninstall"). This runs Electron's own installer, once; when the
 * binary is already there it does nothing.
 *
 *   node scripts/ensure-electron.mjs             download if needed; exit 1 with the reason if it fails
 *   node scripts/ensure-electron.mjs --optional  the same, but exit 0 (CI: the desktop smoke test is
 *                                                then reported as skipped, with the reason)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const MIN_NODE = [22, 12];
const optional = process.argv.includes('--optional');
const require = createRequire(import.meta.url);

function finish(problem) {
  console.error(`\n[wedding-quiz] ${problem}\n`);
  process.exit(optional ? 0 : 1);
}

function nodeIsRecentEnough() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

/** The binary electron's own index.js would run, or null when it is missing (same rules as install.js). */
function installedBinary(packageDir, version) {
  try {
    const relative = readFileSync(join(packageDir, 'path.txt'), 'utf8').trim();
    const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH || join(packageDir, 'dist');
    if (!process.env.ELECTRON_OVERRIDE_DIST_PATH) {
      const installed = readFileSync(join(dist, 'version'), 'utf8').trim().replace(/^v/, '');
      if (installed !== version) return null;
    }
    const binary = join(dist, relative);
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

let packageDir;
try {
  packageDir = dirname(require.resolve('electron/package.json'));
} catch {
  finish('The electron package is not installed: run `npm install` first.');
}
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

if (installedBinary(packageDir, version)) process.exit(0);

if (!nodeIsRecentEnough()) {
  finish(
    `The desktop app needs Node.js ${MIN_NODE.join('.')} or newer to download Electron ${version} ` +
      `(this is Node.js ${process.versions.node}). Install Node.js 22 LTS or newer, then run \`npm start\` again. ` +
      'The headless server (`npm run serve`) and the tests also run on it.',
  );
}

console.log(`[wedding-quiz] Downloading Electron ${version} (about 100 MB, only this once)…`);
const result = spawnSync(process.execPath, [join(packageDir, 'install.js')], { stdio: 'inherit' });
if (result.status !== 0 || !installedBinary(packageDir, version)) {
  finish(
    `Could not download Electron ${version}, which the desktop app needs once.\n` +
      '  - Check the internet connection, then run `npm start` again.\n' +
      '  - Behind a proxy: set HTTPS_PROXY (and GLOBAL_AGENT_HTTPS_PROXY) before `npm start`.\n' +
      '  - With a local mirror of the Electron releases: set ELECTRON_MIRROR to its address.\n' +
      '  - Without internet at all: `npm run serve` runs the same game in any browser.',
  );
}
console.log(`[wedding-quiz] Electron ${version} is ready.`);

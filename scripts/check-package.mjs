#!/usr/bin/env node
/**
 * Packs the desktop app as `npm run dist -- --linux dir` would, and checks what went into app.asar: the
 * built app and the production dependencies only (no sources, tests, source maps, web-only libraries or
 * build tools). Needs `npm run build` first.
 *
 * electron-builder normally downloads the Electron release it packs; where that is impossible (no internet,
 * as in CI here) it is given a stand-in Electron folder whose "binary" only carries Electron's fuse wire,
 * so every packing step runs for real except the executable itself.
 *
 *   node scripts/check-package.mjs [--keep]   prints the report; exit 1 when a check fails
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const asar = require('@electron/asar');

const REQUIRED = [
  '/package.json',
  '/out/main/index.js',
  '/out/main/gameServer.js',
  '/out/main/serve.js',
  '/out/preload/index.cjs',
  '/out/renderer/index.html',
  // The phone's pre-rendered join forms (issue 25): the server picks a page from this manifest.
  '/out/renderer/prerender/manifest.json',
  '/resources/icon-512.png',
  '/node_modules/express/package.json',
  '/node_modules/socket.io/package.json',
  '/node_modules/compression/package.json',
  '/node_modules/zod/package.json',
];
/** Web-only libraries (bundled into out/renderer), Electron itself and the build and test tools. */
const FORBIDDEN_MODULES = [
  'qrcode',
  'react',
  'react-dom',
  'chart.js',
  'socket.io-client',
  'electron',
  'electron-builder',
  'electron-vite',
  'vite',
  'vitest',
  'typescript',
  'playwright-core',
  'eslint',
];

if (!existsSync(join(root, 'out/main/index.js'))) {
  console.error('out/ is missing: run `npm run build` first.');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'wedding-quiz-package-'));
const electronDist = join(work, 'electron');
mkdirSync(electronDist);
// Electron's fuse sentinel, a version-1 wire of nine fuses: what @electron/fuses looks for in the binary.
const fuseWire = Buffer.concat([
  Buffer.from('#!/bin/sh\necho stand-in Electron\n# '),
  Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'),
  Buffer.from([1, 9]),
  Buffer.from('010101010'),
  Buffer.from('\n'),
]);
writeFileSync(join(electronDist, 'electron'), fuseWire);
chmodSync(join(electronDist, 'electron'), 0o755);
const electronVersion = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
writeFileSync(join(electronDist, 'version'), `v${electronVersion}`);

const output = join(work, 'dist');
const builder = spawnSync(
  process.execPath,
  [
    require.resolve('electron-builder/cli.js'),
    '--linux',
    'dir',
    `-c.electronDist=${electronDist}`,
    `-c.directories.output=${output}`,
  ],
  { cwd: root, encoding: 'utf8', env: { ...process.env, CI: 'true' } },
);
if (builder.status !== 0) {
  console.error(builder.stdout, builder.stderr);
  console.error('electron-builder failed');
  process.exit(1);
}

const archive = join(output, 'linux-unpacked/resources/app.asar');
const files = asar.listPackage(archive, { isPack: false });
const problems = [];
for (const path of REQUIRED) if (!files.includes(path)) problems.push(`missing ${path}`);
for (const name of FORBIDDEN_MODULES) {
  if (files.includes(`/node_modules/${name}/package.json`))
    problems.push(`holds the dev-only module ${name}`);
}
for (const path of files) {
  if (path.startsWith('/src/') || path.startsWith('/tests/') || path.startsWith('/bench/')) {
    problems.push(`holds source ${path}`);
  }
  if (path.startsWith('/out/') && path.endsWith('.map')) problems.push(`holds the source map ${path}`);
}
// sharp's native binary and libvips (issue 31) must sit outside the asar, where they can be loaded.
const unpacked = join(output, 'linux-unpacked/resources/app.asar.unpacked/node_modules/@img');
const nativeLib = join(unpacked, `sharp-linux-${process.arch}/lib`);
const nativeOk =
  existsSync(nativeLib) &&
  readdirSync(nativeLib).some((f) => f.endsWith('.node')) &&
  existsSync(join(unpacked, `sharp-libvips-linux-${process.arch}/lib`));
if (!nativeOk) problems.push("sharp's native binary or libvips is not unpacked from app.asar");
// The HEIC decoder runs in a worker thread, which loads it from a plain folder.
const heicDir = join(output, 'linux-unpacked/resources/app.asar.unpacked/node_modules');
const heicOk = ['heic-decode/index.js', 'libheif-js/wasm-bundle.js'].every((f) =>
  existsSync(join(heicDir, f)),
);
if (!heicOk) problems.push('the HEIC decoder (heic-decode, libheif-js) is not unpacked from app.asar');
const modules = new Set(
  files
    .filter((f) => /^\/node_modules\/(@[^/]+\/)?[^/]+\/package\.json$/.test(f))
    .map((f) => f.split('/').slice(2, -1).join('/')),
);
const pkg = JSON.parse(asar.extractFile(archive, 'package.json').toString('utf8'));

console.log(`app.asar: ${files.length} entries, ${modules.size} packages under node_modules`);
console.log(
  `  app: ${files.filter((f) => f.startsWith('/out/')).length} files under out/ (main, preload, renderer)`,
);
console.log(`  package.json: ${pkg.name} ${pkg.version}, main ${pkg.main}`);
console.log(`  production dependencies: ${Object.keys(pkg.dependencies ?? {}).join(', ')}`);
if (nativeOk) console.log("  sharp's native binary and libvips: unpacked beside app.asar");
if (heicOk) console.log('  the HEIC decoder (heic-decode, libheif-js): unpacked beside app.asar');
if (problems.length > 0) {
  console.error(`FAILED:\n  ${problems.join('\n  ')}`);
} else {
  console.log('OK: the built app and production dependencies only');
}
if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
else console.log(`kept in ${work}`);
process.exit(problems.length > 0 ? 1 : 0);

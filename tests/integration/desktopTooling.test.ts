/**
 * The desktop app's tooling: the step before `npm start` that fetches the Electron binary, and the packed
 * app's contents (what `npm run dist -- --linux dir` puts into app.asar).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const nodeCanDownload = major > 22 || (major === 22 && minor >= 12);
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/**
 * A throwaway project holding the script and a stand-in electron package whose installer either "downloads"
 * (writes dist/ and path.txt as Electron's install.js does) or fails like a machine without internet.
 */
async function project(installer: 'works' | 'fails', installed = false): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'wq-electron-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'scripts'));
  copyFileSync(join(ROOT, 'scripts/ensure-electron.mjs'), join(dir, 'scripts/ensure-electron.mjs'));
  const pkg = join(dir, 'node_modules/electron');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'electron', version: '45.4.1' }));
  const writeBinary = `
    const fs = require('fs'), p = require('path');
    fs.mkdirSync(p.join(__dirname, 'dist'), { recursive: true });
    fs.writeFileSync(p.join(__dirname, 'dist', 'version'), 'v45.4.1');
    fs.writeFileSync(p.join(__dirname, 'dist', 'electron'), '');
    fs.writeFileSync(p.join(__dirname, 'path.txt'), 'electron');
    fs.writeFileSync(p.join(__dirname, 'installed-by-script'), '');`;
  writeFileSync(
    join(pkg, 'install.js'),
    installer === 'works' ? writeBinary : `console.error('TypeError: fetch failed'); process.exit(1);`,
  );
  if (installed) {
    mkdirSync(join(pkg, 'dist'));
    writeFileSync(join(pkg, 'dist/version'), 'v45.4.1');
    writeFileSync(join(pkg, 'dist/electron'), '');
    chmodSync(join(pkg, 'dist/electron'), 0o755);
    writeFileSync(join(pkg, 'path.txt'), 'electron');
  }
  return dir;
}

function ensure(dir: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(dir, 'scripts/ensure-electron.mjs'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: '' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('fetching the Electron binary before `npm start` (scripts/ensure-electron.mjs)', () => {
  it('does nothing when the binary is there', async () => {
    const dir = await project('fails', true);
    expect(ensure(dir)).toEqual({ status: 0, output: '' });
  });

  it.runIf(nodeCanDownload)('runs Electron’s own installer once when the binary is missing', async () => {
    const dir = await project('works');
    const first = ensure(dir);
    expect(first.status).toBe(0);
    expect(first.output).toContain('Downloading Electron 45.4.1');
    expect(first.output).toContain('Electron 45.4.1 is ready');
    expect(ensure(dir)).toEqual({ status: 0, output: '' });
  });

  it('explains what to do when the download fails (or Node is too old to download)', async () => {
    const dir = await project('fails');
    const result = ensure(dir);
    expect(result.status).toBe(1);
    expect(result.output).toMatch(
      nodeCanDownload
        ? /Could not download Electron 45\.4\.1[\s\S]*npm run serve/
        : /needs Node\.js 22\.12 or newer/,
    );
    // CI goes on without the binary: the desktop smoke test then reports itself as skipped.
    expect(ensure(dir, '--optional').status).toBe(0);
  });
});

describe('the packed desktop app (scripts/check-package.mjs)', () => {
  it('holds the built app and only the production dependencies', { timeout: 120_000 }, () => {
    const result = spawnSync(process.execPath, [join(ROOT, 'scripts/check-package.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(output).toContain('OK: the built app and production dependencies only');
    expect(output).toContain(
      'production dependencies: compression, confusables, express, heic-decode, obscenity, sharp, socket.io, socket.io-parser, unhomoglyph, yazl, zod',
    );
    expect(output).toContain("sharp's native binary and libvips: unpacked beside app.asar");
    expect(output).toContain('the HEIC decoder (heic-decode, libheif-js): unpacked beside app.asar');
    expect(result.status).toBe(0);
  });
});

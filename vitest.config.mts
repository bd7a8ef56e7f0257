import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Unit tests that replace a module with vi.mock (node:fs/promises, to make the disk fail). */
const MOCKING_FILES = ['tests/unit/sessionDurability.test.ts', 'tests/unit/sessionResetRace.test.ts'];
/** The desktop app's tests: they mock `electron` and start the app's entry, once per file. */
const ELECTRON_FILES = ['tests/e2e/electron.test.ts', 'tests/e2e/desktopLock.test.ts'];

const shared = { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } };

/**
 * Projects, run as stages by scripts/test.mjs (docs/testing.md): `unit` and `unit-mocking` (pure code,
 * threads), `integration` (real servers on loopback), `browser` (tests/e2e, one Chromium per worker) and `electron` (the
 * desktop app on a simulated Electron). The
 * files of a worker share their modules (`isolate: false`): a file's imports load once per worker, not
 * once per file (unit 31 s → 12 s); a file that mocks a module gets its own.
 */
export default defineConfig({
  resolve: shared,
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: on two cores that is one.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: MOCKING_FILES,
          pool: 'threads',
          isolate: false,
        },
      },
      // vi.mock replaces a module for its file only when that file imports everything afresh.
      { extends: true, test: { name: 'unit-mocking', include: MOCKING_FILES, pool: 'threads' } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          pool: 'forks',
          isolate: false,
          // Mostly waiting on servers' timers: four at a time keep two cores half busy.
          maxWorkers: 4,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ELECTRON_FILES,
          pool: 'forks',
          isolate: false,
          setupFiles: ['tests/e2e/fixtures/everyFile.ts'],
        },
      },
      { extends: true, test: { name: 'electron', include: ELECTRON_FILES, pool: 'forks' } },
    ],
  },
});

import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const shared = { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } };

/**
 * Three projects, run as stages by scripts/test.mjs (docs/testing.md): `unit` (pure code, threads),
 * `integration` (real servers on loopback) and `browser` (tests/e2e, one shared Chromium).
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
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], pool: 'threads', isolate: false },
      },
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
          pool: 'forks',
          isolate: false,
          globalSetup: ['tests/e2e/fixtures/globalChromium.ts'],
          setupFiles: ['tests/e2e/fixtures/everyFile.ts'],
        },
      },
    ],
  },
});

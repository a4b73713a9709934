import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The web app's `~/` alias (apps/web/tsconfig.json), for unit tests of its modules.
const webApp = fileURLToPath(new URL('./apps/web/app', import.meta.url));

// Unit tests (*.test.ts) are pure and fast; integration tests (*.int.test.ts) drive the real app
// against a freshly migrated database per test file: in-memory PGlite, or a database of its own
// on the PostgreSQL server named by TEST_DATABASE_URL.
// Timeouts only stop a test that hangs; they are generous so a busy machine passes (issue 11).
const shared = {
  exclude: ['**/node_modules/**', '**/dist/**', '**/build/**', 'e2e/**'],
};

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on our 2-core machines,
    // while the main process idles. Two measured 17 % faster on PGlite and 25 % on PostgreSQL
    // (docs/performance.md, "Test suite").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias: { '~': webApp } },
        test: {
          name: 'unit',
          include: [
            '{packages,apps}/*/src/**/*.test.{ts,tsx}',
            'apps/web/app/**/*.test.{ts,tsx}',
            'tooling/**/*.test.ts',
          ],
          exclude: [...shared.exclude, '**/*.int.test.*'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{packages,apps}/*/src/**/*.int.test.{ts,tsx}'],
          globalSetup: ['packages/db/src/testing/integration-setup.ts'],
          exclude: shared.exclude,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

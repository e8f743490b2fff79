import { defineConfig } from 'vitest/config';

// One runner, three projects: fast unit tests, server integration tests against a real
// database (PGlite, or PostgreSQL when DATABASE_URL is set), and browser end-to-end tests.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'protocol/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine,
          // which left a core idle for the whole unit run (107 s → 57 s with two).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/**/*.int.test.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
          setupFiles: ['server/test/socketHooks.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // A worker runs its files one after another in one module graph: each file would
          // otherwise import the whole server anew (~1.4 s of a core per file, 90+ files). The
          // files share no state but through what they start: each starts its own server.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
          setupFiles: ['server/test/socketHooks.ts'],
          // A loaded 2-core machine can take seconds to render a lazily loaded page.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // Two files at once: each has its own server and browser, and most of a browser test
          // is waiting for pages, media and timers rather than computing.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // As in the integration project: a file does not import the server and the browser
          // driver anew (~2.5 s of a core per file); each starts its own server and browser.
          isolate: false,
        },
      },
    ],
  },
});

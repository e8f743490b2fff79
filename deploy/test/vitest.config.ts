import { defineConfig } from 'vitest/config';

// The multi-host deployment test (npm run test:multihost): root only, one file, its own
// network namespaces, app hosts and nginx; run after `npm run build`.
export default defineConfig({
  test: {
    name: 'multihost',
    root: new URL('../..', import.meta.url).pathname,
    include: ['deploy/test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});

import { defineConfig } from 'tsup';

// One ESM bundle of the server with the protocol package inlined; npm dependencies stay external.
export default defineConfig({
  // The workers are plain JS, built beside main.js (src/media/imageClassifier.ts, src/auth/hashThreads.ts,
  // src/platform/db/database.ts).
  entry: {
    main: 'src/main.ts',
    nsfwWorker: 'src/media/nsfwWorker.mjs',
    hashWorker: 'src/auth/hashWorker.mjs',
    pgliteInit: 'src/platform/db/pgliteInit.mjs',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@serendip/protocol'],
});

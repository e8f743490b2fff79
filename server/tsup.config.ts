import { defineConfig } from 'tsup';

// One ESM bundle of the server with the protocol package inlined; npm dependencies stay external.
export default defineConfig({
  // The image classifier's worker is plain JS, copied beside main.js (src/media/imageClassifier.ts).
  entry: { main: 'src/main.ts', nsfwWorker: 'src/media/nsfwWorker.mjs' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@serendip/protocol'],
});

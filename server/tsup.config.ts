import { defineConfig } from 'tsup';

// One ESM bundle of the server with the protocol package inlined; npm dependencies stay external.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@serendip/protocol'],
});

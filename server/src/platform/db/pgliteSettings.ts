import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's buffer pool (PostgreSQL's shared_buffers). Its pages live in the WebAssembly heap and
 * count fully in the server's RSS: PostgreSQL's default 128MB held ~100 MB more than 32MB on an
 * idle server (bench/README.md, "Idle memory"). PGlite reads its files through the operating
 * system's page cache, so a page missing from the pool costs a system call, not a disk read.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** PGlite's own start parameters with the buffer pool set. */
export const pgliteStartParams = (sharedBuffers: string): string[] => [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${sharedBuffers}`,
];

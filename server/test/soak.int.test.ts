import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawnServer, type ChildServer } from '../../bench/childServer';
import { runSoak } from '../../bench/soakChurn';

// A short run of the soak (bench/soak.bench.ts; its long runs are in bench/README.md, "Soak"):
// the whole product in its own process with the image classifier on, 20 s of churn to warm up,
// then 40 s sampled. A leak that grows the heap after GC by more than the bound, or any refused
// chat, message or upload, fails it. In so short a run the caches are still filling towards their
// caps, so the heap's slope reads 7-20 MB/min on a healthy server (seen in CI beside the other
// integration tests); the bound is set for a gross leak: at this run's pace (~4,800 anonymous
// chats and ~7,000 friend messages a minute) 60 MB/min is about 5 KB kept per event, less than
// one connection's state. The long runs of bench:soak measure the slope itself.
const HEAP_SLOPE_BOUND_MB_PER_MIN = 60;
const RSS_SLOPE_BOUND_MB_PER_MIN = 150;

let server: ChildServer;
beforeAll(async () => {
  // The default deployment: embedded database and in-memory hub, on the PostgreSQL pass too (the
  // bench server refuses a shared PostgreSQL database, and this run writes thousands of rows).
  server = await spawnServer(['server'], { DATABASE_URL: undefined, REDIS_URL: undefined });
}, 180_000);
afterAll(async () => server?.close());

it('churns chats, messages and uploads for a minute without errors or a growing heap', async () => {
  const result = await runSoak(server, {
    warmUpSeconds: 20,
    seconds: 40,
    sampleMs: 2000,
    anonymousLoops: 10,
    friendPairs: 3,
    friendPauseMs: 20,
    uploadLoops: 1,
    uploadPauseMs: 300,
  });
  const summary = JSON.stringify({ ...result, samples: result.samples.length });
  console.log(`soak: ${summary}`);
  expect(result.errorExamples, summary).toEqual([]);
  expect(result.errors, summary).toBe(0);
  expect(result.counts.anonymousChats, summary).toBeGreaterThan(20);
  expect(result.counts.friendMessages, summary).toBeGreaterThan(100);
  expect(result.counts.uploads, summary).toBeGreaterThan(2);
  expect(result.samples.length, summary).toBeGreaterThan(10);
  expect(result.heapSlope, summary).toBeLessThan(HEAP_SLOPE_BOUND_MB_PER_MIN);
  expect(result.rssSlope, summary).toBeLessThan(RSS_SLOPE_BOUND_MB_PER_MIN);
}, 300_000);

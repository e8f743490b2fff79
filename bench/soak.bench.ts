/**
 * Soak: the whole product in its own process (childServer.ts: fresh PGlite, or
 * DATABASE_URL / REDIS_URL; the image classifier on) under a steady churn of anonymous chats,
 * friend messages and photo uploads for a set time (soakChurn.ts), then its RSS and JS heap
 * slopes (MB per minute, least squares after the warm-up) and its error count.
 *
 *   npm run bench:soak -- 600           (seconds; or BENCH_SOAK_SECONDS, default 600)
 *   BENCH_SOAK_WARM_UP_SECONDS=120 (churn before sampling) BENCH_SOAK_SAMPLE_MS=5000 BENCH_SOAK_ANONYMOUS_LOOPS=20 BENCH_SOAK_FRIEND_PAIRS=5
 *   BENCH_SOAK_FRIEND_PAUSE_MS=20 BENCH_SOAK_UPLOAD_LOOPS=1 BENCH_SOAK_UPLOAD_PAUSE_MS=500
 *
 * Exits non-zero when there was any error. server/test/soak.int.test.ts runs a short one.
 */
import os from 'node:os';
import { spawnServer } from './childServer';
import { defaultSoakOptions, runSoak, type SoakOptions } from './soakChurn';

const setting = (name: string, fallback: number) =>
  Number(process.env[`BENCH_SOAK_${name}`] ?? fallback);
const options: SoakOptions = {
  seconds: Number(process.argv[2] ?? setting('SECONDS', defaultSoakOptions.seconds)),
  sampleMs: setting('SAMPLE_MS', defaultSoakOptions.sampleMs),
  warmUpSeconds: setting('WARM_UP_SECONDS', defaultSoakOptions.warmUpSeconds),
  anonymousLoops: setting('ANONYMOUS_LOOPS', defaultSoakOptions.anonymousLoops),
  friendPairs: setting('FRIEND_PAIRS', defaultSoakOptions.friendPairs),
  friendPauseMs: setting('FRIEND_PAUSE_MS', defaultSoakOptions.friendPauseMs),
  uploadLoops: setting('UPLOAD_LOOPS', defaultSoakOptions.uploadLoops),
  uploadPauseMs: setting('UPLOAD_PAUSE_MS', defaultSoakOptions.uploadPauseMs),
};

const server = await spawnServer(['server']);
console.log(
  `\nSoak of ${server.label}, ${options.warmUpSeconds} s of warm-up then ${options.seconds} s sampled: ${options.anonymousLoops} anonymous loops, ` +
    `${options.friendPairs} friend pairs (${options.friendPauseMs} ms apart), ` +
    `${options.uploadLoops} upload loops (${options.uploadPauseMs} ms apart); ` +
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
);
try {
  const result = await runSoak(server, options);
  const minutes = (options.warmUpSeconds + options.seconds) / 60;
  console.log('\n| at | RSS | JS heap after GC |\n|---|---|---|');
  for (const sample of result.samples)
    console.log(
      `| ${sample.at.toFixed(0)} s | ${sample.rssMb.toFixed(0)} MB | ${sample.heapMb.toFixed(1)} MB |`,
    );
  console.log(
    `\nanonymous chats ${result.counts.anonymousChats} (${(result.counts.anonymousChats / minutes).toFixed(0)}/min), ` +
      `friend messages ${result.counts.friendMessages} (${(result.counts.friendMessages / minutes).toFixed(0)}/min), ` +
      `uploads ${result.counts.uploads} (${(result.counts.uploads / minutes).toFixed(0)}/min)`,
  );
  console.log(
    `slope: RSS ${result.rssSlope.toFixed(2)} MB/min, ` +
      `JS heap ${result.heapSlope.toFixed(2)} MB/min; errors ${result.errors}` +
      (result.errorExamples.length ? `\n  ${result.errorExamples.join('\n  ')}` : ''),
  );
  process.exitCode = result.errors > 0 ? 1 : 0;
} finally {
  await server.close();
}

/** A small autocannon-like load loop over fetch (undici): sequential latency, then N concurrent workers. */

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

export interface Stats {
  p50: number;
  p99: number;
  /** Requests per second over the whole run. */
  throughput: number;
}

export interface Result {
  name: string;
  sequential: Stats;
  concurrent: Stats;
}

async function once(target: Target): Promise<number> {
  const started = performance.now();
  const response = await fetch(target.url, { headers: target.headers });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${target.name}: ${response.status} ${body}`);
  return elapsed;
}

function stats(latencies: number[], wallMs: number): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
  return { p50: at(0.5), p99: at(0.99), throughput: (latencies.length / wallMs) * 1000 };
}

/** Runs `requests` requests through `workers` loops at once. */
async function run(target: Target, requests: number, workers: number): Promise<Stats> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < requests) {
        next += 1;
        latencies.push(await once(target));
      }
    }),
  );
  return stats(latencies, performance.now() - started);
}

export async function measure(
  target: Target,
  options: { requests: number; concurrency: number; sequential: number },
): Promise<Result> {
  await run(target, 200, options.concurrency); // warm-up: connections, JIT, caches
  const sequential = await run(target, options.sequential, 1);
  const concurrent = await run(target, options.requests, options.concurrency);
  console.log(
    `${target.name.padEnd(30)} seq p50 ${sequential.p50.toFixed(2)} ms, ` +
      `conc p99 ${concurrent.p99.toFixed(2)} ms, ${concurrent.throughput.toFixed(0)} req/s`,
  );
  return { name: target.name, sequential, concurrent };
}

export interface PacedStats {
  p50: number;
  p99: number;
  /** Requests per second actually completed. */
  throughput: number;
  /** Requests that could not be sent on time because all workers were busy. */
  late: number;
  /** Requests never sent: the run stops at twice its planned length when it falls behind. */
  unsent: number;
}

/**
 * `rate` requests per second for `seconds`, spread over `workers` loops (an open load: request i
 * is due at i / rate, whatever happened before). Latency counts from when a request was due, so a
 * server that falls behind shows it in p99 instead of silently slowing the load down.
 */
export async function paced(
  call: () => Promise<unknown>,
  options: { rate: number; seconds: number; workers: number },
): Promise<PacedStats> {
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let next = 0;
  let late = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.workers }, async () => {
      while (next < total && performance.now() - started < options.seconds * 2000) {
        const index = next;
        next += 1;
        const due = started + index * interval;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
        else if (wait < -interval * options.workers) late += 1;
        // A request up to 1 ms early is sent at once (a timer that short is late itself): its
        // latency counts from when it was sent, not from a due time still ahead of it.
        const sent = performance.now();
        await call();
        latencies.push(performance.now() - Math.min(due, sent));
      }
    }),
  );
  const wall = performance.now() - started;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
  const throughput = (latencies.length / wall) * 1000;
  return { p50: at(0.5), p99: at(0.99), throughput, late, unsent: total - latencies.length };
}

/** One request of `target`; throws unless it answers 200. */
export async function request(target: Target): Promise<void> {
  await once(target);
}

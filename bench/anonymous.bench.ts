/**
 * Anonymous matching and relay: time-to-match with a partner waiting (p50/p99), matches per
 * second under churn and the server's CPU time per match meanwhile, and p99 message latency, for
 * the server (its own process, memory hub; Redis with REDIS_URL) beside a bare Socket.IO pairing
 * relay (anonymousBaseline.ts).
 *
 * The churn runs BENCH_WARMUP_MS before it is counted: its first seconds are the JIT compiling
 * the match path on the server's helper threads (a fifth of the product's CPU in a cold 3 s
 * window, against a few percent for the small bare relay), paid once per process, not per match.
 *
 * The server runs twice: with requests as the spec writes them, and with the optional
 * `languages` extra (a third each Spanish, English, and Spanish-and-English speakers), so the cost
 * of preferring a shared language shows beside plain matching in the same command.
 *
 *   npm run bench:anonymous   BENCH_PAIRS=500 BENCH_CHURN_SOCKETS=400 BENCH_WARMUP_MS=3000
 *                             BENCH_CHURN_MS=3000
 */
import os from 'node:os';
import type { Socket } from 'socket.io-client';
import { spawnServer, type ChildServer } from './childServer';
import { ask, connectSockets, once, percentile } from './sockets';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 500);
const CHURN_SOCKETS = Number(process.env.BENCH_CHURN_SOCKETS ?? 400);
const CHURN_MS = Number(process.env.BENCH_CHURN_MS ?? 3000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 3000);
const MESSAGES = 1000;

type Request = (socket: Socket, index: number) => Promise<unknown>;

const specRequest: Request = (socket) =>
  ask(socket, 'requestAnonymousMatch', { interests: [], recaptchaValue: 'bench' });

const SPOKEN = [['es'], ['en'], ['es', 'en']];
const languageRequest: Request = (socket, index) =>
  ask(socket, 'requestAnonymousMatch', {
    interests: [],
    recaptchaValue: 'bench',
    languages: SPOKEN[index % SPOKEN.length],
  });

async function run({ label, url, cpuSeconds }: ChildServer, request: Request = specRequest) {
  // Time to match with a partner waiting: fresh pairs (recent partners are never re-paired).
  const timings: number[] = [];
  const people = await connectSockets(
    url,
    Array.from({ length: PAIRS * 2 }, () => undefined),
  );
  for (let i = 0; i < PAIRS; i += 1) {
    const [waiter, joiner] = [people[2 * i], people[2 * i + 1]];
    // Both of a pair speak the same languages, so each waiter suits its joiner.
    await request(waiter, i);
    const started = performance.now();
    const matched = once(joiner, 'matched');
    void request(joiner, i);
    await matched;
    timings.push(performance.now() - started);
  }
  // Message latency on the last pair.
  const [from, to] = [people[PAIRS * 2 - 2], people[PAIRS * 2 - 1]];
  const latencies: number[] = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    const started = performance.now();
    const received = once(to, 'receiveAnonymousMessage');
    from.emit('sendAnonymousMessage', { content: `m${i}`, type: 'emoji' }, () => {});
    await received;
    latencies.push(performance.now() - started);
  }
  for (const socket of people) socket.disconnect();
  // Churn: every socket asks again as soon as it is matched.
  const churn = await connectSockets(
    url,
    Array.from({ length: CHURN_SOCKETS }, () => undefined),
  );
  let matches = 0;
  let running = true;
  churn.forEach((socket, index) => {
    socket.on('matched', () => {
      matches += 1;
      if (running) void request(socket, index);
    });
  });
  await Promise.all(churn.map((socket, index) => request(socket, index)));
  await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
  const [started, cpuBefore, matchesBefore] = [performance.now(), await cpuSeconds(), matches];
  await new Promise((resolve) => setTimeout(resolve, CHURN_MS));
  running = false;
  const counted = (matches - matchesBefore) / 2;
  const cpuPerMatch = ((await cpuSeconds()) - cpuBefore) / counted;
  const perSecond = counted / ((performance.now() - started) / 1000);
  for (const socket of churn) socket.disconnect();
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `${label.padEnd(28)} match p50 ${ms(percentile(timings, 0.5))}  p99 ${ms(percentile(timings, 0.99))}` +
      `  | ${perSecond.toFixed(0)} matches/s, server CPU ${(cpuPerMatch * 1e6).toFixed(0)} µs a match | message p50 ${ms(percentile(latencies, 0.5))}  p99 ${ms(percentile(latencies, 0.99))}`,
  );
}

// Each server runs in a process of its own; the clients stay here (see childServer.ts).
const bare = await spawnServer(['baseline', 'anonymousBaseline.ts', 'startBareRelay']);
const server = await spawnServer(['server']);
console.log(
  `${os.cpus().length} CPUs, ${server.label}, ${PAIRS} pairs, servers in their own processes`,
);
await run(bare);
await run(server);
await run({ ...server, label: `${server.label} + languages` }, languageRequest);
await bare.close();
await server.close();
process.exit(0);

/**
 * Video call signalling, for the server (memory hub; Redis with REDIS_URL) beside a bare
 * Socket.IO pairing relay (videoBaseline.ts), each in a process of its own (childServer.ts),
 * driven by the same clients in this process:
 *
 * - alone: one matched pair, BENCH_VIDEO_ALONE offers then candidates relayed one at a time;
 * - light: 50 pairs setting calls up with a ~500 ms pause between calls (latency, not queueing);
 * - saturated: BENCH_VIDEO_SOCKETS sockets setting calls up back to back (set-ups per second).
 *
 * A set-up: requestMatch → matchFound → the caller sends a ~4 KB offer and 4 candidates → the
 * callee answers and sends 4 candidates → each side has the other's description and candidates;
 * both then ask for a new match (requestMatch leaves the current call). Set-up time runs from the
 * request that made the match to both sides done; relay latency from emit to the peer's event.
 *
 *   npm run bench:video      BENCH_VIDEO_SOCKETS=200 BENCH_VIDEO_MS=5000 BENCH_VIDEO_ALONE=300
 *                            BENCH_VIDEO_ROUNDS=2 (bare then server, repeated)
 */
import os from 'node:os';
import type { Socket } from 'socket.io-client';
import type { MatchFound } from '@serendip/protocol';
import { spawnServer } from './childServer';
import { ask, connectSockets, once, percentile } from './sockets';
import { candidate, idOf, indexOf, sessionDescription } from './webrtcPayloads';

const SOCKETS = Number(process.env.BENCH_VIDEO_SOCKETS ?? 200);
/**
 * Light load: 50 pairs pausing ~500 ms between calls (≤ 100 set-ups/s), so latency is not
 * queueing. Enough people that the server's rule against meeting a partner of the last minute
 * again leaves most of the others eligible.
 */
const LIGHT_SOCKETS = 100;
const LIGHT_PAUSE_MS = 500;
const MEASURE_MS = Number(process.env.BENCH_VIDEO_MS ?? 5000);
const ALONE = Number(process.env.BENCH_VIDEO_ALONE ?? 300);
const ROUNDS = Number(process.env.BENCH_VIDEO_ROUNDS ?? 2);
const WARM_UP_MS = 1000;
const CANDIDATES = 4;

type Offer = { offer: { sdp: string }; fromSocketId: string; callId: string };
type Answer = { answer: { sdp: string }; fromSocketId: string; callId: string };
type Candidate = { candidate: { candidate: string }; fromSocketId: string; callId: string };

const ms = (value: number) => `${value.toFixed(2)} ms`;
const request = (socket: Socket) =>
  ask(socket, 'requestMatch', { groupPreferred: false, interests: [], captcha: 'bench' });

/** Every emit carries a unique number; the receiver looks up when it was sent. */
class Clock {
  private next = 1;
  private readonly sentAt = new Map<number, number>();
  stamp(): number {
    const id = this.next++;
    this.sentAt.set(id, performance.now());
    return id;
  }
  elapsed(id: number): number {
    const started = this.sentAt.get(id);
    this.sentAt.delete(id);
    if (started === undefined) throw new Error(`unknown message ${id}`);
    return performance.now() - started;
  }
}

/** Sends a signalling event and stops the bench if the server refuses it. */
function signal(socket: Socket, event: string, payload: object) {
  socket.emit(event, payload, (reply: { ok: boolean; message?: string }) => {
    if (!reply.ok) throw new Error(`${event} refused: ${reply.message}`);
  });
}

/** Fails instead of hanging when a target does not answer (e.g. no video handlers yet). */
function within<T>(promise: Promise<T>, what: string, timeoutMs = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One pair matched, then ALONE offers and ALONE candidates relayed one at a time. */
async function alone(url: string, clock: Clock) {
  const [first, second] = await connectSockets(url, [undefined, undefined]);
  await within(request(first), 'answer to requestMatch');
  const found = once(second, 'matchFound') as Promise<MatchFound>;
  await request(second);
  const { callId, members } = await within(found, 'matchFound');
  const [from, to, toSocketId] = [second, first, members[0]];
  const descriptions: number[] = [];
  const candidates: number[] = [];
  for (let i = 0; i < ALONE; i += 1) {
    const offer = once(to, 'webrtc-offer') as Promise<Offer>;
    signal(from, 'webrtc-offer', {
      offer: sessionDescription('offer', clock.stamp()),
      toSocketId,
      callId,
    });
    descriptions.push(clock.elapsed(idOf((await offer).offer.sdp)));
    const received = once(to, 'webrtc-ice-candidate') as Promise<Candidate>;
    signal(from, 'webrtc-ice-candidate', {
      candidate: candidate(clock.stamp()),
      toSocketId,
      callId,
    });
    candidates.push(clock.elapsed(indexOf(await received)));
  }
  first.disconnect();
  second.disconnect();
  return { descriptions, candidates };
}

/**
 * `count` sockets set calls up over and over (each pair pausing `pauseMs` between calls) for
 * WARM_UP_MS + MEASURE_MS; what starts after the warm-up and ends before the stop is counted.
 */
async function churn(url: string, clock: Clock, count: number, pauseMs = 0) {
  const sockets = await connectSockets(
    url,
    Array.from({ length: count }, () => undefined),
  );
  const setup: number[] = [];
  const descriptions: number[] = [];
  const candidates: number[] = [];
  /** Per call: when the request that made it was sent, and which sides have everything. */
  const calls = new Map<string, { startedAt: number; done: Socket[] }>();
  /** When each socket last asked for a match: the later of a pair's two requests made the call. */
  const requestedAt = new Map<Socket, number>();
  const requeue = (socket: Socket) => {
    requestedAt.set(socket, performance.now());
    return request(socket);
  };
  /** Per side of a call (`socketId:callId`): the description arrived, and how many candidates. */
  const sides = new Map<string, { description: boolean; candidates: number }>();
  let measuring = false;
  let running = true;
  let measureStart = 0;
  /** Counts a delivery whose message was sent inside the measured window. */
  const record = (into: number[], latency: number) => {
    if (measuring && performance.now() - latency >= measureStart) into.push(latency);
  };
  const sendCandidates = (socket: Socket, toSocketId: string, callId: string) => {
    for (let i = 0; i < CANDIDATES; i += 1)
      signal(socket, 'webrtc-ice-candidate', {
        candidate: candidate(clock.stamp()),
        toSocketId,
        callId,
      });
  };
  const progress = (
    socket: Socket,
    callId: string,
    update: (side: { description: boolean; candidates: number }) => void,
  ) => {
    const key = `${socket.id}:${callId}`;
    const side = sides.get(key) ?? { description: false, candidates: 0 };
    sides.set(key, side);
    update(side);
    if (!side.description || side.candidates < CANDIDATES) return;
    sides.delete(key);
    const call = calls.get(callId)!;
    call.done.push(socket);
    if (call.done.length < 2) return;
    calls.delete(callId);
    const now = performance.now();
    if (measuring && call.startedAt >= measureStart) setup.push(now - call.startedAt);
    const again = () => {
      if (running) for (const side of call.done) void requeue(side);
    };
    // Jittered, so that the pairs do not fall into step and arrive in bursts.
    if (pauseMs) setTimeout(again, pauseMs * (0.5 + Math.random()));
    else again();
  };
  for (const socket of sockets) {
    socket.on('matchFound', ({ callId, members, isCaller }: MatchFound) => {
      if (!isCaller) return;
      // The caller's request found the waiting partner (MatchFound.isCaller), so it is the later.
      calls.set(callId, { startedAt: requestedAt.get(socket)!, done: [] });
      const toSocketId = members[0];
      signal(socket, 'webrtc-offer', {
        offer: sessionDescription('offer', clock.stamp()),
        toSocketId,
        callId,
      });
      sendCandidates(socket, toSocketId, callId);
    });
    socket.on('webrtc-offer', ({ offer, fromSocketId, callId }: Offer) => {
      record(descriptions, clock.elapsed(idOf(offer.sdp)));
      signal(socket, 'webrtc-answer', {
        answer: sessionDescription('answer', clock.stamp()),
        toSocketId: fromSocketId,
        callId,
      });
      sendCandidates(socket, fromSocketId, callId);
      progress(socket, callId, (side) => (side.description = true));
    });
    socket.on('webrtc-answer', ({ answer, callId }: Answer) => {
      record(descriptions, clock.elapsed(idOf(answer.sdp)));
      progress(socket, callId, (side) => (side.description = true));
    });
    socket.on('webrtc-ice-candidate', (payload: Candidate) => {
      record(candidates, clock.elapsed(indexOf(payload)));
      progress(socket, payload.callId, (side) => (side.candidates += 1));
    });
  }
  await Promise.all(sockets.map(requeue));
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  measuring = true;
  measureStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
  measuring = false;
  running = false;
  const seconds = (performance.now() - measureStart) / 1000;
  for (const socket of sockets) socket.disconnect();
  return { setupsPerSecond: setup.length / seconds, setup, descriptions, candidates };
}

type Load = Awaited<ReturnType<typeof churn>>;
const p = (values: number[]) =>
  `p50 ${ms(percentile(values, 0.5))} p99 ${ms(percentile(values, 0.99))}`;

async function run(label: string, url: string) {
  const clock = new Clock();
  const single = await alone(url, clock);
  const light = await churn(url, clock, LIGHT_SOCKETS, LIGHT_PAUSE_MS);
  const saturated = await churn(url, clock, SOCKETS);
  console.log(label);
  console.log(
    `  ${'alone (1 pair)'.padEnd(24)} offer ${p(single.descriptions)}, candidate ${p(single.candidates)}`,
  );
  for (const [name, load] of [
    [`light (${LIGHT_SOCKETS / 2} pairs, paced)`, light],
    [`saturated (${SOCKETS} sockets)`, saturated],
  ] as const)
    console.log(
      `  ${name.padEnd(24)} ${load.setupsPerSecond.toFixed(0)} set-ups/s, set-up ${p(load.setup)},` +
        ` offer/answer ${p(load.descriptions)}, candidate ${p(load.candidates)}`,
    );
  return { single, light, saturated };
}

// Each server runs in a process of its own; the clients stay here (see childServer.ts).
const bare = await spawnServer(['baseline', 'videoBaseline.ts', 'startBareVideoRelay']);
const server = await spawnServer(['server']);
console.log(
  `${os.cpus().length} CPUs, ${server.label}, servers in their own processes, ${SOCKETS} sockets,` +
    ` ${MEASURE_MS} ms after ${WARM_UP_MS} ms warm-up, ${CANDIDATES} candidates a side,` +
    ` offer ${sessionDescription('offer', 1).sdp.length} B`,
);
const ratio = (numerator: number, denominator: number) =>
  `${(numerator / denominator).toFixed(1)}×`;
const slower = (name: string, server: number[], bareValues: number[]) =>
  `${name} p50 ${ratio(percentile(server, 0.5), percentile(bareValues, 0.5))}` +
  ` p99 ${ratio(percentile(server, 0.99), percentile(bareValues, 0.99))}`;
const load = (name: string, server: Load, bareLoad: Load) =>
  `${name}: set-ups/s ${ratio(bareLoad.setupsPerSecond, server.setupsPerSecond)} (bare ÷ server), ` +
  [
    slower('set-up', server.setup, bareLoad.setup),
    slower('offer/answer', server.descriptions, bareLoad.descriptions),
    slower('candidate', server.candidates, bareLoad.candidates),
  ].join(', ');
// Other jobs come and go on a shared machine: rounds alternate the two, and each round's
// ratios compare runs a few seconds apart.
for (let round = 1; round <= ROUNDS; round += 1) {
  console.log(`round ${round} of ${ROUNDS}`);
  const baseline = await run(bare.label, bare.url);
  const product = await run(server.label, server.url);
  console.log('server ÷ bare (latency) and bare ÷ server (rate):');
  console.log(
    `  alone: ${slower('offer', product.single.descriptions, baseline.single.descriptions)}, ` +
      slower('candidate', product.single.candidates, baseline.single.candidates),
  );
  console.log(`  ${load('light', product.light, baseline.light)}`);
  console.log(`  ${load('saturated', product.saturated, baseline.saturated)}`);
}
await bare.close();
await server.close();
process.exit(0);

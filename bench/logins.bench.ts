/**
 * Logins never stall chat. One friend pair sends messages one at a time
 * (latency: sender's emit to the friend's receive event); the chat p99 is measured idle, then
 * while BENCH_LOGINS (100) logins arrive at once (sent by a process of their own, loginBurst.ts,
 * so this one only times the chat), and each login's own latency is recorded. The burst is
 * repeated BENCH_BURSTS (3) times, with idle chat before each, and the percentiles are taken over
 * all of them: one burst gives ~250 timed messages, whose p99 is their third worst, so a single
 * stall of the machine decided a run's ratio.
 * Run three times on the same machine in one command: the baseline (the same burst sent to
 * another server process: the machine's share of the cost), the product (cores - 1 hashes at
 * once, on worker threads at a lower priority than the event loop) and with 4 at once
 * (PASSWORD_HASH_CONCURRENCY=4, as many as libuv's thread pool ran before the pool existed).
 *
 *   npx tsx bench/logins.bench.ts        BENCH_LOGINS=100 BENCH_IDLE_MESSAGES=600 BENCH_BURSTS=3
 *                                        BENCH_VARIANTS=burst,pool,4 (all three)
 *
 * The server runs in its own process (childServer.ts) on a fresh embedded database.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type { Socket } from 'socket.io-client';
import { TestClient } from '../server/test/testClient';
import { spawnServer } from './childServer';
import { readyLoginBurst } from './loginBurst';
import { ask, connectSockets, percentile } from './sockets';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 100);
const IDLE_MESSAGES = Number(process.env.BENCH_IDLE_MESSAGES ?? 600);
const BURSTS = Number(process.env.BENCH_BURSTS ?? 3);
/** Logins per account stay under the login throttle's free attempts. */
const LOGINS_PER_ACCOUNT = 4;

async function ok<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** Sends one message and resolves with the time until the friend received it (ms). */
function roundTrip(sender: Socket, receiver: Socket, conversationId: string, n: number) {
  const clientId = `m${n}${crypto.randomBytes(3).toString('hex')}`;
  return new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const listener = (message: { clientId: string }) => {
      if (message.clientId !== clientId) return;
      receiver.off('receiveMessage', listener);
      resolve(performance.now() - started);
    };
    receiver.on('receiveMessage', listener);
    void ask(sender, 'sendMessage', {
      conversationId,
      content: `hi ${n}`,
      type: 'text',
      clientId,
    }).then((reply) => {
      if (!reply.ok) reject(new Error(`sendMessage refused: ${JSON.stringify(reply)}`));
    });
  });
}

interface Result {
  idleP50: number;
  idleP99: number;
  burstP99: number;
  burstMessages: number;
  loginP50: number;
  loginP99: number;
  loginsPerSecond: number;
}

/**
 * One variant. `burstElsewhere`: the logins go to a second server process on the same machine,
 * so the chat's server does none of their work while the machine does all of it (hashing,
 * the burst's client, a server answering): the baseline, what the burst costs the chat on these
 * two cores whatever the product does.
 */
async function run(hashConcurrency: string | undefined, burstElsewhere = false): Promise<Result> {
  if (hashConcurrency) process.env.PASSWORD_HASH_CONCURRENCY = hashConcurrency;
  else delete process.env.PASSWORD_HASH_CONCURRENCY;
  const server = await spawnServer(['server']);
  const burstServer = burstElsewhere ? await spawnServer(['server']) : server;
  try {
    const tag = crypto.randomBytes(3).toString('hex');
    const register = async (name: string, url = server.url) => {
      const http = new TestClient(url);
      const body = await ok<{ _id: string; token: string }>(
        http.post('/api/auth/register', {
          username: name,
          email: `${name}@example.com`,
          password: 'correct horse battery',
        }),
        'register',
      );
      http.token = body.token;
      return { id: body._id, token: body.token, http, name };
    };
    const [a, b] = [await register(`la${tag}`), await register(`lb${tag}`)];
    await ok(a.http.post(`/api/friends/request/${b.id}`), 'friend request');
    await ok(b.http.post(`/api/friends/accept/${a.id}`), 'accept');
    const conversation = await ok<{ _id: string }>(
      a.http.post(`/api/chat/conversation/${b.id}`),
      'conversation',
    );
    const accounts: Awaited<ReturnType<typeof register>>[] = [];
    for (let i = 0; i < Math.ceil(LOGINS / LOGINS_PER_ACCOUNT); i += 1)
      accounts.push(await register(`lg${tag}${i}`, burstServer.url));
    const [sa, sb] = await connectSockets(server.url, [a.token, b.token]);
    for (const socket of [sa, sb]) await ask(socket, 'joinConversation', conversation._id);

    for (let i = 0; i < 20; i += 1) await roundTrip(sa, sb, conversation._id, i);
    const idle: number[] = [];
    const burst: number[] = [];
    const loginTimes: number[] = [];
    let loginWall = 0;
    for (let round = 0; round < BURSTS; round += 1) {
      for (let i = 0; i < IDLE_MESSAGES / BURSTS; i += 1)
        idle.push(await roundTrip(sa, sb, conversation._id, i));
      // From a process of its own (started and loaded before the timed window): this one only
      // times the chat.
      const loginProcess = await readyLoginBurst();
      let loginsDone = false;
      const started = performance.now();
      const logins = loginProcess
        .fire({
          url: burstServer.url,
          identifiers: Array.from({ length: LOGINS }, (_, i) => accounts[i % accounts.length].name),
          password: 'correct horse battery',
        })
        .then((times) => loginTimes.push(...times))
        .finally(() => (loginsDone = true));
      const chatting = (async () => {
        for (let i = 0; !loginsDone; i += 1)
          burst.push(await roundTrip(sa, sb, conversation._id, i));
      })();
      await logins;
      loginWall += performance.now() - started;
      await chatting;
    }
    sa.disconnect();
    sb.disconnect();
    return {
      idleP50: percentile(idle, 0.5),
      idleP99: percentile(idle, 0.99),
      burstP99: percentile(burst, 0.99),
      burstMessages: burst.length,
      loginP50: percentile(loginTimes, 0.5),
      loginP99: percentile(loginTimes, 0.99),
      loginsPerSecond: ((LOGINS * BURSTS) / loginWall) * 1000,
    };
  } finally {
    await server.close();
    if (burstServer !== server) await burstServer.close();
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(
  `${BURSTS} bursts of ${LOGINS} concurrent logins, ${os.availableParallelism()} cores, load ${load()}`,
);
const variants: [string, () => Promise<Result>][] = [
  ['burst elsewhere', () => run(undefined, true)],
  ['pool (cores - 1)', () => run(undefined)],
  ['4 at once', () => run('4')],
];
// BENCH_VARIANTS picks some by the start of their label, e.g. "pool" or "burst,pool".
const wanted = process.env.BENCH_VARIANTS?.split(',').map((name) => name.trim());
const rows: [string, Result][] = [];
for (const [label, measure] of variants)
  if (!wanted || wanted.some((name) => label.startsWith(name))) rows.push([label, await measure()]);
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
console.log(
  'variant             chat p50 idle  chat p99 idle  chat p99 burst  ratio  msgs  login p50  login p99  logins/s',
);
for (const [label, r] of rows)
  console.log(
    [
      label.padEnd(18),
      ms(r.idleP50).padStart(14),
      ms(r.idleP99).padStart(14),
      ms(r.burstP99).padStart(15),
      `${(r.burstP99 / r.idleP99).toFixed(1)}x`.padStart(6),
      String(r.burstMessages).padStart(5),
      ms(r.loginP50),
      ms(r.loginP99),
      r.loginsPerSecond.toFixed(0).padStart(9),
    ].join(' '),
  );
console.log(`load after: ${load()}`);

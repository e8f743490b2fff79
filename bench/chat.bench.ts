/**
 * Message relay: friend chat (BENCH_CHAT_PAIRS pairs) and one room of BENCH_ROOM_MEMBERS members,
 * end-to-end latency from the sender's emit to each recipient's receive event (p50/p99) and
 * throughput, for the server (in-process, RATE_LIMITS=off) beside a bare Socket.IO relay
 * (chatBaseline.ts) driven by the same clients in the same process.
 *
 *   npm run bench:chat      BENCH_CHAT_PAIRS=10 BENCH_CHAT_MESSAGES=300 BENCH_ROOM_MEMBERS=50
 *                           BENCH_ROOM_SENDERS=5 BENCH_ROOM_MESSAGES=100 BENCH_IN_FLIGHT=4
 *
 * Storage: embedded PGlite in a fresh temporary folder, or DATABASE_URL (its name must contain
 * "bench"; the run adds users, friendships, a room and messages to it).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { createServer } from '../server/src/app';
import { loadConfig } from '../server/src/platform/config';
import { openDatabase } from '../server/src/platform/db/database';
import { benchDatabaseOptions } from './benchDatabase';
import { benchServerEnv } from './serverEnv';
import { startBareChatRelay } from './chatBaseline';
import { TestClient } from '../server/test/testClient';
import { ask, connectSockets, percentile } from './sockets';

const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 10);
const CHAT_MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 300);
const MEMBERS = Number(process.env.BENCH_ROOM_MEMBERS ?? 50);
const ROOM_SENDERS = Number(process.env.BENCH_ROOM_SENDERS ?? 5);
const ROOM_MESSAGES = Number(process.env.BENCH_ROOM_MESSAGES ?? 100);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 4);
const WARM_UP = 20;

interface Stats {
  p50: number;
  p99: number;
  deliveries: number;
  perSecond: number;
  messagesPerSecond: number;
}

/**
 * Every sender sends `count` messages to its channel, at most IN_FLIGHT unacknowledged at once;
 * every other socket of the channel records (receive time − emit time) for each message.
 */
async function relay(
  senders: { socket: Socket; channel: string; receivers: Socket[] }[],
  count: number,
  send: 'sendMessage' | 'sendRoomMessage',
  receive: 'receiveMessage' | 'receiveRoomMessage',
  tag: string,
  inFlight = IN_FLIGHT,
): Promise<Stats> {
  const emitted = new Map<string, number>();
  const latencies: number[] = [];
  const listeners: [Socket, (message: { clientId: string }) => void][] = [];
  let expected = 0;
  let done!: () => void;
  const allDelivered = new Promise<void>((resolve) => (done = resolve));
  senders.forEach((sender, index) => {
    expected += count * sender.receivers.length;
    for (const receiver of sender.receivers) {
      const listener = (message: { clientId: string }) => {
        if (!message.clientId.startsWith(`${tag}s${index}x`)) return;
        const started = emitted.get(message.clientId);
        if (started === undefined) return;
        latencies.push(performance.now() - started);
        if (latencies.length === expected) done();
      };
      receiver.on(receive, listener);
      listeners.push([receiver, listener]);
    }
  });
  const started = performance.now();
  await Promise.all(
    senders.map(async ({ socket, channel }, index) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (next < count) {
            const clientId = `${tag}s${index}x${next}`;
            next += 1;
            const key = send === 'sendMessage' ? 'conversationId' : 'roomId';
            emitted.set(clientId, performance.now());
            const reply = await ask(socket, send, {
              [key]: channel,
              content: `hello ${clientId}`,
              type: 'text',
              clientId,
            });
            if (!reply.ok) throw new Error(`${send} refused: ${JSON.stringify(reply)}`);
          }
        }),
      );
    }),
  );
  const timeout = setTimeout(() => done(), 30_000);
  await allDelivered;
  clearTimeout(timeout);
  const wallMs = performance.now() - started;
  for (const [socket, listener] of listeners) socket.off(receive, listener);
  if (latencies.length < expected)
    throw new Error(`${tag}: ${latencies.length} of ${expected} deliveries arrived`);
  latencies.sort((a, b) => a - b);
  const messages = senders.length * count;
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    deliveries: latencies.length,
    perSecond: (latencies.length / wallMs) * 1000,
    messagesPerSecond: (messages / wallMs) * 1000,
  };
}

interface Setup {
  url: string;
  /** One token per user (undefined for the bare relay); users 0..2·PAIRS−1 form the pairs. */
  tokens: (string | undefined)[];
  conversations: string[];
  roomId: string;
}

type Kind = 'alone' | 'chat' | 'room';

async function measure(label: string, setup: Setup): Promise<Record<Kind, Stats>> {
  const people = await connectSockets(setup.url, setup.tokens);
  const pairs = Array.from({ length: PAIRS }, (_, i) => ({
    socket: people[2 * i],
    channel: setup.conversations[i],
    receivers: [people[2 * i + 1]],
  }));
  for (const [i, conversation] of setup.conversations.entries()) {
    for (const socket of [people[2 * i], people[2 * i + 1]]) {
      const reply = await ask(socket, 'joinConversation', conversation);
      if (!reply.ok) throw new Error(`joinConversation refused: ${JSON.stringify(reply)}`);
    }
  }
  const members = people.slice(0, MEMBERS);
  for (const socket of members) {
    const reply = await ask(socket, 'joinRoom', setup.roomId);
    if (!reply.ok) throw new Error(`joinRoom refused: ${JSON.stringify(reply)}`);
  }
  const roomSenders = members.slice(0, ROOM_SENDERS).map((socket) => ({
    socket,
    channel: setup.roomId,
    receivers: members.filter((other) => other !== socket),
  }));
  await relay(pairs, WARM_UP, 'sendMessage', 'receiveMessage', 'w');
  // One message at a time on one pair: the latency of a message alone, without queueing.
  const alone = await relay(pairs.slice(0, 1), 200, 'sendMessage', 'receiveMessage', 'a', 1);
  const chat = await relay(pairs, CHAT_MESSAGES, 'sendMessage', 'receiveMessage', 'c');
  await relay(roomSenders.slice(0, 1), WARM_UP, 'sendRoomMessage', 'receiveRoomMessage', 'v');
  const room = await relay(
    roomSenders,
    ROOM_MESSAGES,
    'sendRoomMessage',
    'receiveRoomMessage',
    'r',
  );
  for (const socket of people) socket.disconnect();
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  for (const [name, stats] of [
    ['chat, alone', alone],
    ['friend chat', chat],
    [`room of ${MEMBERS}`, room],
  ] as const) {
    console.log(
      `${label.padEnd(22)} ${name.padEnd(12)} p50 ${ms(stats.p50)}  p99 ${ms(stats.p99)}  ` +
        `${stats.messagesPerSecond.toFixed(0)} msg/s  ${stats.perSecond.toFixed(0)} deliveries/s`,
    );
  }
  return { alone, chat, room };
}

// ---- the server, its users, friendships, conversations and room ----

const options = process.env.DATABASE_URL ? benchDatabaseOptions() : undefined;
const dataDir =
  options?.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-chat-bench-')));
const ownDataDir = !options;
const config = loadConfig(benchServerEnv(dataDir));
const server = await createServer({
  config,
  database: await openDatabase(options ?? { dataDir }),
});
const port = await server.listen();
const api = `http://127.0.0.1:${port}`;

/** The body of a successful answer; a failed set-up call stops the run. */
async function ok<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

const USERS = Math.max(MEMBERS, 2 * PAIRS);
const tag = crypto.randomBytes(3).toString('hex');
const users: { id: string; token: string; http: TestClient }[] = [];
for (let i = 0; i < USERS; i += 5) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(5, USERS - i) }, async (_, j) => {
      const http = new TestClient(api);
      const name = `chat${tag}${i + j}`;
      const body = await ok<{ _id: string; token: string }>(
        http.post('/api/auth/register', {
          username: name,
          email: `${name}@example.com`,
          password: 'correct horse battery',
        }),
        'register',
      );
      http.token = body.token;
      return { id: body._id, token: body.token, http };
    }),
  );
  users.push(...batch);
}
const conversations: string[] = [];
for (let i = 0; i < PAIRS; i += 1) {
  const [a, b] = [users[2 * i], users[2 * i + 1]];
  await ok(a.http.post(`/api/friends/request/${b.id}`), 'friend request');
  await ok(b.http.post(`/api/friends/accept/${a.id}`), 'accept');
  const conversation = await ok<{ _id: string }>(
    a.http.post(`/api/chat/conversation/${b.id}`),
    'conversation',
  );
  conversations.push(conversation._id);
}
const room = await ok<{ _id: string }>(
  users[0].http.post('/api/rooms', { name: `bench ${tag}` }),
  'room',
);

const bare = await startBareChatRelay();
console.log(
  `${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}, ` +
    `${options?.databaseUrl ? 'PostgreSQL' : 'PGlite'}, hub ${server.ctx.hub.kind}; ` +
    `${PAIRS} pairs × ${CHAT_MESSAGES} messages, room of ${MEMBERS}: ` +
    `${ROOM_SENDERS} senders × ${ROOM_MESSAGES} messages; ${IN_FLIGHT} in flight per sender`,
);
const bareSetup = {
  url: bare.url,
  tokens: users.map(() => undefined),
  conversations: conversations.map((_, i) => `conversation${i}`),
  roomId: 'room',
};
const bareFirst = await measure('bare Socket.IO relay', bareSetup);
const product = await measure(`server (${server.ctx.hub.kind} hub)`, {
  url: api,
  tokens: users.map((user) => user.token),
  conversations,
  roomId: room._id,
});
// Measured only first, the bare relay also paid for warming the clients and the Socket.IO code
// it shares with the server in this process (one message at a time: 2,445 msg/s first, 4,566
// again last, in one run). It is measured again last, and for each row the faster counts.
const bareLast = await measure('bare Socket.IO relay, again', bareSetup);
const faster = (kind: Kind) =>
  bareLast[kind].perSecond > bareFirst[kind].perSecond ? bareLast[kind] : bareFirst[kind];
const baseline = { alone: faster('alone'), chat: faster('chat'), room: faster('room') };
console.log('\n| | p50 | p99 | messages/s | deliveries/s | bare ÷ server (deliveries/s) |');
console.log('|---|---|---|---|---|---|');
const names: Record<Kind, string> = {
  alone: 'friend chat, 1 message at a time',
  chat: `friend chat, ${PAIRS} pairs`,
  room: `room of ${MEMBERS}`,
};
for (const kind of ['alone', 'chat', 'room'] as const) {
  const name = names[kind];
  for (const [label, stats] of [
    ['bare Socket.IO relay', baseline[kind]],
    ['server', product[kind]],
  ] as const) {
    console.log(
      `| ${name}, ${label} | ${stats.p50.toFixed(2)} ms | ${stats.p99.toFixed(2)} ms | ` +
        `${stats.messagesPerSecond.toFixed(0)} | ${stats.perSecond.toFixed(0)} | ` +
        `${(baseline[kind].perSecond / stats.perSecond).toFixed(1)}× |`,
    );
  }
}
await bare.close();
await server.close();
if (ownDataDir) await fs.rm(dataDir, { recursive: true, force: true });
process.exit(0);

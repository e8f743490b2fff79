/**
 * Idle scale: how much memory the server needs per idle connection, against a
 * bare Socket.IO server, in one command. Each server runs in its own process (childServer.ts);
 * the sockets come from BENCH_IDLE_PROCESSES client processes (idleClients.ts), each from its own
 * loopback source address 127.0.0.(2+i), half signed in (tokens of BENCH_IDLE_USERS accounts,
 * several tabs each) and half visitors. Memory is the server process's RSS from /proc, before
 * the sockets and once they are all connected and have been idle BENCH_IDLE_SETTLE_MS.
 *
 *   npx tsx bench/idleSockets.bench.ts
 *   BENCH_IDLE_SOCKETS=15000 (total per server) BENCH_IDLE_PROCESSES=4 BENCH_IDLE_USERS=50
 *
 * Every socket is a file descriptor in the server process: the server's open-file limit
 * (`ulimit -n`, inherited) must exceed BENCH_IDLE_SOCKETS; 50,000 needs `ulimit -n 65536` or more
 * in the shell that starts this, or a virtual machine of its own where that is allowed:
 * bench/vm/run.sh. There the client processes run on the host, through the client agent at
 * BENCH_IDLE_CLIENT_AGENT (idleClientAgent.ts), from source addresses BENCH_IDLE_SOURCE_NET.(2+i).
 */
import fs from 'node:fs';
import http from 'node:http';
import { json } from 'node:stream/consumers';
import { spawnServer, type ChildServer } from './childServer';
import { openIdleClients, type IdleClientReport } from './idleClientProcess';

const SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 15000);
const PROCESSES = Number(process.env.BENCH_IDLE_PROCESSES ?? 4);
const USERS = Number(process.env.BENCH_IDLE_USERS ?? 50);
const SETTLE_MS = Number(process.env.BENCH_IDLE_SETTLE_MS ?? 10000);
const CLIENT_AGENT = process.env.BENCH_IDLE_CLIENT_AGENT;
const SOURCE_NET = process.env.BENCH_IDLE_SOURCE_NET ?? '127.0.0';

const rssOf = (pid: number) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) * 1024;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Accounts on the product, registered through its API (argon2: about one a few dozen ms). */
async function tokensFor(url: string): Promise<string[]> {
  const tokens: string[] = [];
  const run = Date.now().toString(36);
  for (let index = 0; index < USERS; index += 1) {
    const response = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `idle${run}${index}`,
        email: `idle${run}${index}@example.com`,
        password: 'idle-bench-password',
      }),
    });
    const body = (await response.json()) as { token?: string; message?: string };
    if (!body.token) throw new Error(`register failed: ${response.status} ${body.message}`);
    tokens.push(body.token);
  }
  return tokens;
}

/** A JSON POST with no time limit: the agent answers /clients once all its sockets have tried. */
function post<T>(url: string, body: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST' }, async (response) => {
      const parsed = (await json(response)) as T & { message?: string };
      if (response.statusCode === 200) resolve(parsed);
      else reject(new Error(`${url}: ${response.statusCode} ${parsed.message}`));
    });
    request.once('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** The client processes, here or on the client agent's machine, each from its own address. */
function openClients(url: string, tokens: string[]) {
  const perProcess = Math.ceil(SOCKETS / PROCESSES);
  const addresses = Array.from({ length: PROCESSES }, (_, index) => `${SOURCE_NET}.${2 + index}`);
  if (CLIENT_AGENT) {
    return {
      reports: addresses.map((localAddress) =>
        post<IdleClientReport>(`${CLIENT_AGENT}/clients`, {
          url,
          count: perProcess,
          localAddress,
          tokens,
        }),
      ),
      close: () => post(`${CLIENT_AGENT}/close`, {}),
    };
  }
  const clients = addresses.map((localAddress) =>
    openIdleClients(url, perProcess, localAddress, tokens),
  );
  return {
    reports: clients.map((client) => client.report),
    close: () => Promise.all(clients.map((client) => client.close())),
  };
}

async function measure(server: ChildServer, tokens: string[]) {
  await sleep(2000);
  const before = rssOf(server.pid);
  const heapBefore = (await server.memory()).heapUsed;
  const started = Date.now();
  const clients = openClients(server.url, tokens);
  const reports = await Promise.all(clients.reports);
  const connected = reports.reduce((sum, report) => sum + report.connected, 0);
  const failed = reports.reduce((sum, report) => sum + report.failed, 0);
  const connectSeconds = (Date.now() - started) / 1000;
  await sleep(SETTLE_MS);
  const after = rssOf(server.pid);
  const heapAfter = (await server.memory()).heapUsed;
  await clients.close();
  return {
    label: server.label,
    connected,
    failed,
    connectSeconds,
    before,
    after,
    heapBefore,
    heapAfter,
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;
const rssPerSocket = (result: Measured) =>
  (result.after - result.before) / Math.max(1, result.connected);
const heapPerSocket = (result: Measured) =>
  (result.heapAfter - result.heapBefore) / Math.max(1, result.connected);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(
  `\n${SOCKETS} idle sockets per server from ${PROCESSES} client processes ` +
    `(half signed in over ${USERS} accounts on the product), settled ${SETTLE_MS} ms\n`,
);
console.log(
  '| target | connected | failed | connect time | RSS before → after | per socket (RSS) | JS heap before → after (after GC) | per socket (heap) |',
);
console.log('|---|---|---|---|---|---|---|---|');
// Each row as soon as it is measured: a long run (bench/vm/run.sh) shows the bare server's first.
const results: Measured[] = [];
for (const role of [['baseline', 'idleBaseline.ts', 'startIdleBaseline'], ['server']]) {
  const server = await spawnServer(role);
  try {
    const tokens = role[0] === 'server' ? await tokensFor(server.url) : [];
    const result = await measure(server, tokens);
    results.push(result);
    console.log(
      `| ${result.label} | ${result.connected} | ${result.failed} | ${result.connectSeconds.toFixed(1)} s | ${mb(result.before)} → ${mb(result.after)} | ${kb(rssPerSocket(result))} | ${mb(result.heapBefore)} → ${mb(result.heapAfter)} | ${kb(heapPerSocket(result))} |`,
    );
  } finally {
    await server.close();
  }
}

const [bare, product] = results;
console.log(
  `\nproduct ÷ bare per socket: RSS ${(rssPerSocket(product) / rssPerSocket(bare)).toFixed(2)}×, ` +
    `JS heap ${(heapPerSocket(product) / heapPerSocket(bare)).toFixed(2)}×`,
);

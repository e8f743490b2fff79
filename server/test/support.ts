import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents, SelfUser } from '@serendip/protocol';
import { createServer, type RunningServer, type ServerOptions } from '../src/app';
import type { AppContext } from '../src/platform/context';
import { loadConfig } from '../src/platform/config';
import type { DatabaseHandle } from '../src/platform/db/database';
import { createLogger } from '../src/platform/logger';
import { createUser, forgetServer, rememberServer, serverAt, TEST_PASSWORD } from './factories';
import { TestClient } from './testClient';
import { freshDatabase } from './testDatabase';

export { TestClient, type TestResponse } from './testClient';

export interface TestServer {
  url: string;
  port: number;
  server: RunningServer;
  dataDir: string;
  database: DatabaseHandle;
  /** A fresh HTTP client with its own cookie jar (its own anti-forgery token). */
  client(): TestClient;
  /** A Socket.IO client connected to this server (token → a logged-in socket). */
  /** A connected client; `as` sets the handshake's headers (X-Forwarded-For) and visitor id. */
  socket(
    token?: string,
    as?: { headers?: Record<string, string>; visitorId?: string },
  ): Promise<Socket<ServerToClientEvents, ClientToServerEvents>>;
  close(): Promise<void>;
}

/**
 * Starts a whole server on a random port with its own database copy and data folder.
 * `env` overrides configuration variables (as strings, like the environment).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Omit<ServerOptions, 'config' | 'database'> = {},
): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-server-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMITS: 'off',
    // Every success answer must match its route's result schema (else a 500 names the gap); a
    // server started as in production runs as production does, without the check.
    CHECK_RESULTS: env.NODE_ENV === 'production' ? 'off' : 'on',
    ALTCHA_MAX_NUMBER: '2000',
    // With REDIS_URL in the environment the whole suite runs on the Redis hub and adapter.
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_PREFIX: `t${crypto.randomBytes(4).toString('hex')}`,
    // Every test client comes from 127.0.0.1: the per-address cap is tested on its own.
    MAX_SOCKETS_PER_ADDRESS: '10000',
    ...env,
  });
  const { handle, release } = await freshDatabase(dataDir);
  const server = await createServer({
    config,
    database: handle,
    logger: createLogger(config.logLevel),
    ...options,
  });
  const port = await server.listen();
  const url = `http://127.0.0.1:${port}`;
  rememberServer(url, server.ctx);
  const sockets: Socket[] = [];
  return {
    url,
    port,
    server,
    dataDir,
    database: handle,
    client: () => new TestClient(url),
    async socket(token, as = {}) {
      const socket = connectSocket(url, {
        query: token ? { token } : {},
        extraHeaders: as.headers,
        auth: as.visitorId ? { visitorId: as.visitorId } : {},
        transports: ['websocket'],
        forceNew: true,
      });
      sockets.push(socket);
      serverOfSocket.set(socket, server.ctx);
      if (insideTest) openedInTest.add(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    async close() {
      forgetServer(url);
      for (const socket of sockets) socket.disconnect();
      await server.close();
      await release();
      // A mail still being written (a decision's statement, sent without waiting) can add a file
      // while the folder is removed: retry on ENOTEMPTY rather than fail the file's teardown.
      await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    },
  };
}

/**
 * One test server shared by the tests of the file (or describe block) that calls this: started
 * before the first, closed after the last. The returned object stands for it once tests run.
 */
export function sharedTestServer(env: Record<string, string> = {}): TestServer {
  const server = {} as TestServer;
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(env);
    Object.assign(server, started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return server;
}

let sequence = 0;
/** Unique registration details for a test user. */
export function newUserDetails(prefix = 'user') {
  sequence += 1;
  const tag = `${prefix}${sequence}${crypto.randomBytes(3).toString('hex')}`;
  return { username: tag, email: `${tag}@example.com`, password: TEST_PASSWORD };
}

/**
 * A new account whose token the client keeps. On a server of this process the row is inserted
 * directly (factories.ts: no argon2 per user); on another process's server it is registered
 * through the API. Tests about registration itself use registerUserOverHttp.
 */
export async function registerUser(
  client: TestClient,
  overrides: Partial<ReturnType<typeof newUserDetails>> = {},
) {
  const ctx = serverAt(client.baseUrl);
  if (!ctx) return registerUserOverHttp(client, overrides);
  const created = await createUser(ctx, { ...newUserDetails(), ...overrides });
  client.token = created.token;
  // Like the registration form's page load: the client holds the anti-forgery cookie, so the
  // requests it sends afterwards are the browser's (cookie and header), as after registering.
  await client.get('/api/config');
  return created;
}

/** Registers a user through the API (POST /api/auth/register); the client keeps its token. */
export async function registerUserOverHttp(
  client: TestClient,
  overrides: Partial<ReturnType<typeof newUserDetails>> = {},
) {
  const details = { ...newUserDetails(), ...overrides };
  const response = await client.post<SelfUser & { token: string }>('/api/auth/register', details);
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  client.token = response.body.token;
  return { ...details, token: response.body.token, user: response.body };
}

const serverOfSocket = new WeakMap<Socket, AppContext>();

/** The context of the in-process server a test socket connected to (through TestServer.socket). */
export function serverOfTestSocket(socket: Socket): AppContext | undefined {
  return serverOfSocket.get(socket);
}

/**
 * Waits until the in-process server of `sockets` holds none of `socketIds` (their ids, taken
 * before they disconnected): a close still in flight on another connection has not reached the
 * server yet, so until then the socket is not gone, only about to leave.
 */
export async function untilGoneFromServer(sockets: Socket[], socketIds: string[]): Promise<void> {
  const ctx = serverOfTestSocket(sockets[0])!;
  await vi.waitFor(() =>
    expect(socketIds.filter((id) => ctx.io.of('/').sockets.has(id))).toEqual([]),
  );
}

/**
 * Waits for one event on a socket, failing after timeoutMs. The default leaves room for an event
 * that crosses processes through Redis on a loaded two-core machine: a wait that is met returns
 * at once, so only a failure takes longer. Tests of an event's absence do not use this.
 */
export function nextEvent<T = unknown>(
  socket: Socket,
  event: string,
  timeoutMs = 15_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * Sockets opened while a test runs (its body or a beforeEach) are closed after it, so no test
 * leaves a live connection (a queue entry, a pair, a presence) behind for the next one. Sockets
 * opened in beforeAll live until their server closes. The hooks are registered for every test
 * file by `socketHooks.ts` (a setup file): hooks registered here, at import, would reach only the
 * first file of a worker, since the files of one worker share this module (`isolate: false`).
 */
let insideTest = false;
const openedInTest = new Set<Socket>();

/** Before each test: sockets opened from now on are the test's own. */
export function testBegins(): void {
  insideTest = true;
}

/** After each test: its own sockets are closed. */
export function testEnded(): void {
  insideTest = false;
  for (const socket of openedInTest) socket.disconnect();
  openedInTest.clear();
}

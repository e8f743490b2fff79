import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ChatMessage, IceServersResponse, Photo } from '@serendip/protocol';
import { TurnClient } from '../../server/test/turnClient';
import { startDeployment, type Deployment } from './deployment';
import { befriend, Chatter, connect, connected, register } from './people';
import { SiteClient } from './siteClient';

/**
 * deploy/ as an operator runs it: two app hosts (network namespaces) running the built server
 * with deploy/serendip.service and deploy/serendip.env.example, PostgreSQL, Redis and an S3
 * endpoint shared, Debian's nginx in front with deploy/nginx.conf. Needs root; fails, never
 * skips, when it cannot set that up. Run: npm run build && npm run test:multihost.
 */

/** The per-address socket cap, low enough for the TRUST_PROXY check to reach it. */
const SOCKETS_PER_ADDRESS = 3;

let deployment: Deployment;
/** Which app host (its upstream address) each client address was sent to. */
const routes = new Map<string, string>();
let nextSubnet = 1;

beforeAll(async () => {
  deployment = await startDeployment({ MAX_SOCKETS_PER_ADDRESS: String(SOCKETS_PER_ADDRESS) });
}, 180_000);

afterAll(async () => {
  await deployment?.stop();
}, 60_000);

const site = () => ({
  port: deployment.nginx.httpsPort,
  ca: deployment.nginx.ca,
  hostname: deployment.nginx.hostname,
});

/** The app host nginx sends `address` to, read from the access log (its `upstream=` field). */
async function routeOf(address: string): Promise<string> {
  const known = routes.get(address);
  if (known) return known;
  const probe = `/healthz?probe=${crypto.randomUUID()}`;
  const response = await new SiteClient(site(), address).get(probe);
  expect(response.status).toBe(200);
  const upstream = await answeredBy(probe);
  routes.set(address, upstream);
  return upstream;
}

/**
 * A client whose requests nginx sends to `host` (deploy/nginx.conf hashes the client address):
 * tries addresses 127.N.0.1 (all this machine's), each another client to nginx, until one
 * lands there.
 */
async function clientOn(host: 0 | 1): Promise<SiteClient> {
  const wanted = deployment.hosts[host].upstream;
  for (let tries = 0; tries < 64; tries += 1) {
    if (nextSubnet > 254) throw new Error('no loopback addresses left for new clients');
    const address = `127.${nextSubnet}.0.1`;
    nextSubnet += 1;
    if ((await routeOf(address)) === wanted) return new SiteClient(site(), address);
  }
  throw new Error(`nginx sent no client address to ${wanted}`);
}

/**
 * The upstream that answered the last request whose access log line contains `text` (`-` when
 * nginx answered itself). nginx writes the line once the request is done, which may be a moment
 * after the client has the whole answer.
 */
async function answeredBy(text: string): Promise<string> {
  let upstream: string | undefined;
  await expect
    .poll(
      async () => {
        const lines = await deployment.nginx.accessLog();
        upstream = /upstream=(\S+)/.exec(
          lines.filter((line) => line.includes(text)).at(-1) ?? '',
        )?.[1];
        return upstream;
      },
      { timeout: 5000, interval: 20, message: `an access log line with ${text}` },
    )
    .toBeDefined();
  return upstream!;
}

describe('a multi-host deployment behind nginx (deploy/)', () => {
  it('spreads client addresses over both app hosts, over TLS, and sends HTTP to HTTPS', async () => {
    const [a, b] = [await clientOn(0), await clientOn(1)];
    expect((await a.get('/readyz')).status).toBe(200);
    expect((await b.get('/readyz')).status).toBe(200);

    const plain = await plainHttp(deployment.nginx.httpPort, '/login', deployment.nginx.hostname);
    expect(plain.status).toBe(301);
    expect(plain.location).toBe(`https://${deployment.nginx.hostname}/login`);
    // Prometheus reads each host directly, never through the site.
    expect((await a.get('/metrics')).status).toBe(404);
  });

  it('serves a photo uploaded through one app host from the other', async () => {
    const [onFirst, onSecond] = [await clientOn(0), await clientOn(1)];
    const uploader = await register(onFirst);
    const viewer = await register(onSecond);

    const picture = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#3a7bd5' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('caption', 'across hosts');
    form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'a.jpg');
    const uploaded = await uploader.client.request<Photo>('POST', '/api/photos', { form });
    expect(uploaded.status).toBe(201);
    expect(await answeredBy('POST /api/photos')).toBe(deployment.hosts[0].upstream);

    const fromFirst = await uploader.client.get(uploaded.body.imageUrl);
    const fromSecond = await viewer.client.get(uploaded.body.imageUrl);
    expect(await answeredBy(`GET ${uploaded.body.imageUrl}`)).toBe(deployment.hosts[1].upstream);
    expect(fromFirst.status).toBe(200);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/jpeg');
    expect(fromSecond.bytes.equals(fromFirst.bytes)).toBe(true);
    expect(fromSecond.bytes.length).toBeGreaterThan(0);
    // It lives in the bucket only: neither host keeps a copy on its disk.
    const storedName = path.basename(uploaded.body.imageUrl);
    for (const dataDir of deployment.dataDirs)
      expect(fs.readdirSync(dataDir, { recursive: true }).map(String)).not.toContainEqual(
        expect.stringContaining(storedName),
      );
    expect(deployment.objectStore.refused()).toBe(0);
  });

  it('lets friends connected to different app hosts chat, on WebSocket and long-polling', async () => {
    const alice = await register(await clientOn(0));
    const bob = await register(await clientOn(1));
    const conversationId = await befriend(alice, bob);
    const [aliceChat, bobChat] = [
      new Chatter(deployment.nginx, alice, conversationId),
      // The web app's fallback: every poll must reach the host holding the session.
      new Chatter(deployment.nginx, bob, conversationId, 'polling'),
    ];
    try {
      await Promise.all([aliceChat.ready(), bobChat.ready()]);
      expect(bobChat.socket.io.engine.transport.name).toBe('polling');
      await aliceChat.sendAll(3, 0, 'hello');
      await bobChat.sendAll(3, 0, 'hi');
      await expect
        .poll(() => [...bobChat.received.values()].map((message) => message.content))
        .toContain('hello #2');
      await expect
        .poll(() => [...aliceChat.received.values()].map((message) => message.content))
        .toContain('hi #2');
    } finally {
      aliceChat.socket.disconnect();
      bobChat.socket.disconnect();
    }
  });

  it('counts the address nginx saw, whatever X-Forwarded-For the client sends (TRUST_PROXY=1)', async () => {
    const crowded = await clientOn(0);
    const sockets = [];
    try {
      // Each connection claims another address; the server believes only nginx's entry.
      for (let index = 0; index < SOCKETS_PER_ADDRESS; index += 1) {
        const socket = connect(
          deployment.nginx,
          { client: crowded },
          { reconnection: false, headers: { 'x-forwarded-for': `198.51.100.${index + 1}` } },
        );
        sockets.push(socket);
        await connected(socket);
      }
      const refused = connect(
        deployment.nginx,
        { client: crowded },
        { reconnection: false, headers: { 'x-forwarded-for': '198.51.100.99' } },
      );
      sockets.push(refused);
      await expect(connected(refused)).rejects.toThrow(/Too many connections from your network/);
      // nginx's own address is not what is counted: another client still connects.
      const other = connect(
        deployment.nginx,
        { client: await clientOn(0) },
        { reconnection: false },
      );
      sockets.push(other);
      await connected(other);
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });

  it('passes uploads up to the largest the server takes, and stops bigger ones itself', async () => {
    const client = await clientOn(1);
    await register(client);
    const send = (megabytes: number) => {
      const form = new FormData();
      form.append(
        'image',
        new Blob([new Uint8Array(megabytes * 1024 * 1024)], { type: 'video/mp4' }),
        'clip.mp4',
      );
      return client.request('POST', `/api/photos?size=${megabytes}`, { form });
    };
    // 49 MB of zeros: under the video limit (5 × MAX_UPLOAD_MB), so the server reads it all
    // and refuses it for what it is, in its own words.
    const large = await send(49);
    expect(large.status).toBeGreaterThanOrEqual(400);
    expect(large.status).toBeLessThan(500);
    expect(large.status).not.toBe(413);
    expect(large.body).toEqual({ message: expect.any(String) });
    expect(await answeredBy('/api/photos?size=49')).toBe(deployment.hosts[1].upstream);
    // Over nginx's client_max_body_size: refused before it reaches an app host.
    const tooLarge = await send(52);
    expect(tooLarge.status).toBe(413);
    expect(await answeredBy('/api/photos?size=52')).toBe('-');
  }, 60_000);

  it('hands out TURN credentials that the relay host (coturn.service, turnserver.conf) accepts', async () => {
    const client = await clientOn(0);
    const { status, body } = await client.get<IceServersResponse>('/api/video/ice-servers');
    expect(status).toBe(200);
    expect(body.relayAvailable).toBe(true);
    const turn = body.iceServers.find((server) => String(server.urls).startsWith('turn:'))!;
    expect(turn.urls).toEqual([
      `turn:${deployment.relay.host}:${deployment.relay.port}?transport=udp`,
    ]);

    const [relay, forger] = [new TurnClient(deployment.relay), new TurnClient(deployment.relay)];
    try {
      const allocation = await relay.allocate({
        username: turn.username!,
        credential: turn.credential!,
      });
      expect(allocation).toMatchObject({ ok: true, relayed: { address: deployment.relay.host } });
      const forged = await forger.allocate({ username: turn.username!, credential: 'forged' });
      expect(forged).toMatchObject({ ok: false, code: 401 });
    } finally {
      relay.close();
      forger.close();
    }
  });

  // The last check: it kills app host 1.
  it(
    'moves the clients of a killed app host to the other within 10 s, losing no acknowledged message',
    { timeout: 90_000 },
    async () => {
      const PAIRS = 4;
      const MESSAGES = 60;
      const pairs = await Promise.all(
        Array.from({ length: PAIRS }, async () => {
          const onFirst = await register(await clientOn(0));
          const onSecond = await register(await clientOn(1));
          const conversationId = await befriend(onFirst, onSecond);
          return [
            new Chatter(deployment.nginx, onFirst, conversationId),
            new Chatter(deployment.nginx, onSecond, conversationId),
          ] as const;
        }),
      );
      const moving = pairs.map(([first]) => first);
      const staying = pairs.map(([, second]) => second);
      const everyone = [...moving, ...staying];
      try {
        await Promise.all(everyone.map((chatter) => chatter.ready()));

        const sending = Promise.all(
          everyone.map((chatter, index) => chatter.sendAll(MESSAGES, 50, `p${index}`)),
        );
        const acked = () => everyone.reduce((sum, chatter) => sum + chatter.acked.size, 0);
        await expect.poll(acked, { timeout: 20_000 }).toBeGreaterThanOrEqual(everyone.length * 10);
        const killedAt = Date.now();
        await deployment.hosts[0].kill('SIGKILL');
        await sending;

        const moveTimes = moving.map((chatter) => (chatter.rejoinedAt[0] ?? Infinity) - killedAt);
        console.info(`clients moved to the other host after ${moveTimes.join(', ')} ms`);
        for (const time of moveTimes) expect(time).toBeLessThan(10_000);
        expect(moving.every((chatter) => chatter.droppedAt !== undefined)).toBe(true);
        expect(staying.map((chatter) => chatter.droppedAt)).toEqual(staying.map(() => undefined));

        for (const [first, second] of pairs) {
          const stored = await history(second, second.conversationId);
          const ids = stored.map((message) => message._id);
          const ackedIds = [...first.acked.values(), ...second.acked.values()];
          expect(first.acked.size + second.acked.size).toBe(2 * MESSAGES);
          // Every acknowledged message is stored once, and nothing else is.
          expect(new Set(ids).size).toBe(ids.length);
          expect([...ids].sort()).toEqual([...ackedIds].sort());
          // The one who stayed connected got each of the other's messages live.
          const missed = [...first.acked.values()].filter((id) => !second.received.has(id));
          expect(missed).toEqual([]);
        }
      } finally {
        for (const chatter of everyone) chatter.socket.disconnect();
      }
    },
  );
});

/** A conversation's whole history, through nginx. */
async function history(chatter: Chatter, conversationId: string): Promise<ChatMessage[]> {
  const messages: ChatMessage[] = [];
  for (let page = 1; ; page += 1) {
    const response = await chatter.person.client.get<{
      messages: ChatMessage[];
      totalPages: number;
    }>(`/api/chat/messages/${conversationId}?limit=100&page=${page}`);
    expect(response.status).toBe(200);
    messages.push(...response.body.messages);
    if (page >= response.body.totalPages) return messages;
  }
}

/** A plain-HTTP GET with the given Host (fetch does not let a caller set Host). */
function plainHttp(
  port: number,
  path: string,
  host: string,
): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host }, agent: false }, (response) => {
        response.resume();
        resolve({ status: response.statusCode!, location: response.headers.location });
      })
      .on('error', reject);
  });
}

import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IceServersResponse, PublicConfig } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { startCoturn, turnserverInstalled, type Coturn } from '../../test/coturn';
import { TurnClient } from '../../test/turnClient';
import { turnCredential } from './iceServers';

const SECRET = 'integration-turn-secret-0123456789';
const DEFAULT_STUN = { urls: ['stun:stun.l.google.com:19302'] };

/** `<expiry>:<label>` with the expiry close to now + ttl (the request took some time). */
function expectFreshCredential(username: string, credential: string, ttlSeconds: number) {
  const [expiry, label] = username.split(':');
  const expected = Date.now() / 1000 + ttlSeconds;
  expect(Math.abs(Number(expiry) - expected)).toBeLessThan(5);
  expect(label).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(credential).toBe(createHmac('sha1', SECRET).update(username).digest('base64'));
}

describe('GET /api/video/ice-servers without a relay', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('hands visitors the STUN servers only, never cached', async () => {
    const response = await server.client().get<IceServersResponse>('/api/video/ice-servers');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({ iceServers: [DEFAULT_STUN], relayAvailable: false });
    const config = await server.client().get<PublicConfig>('/api/config');
    expect(config.body.iceServers).toEqual([DEFAULT_STUN]);
  });

  it('is described in the OpenAPI document', async () => {
    const docs = await server.client().get('/api/docs/json');
    expect(docs.body.paths['/api/video/ice-servers'].get.tags).toEqual(['video']);
  });
});

describe('GET /api/video/ice-servers with a TURN relay', () => {
  let server: TestServer;
  const turnUrls = ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'];
  beforeAll(async () => {
    server = await startTestServer({
      TURN_URLS: turnUrls.join(','),
      TURN_SECRET: SECRET,
      TURN_CREDENTIAL_TTL_SECONDS: '900',
    });
  });
  afterAll(() => server.close());

  it('adds TURN with a fresh REST credential per request, and never the secret', async () => {
    const client = server.client();
    const first = await client.get<IceServersResponse>('/api/video/ice-servers');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.relayAvailable).toBe(true);
    const [stun, turn] = first.body.iceServers;
    expect(stun).toEqual(DEFAULT_STUN);
    expect(turn.urls).toEqual(turnUrls);
    expectFreshCredential(turn.username!, turn.credential!, 900);
    expect(JSON.stringify(first.body)).not.toContain(SECRET);

    const second = await client.get<IceServersResponse>('/api/video/ice-servers');
    expect(second.body.iceServers[1].username).not.toBe(turn.username);
  });

  it('puts the same kind of entry in /api/config, uncached', async () => {
    const config = await server.client().get<PublicConfig>('/api/config');
    expect(config.headers.get('cache-control')).toBe('no-store');
    const turn = config.body.iceServers[1];
    expect(turn.urls).toEqual(turnUrls);
    expectFreshCredential(turn.username!, turn.credential!, 900);
    expect(JSON.stringify(config.body)).not.toContain(SECRET);
  });
});

describe('GET /api/video/ice-servers rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => server.close());

  it('allows 60 a minute per address, then answers 429 { message }', async () => {
    const client = server.client();
    for (let index = 0; index < 60; index += 1)
      expect((await client.get('/api/video/ice-servers')).status).toBe(200);
    const refused = await client.get('/api/video/ice-servers');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds?\.$/,
    );
  });
});

it('refuses to start with a TURN_URLS entry that is not a TURN URL', async () => {
  await expect(
    startTestServer({ TURN_URLS: 'stun:turn.example.com:3478', TURN_SECRET: SECRET }),
  ).rejects.toThrow(/TURN_URLS: "stun:turn\.example\.com:3478" is not a TURN URL/);
});

describe.skipIf(!turnserverInstalled)('issued credentials against a real coturn relay', () => {
  let coturn: Coturn;
  let server: TestServer;
  let turn: IceServersResponse['iceServers'][number];
  const clients: TurnClient[] = [];
  const client = () => {
    const created = new TurnClient(coturn);
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    coturn = await startCoturn(SECRET);
    server = await startTestServer({
      TURN_URLS: coturn.url,
      TURN_SECRET: SECRET,
    });
    const response = await server.client().get<IceServersResponse>('/api/video/ice-servers');
    turn = response.body.iceServers[1];
  });
  afterAll(async () => {
    for (const created of clients) created.close();
    await server?.close();
    await coturn?.stop();
  });

  it('gets a relay allocation with the credential from the API', async () => {
    const [, host, port] = /^turn:([^:]+):(\d+)\?transport=udp$/.exec(String(turn.urls[0]))!;
    expect({ host, port: Number(port) }).toEqual({ host: '127.0.0.1', port: coturn.port });
    const relay = client();
    const allocation = await relay.allocate({
      username: turn.username!,
      credential: turn.credential!,
    });
    expect(allocation).toMatchObject({ ok: true, relayed: { address: '127.0.0.1' } });
    expect(await relay.refresh(0)).toEqual({ ok: true });
  });

  it('refuses a wrong credential', async () => {
    const forged = createHmac('sha1', 'not-the-secret-at-all!').update(turn.username!);
    const result = await client().allocate({
      username: turn.username!,
      credential: forged.digest('base64'),
    });
    expect(result).toMatchObject({ ok: false, code: 401 });
  });

  it('refuses a credential whose expiry was pushed back', async () => {
    const [expiry, label] = turn.username!.split(':');
    const result = await client().allocate({
      username: `${Number(expiry) + 86_400}:${label}`,
      credential: turn.credential!,
    });
    expect(result).toMatchObject({ ok: false, code: 401 });
  });

  it('refuses an expired credential', async () => {
    const expired = turnCredential(SECRET, 60, Date.now() - 2 * 3600_000);
    const result = await client().allocate(expired);
    expect(result).toMatchObject({ ok: false, code: 401 });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createClient } from 'redis';
import { decode } from '@msgpack/msgpack';
import {
  clusterPerTest,
  clustersEnabled,
  type ClientSocket,
  type ServerCluster,
  type ServerProcess,
} from './multiProcess';
import { nextEvent, TestClient } from './support';
import { solveCaptcha } from './captcha';
import { pause } from './social';
import { untilKilledSwept } from './clusterSweep';
import { ask } from './anonymous';

/** A socket with what it heard: matched count, partner losses, messages. */
interface Visitor {
  socket: ClientSocket;
  name: string;
  matched: number;
  lost: number;
  heard: string[];
}

async function visitor(cluster: ServerCluster, target: ServerProcess, name: string) {
  const socket = await cluster.socket(target);
  const seen: Visitor = { socket, name, matched: 0, lost: 0, heard: [] };
  socket.on('matched', () => (seen.matched += 1));
  socket.on('partnerDisconnected', () => (seen.lost += 1));
  socket.on('receiveAnonymousMessage', (message) => seen.heard.push(message.content));
  return seen;
}

const captchas = (target: ServerProcess, count: number) =>
  Promise.all(Array.from({ length: count }, () => solveCaptcha(new TestClient(target.url))));

describe.skipIf(!clustersEnabled)('anonymous chat across server processes', () => {
  const startCluster = clusterPerTest();

  it('matches 400 visitors on two processes once each, never to a dead socket', async () => {
    const cluster = await startCluster(2, { ALTCHA_MAX_NUMBER: '1000' });
    const [a, b] = cluster.processes;
    const perProcess = 200;
    const doomedPerProcess = 20;
    const [tokensA, tokensB] = await Promise.all([
      captchas(a, perProcess + doomedPerProcess),
      captchas(b, perProcess + doomedPerProcess),
    ]);
    const live: Visitor[] = [];
    const doomed: Visitor[] = [];
    for (const [target, tag] of [
      [a, 'A'],
      [b, 'B'],
    ] as const) {
      for (let i = 0; i < perProcess; i += 1)
        live.push(await visitor(cluster, target, `${tag}${i}`));
      for (let i = 0; i < doomedPerProcess; i += 1)
        doomed.push(await visitor(cluster, target, `${tag}dead${i}`));
    }
    const tokenFor = (index: number, list: string[]) => list[index];
    // Everyone asks at once; the doomed close their tab right after asking.
    const all = [...live, ...doomed];
    await Promise.all(
      all.map((person, index) => {
        const tokens = person.name.startsWith('A') ? tokensA : tokensB;
        const request = ask(person.socket, 'requestAnonymousMatch', {
          interests: [],
          recaptchaValue: tokenFor(index % (perProcess + doomedPerProcess), tokens),
        });
        if (doomed.includes(person)) {
          person.socket.disconnect();
          return Promise.resolve();
        }
        return request.then((reply) => expect(reply).toEqual({ ok: true }));
      }),
    );
    // Polled rather than a fixed pause: the machine may be busy (CI runs other suites beside).
    const settle = { timeout: 20_000, interval: 200 };
    await vi.waitFor(
      () => expect(live.filter((person) => person.matched === 0).length).toBeLessThanOrEqual(1),
      settle,
    );
    // The doomed sockets' requests may still be running, and they answer no one (their sockets
    // are gone): no event or ack can show that none of them met a live socket late, only time.
    await pause(500);
    for (const person of live) expect(person.matched).toBeLessThanOrEqual(1);
    // Whoever is still paired says its name; the partner must be live and answer in kind.
    const paired = live.filter((person) => person.matched === 1 && person.lost === 0);
    // Each dead socket can have cost at most one live socket its partner.
    expect(paired.length).toBeGreaterThanOrEqual(live.length - doomed.length - 1);
    for (const person of paired)
      person.socket.emit('sendAnonymousMessage', { content: person.name, type: 'emoji' });
    await vi.waitFor(
      () => expect(paired.filter((person) => person.heard.length === 0)).toEqual([]),
      settle,
    );
    // A second message would come from another stranger, on either process, sent at the same
    // moment as the first: nothing sent later on its path can be awaited, so time is given.
    await pause(300);
    const byName = new Map(live.map((person) => [person.name, person]));
    for (const person of paired) {
      expect(person.heard).toHaveLength(1);
      const partner = byName.get(person.heard[0]);
      expect(partner, `${person.name} heard from a dead or unknown socket`).toBeDefined();
      expect(partner!.heard).toEqual([person.name]);
    }
    // Those who lost a dead partner were not requeued; nobody live waits with a live stranger.
    const waiting = live.filter((person) => person.matched === 0);
    expect(waiting.length).toBeLessThanOrEqual(1);
    expect(paired.length + live.filter((person) => person.lost > 0).length).toBe(
      live.length - waiting.length,
    );
  }, 90_000);

  it('delivers a pair on one process without Redis, and a pair across processes through it', async () => {
    const cluster = await startCluster(2, { ALTCHA_MAX_NUMBER: '1000' });
    const [a, b] = cluster.processes;
    // What the processes publish to each other, addressed to which sockets.
    const listener = createClient({ url: process.env.REDIS_URL });
    await listener.connect();
    const published: string[][] = [];
    await listener.pSubscribe(
      `${cluster.redisPrefix}:socket.io#*`,
      (message) => {
        const { data } = decode(message) as { data?: { opts?: { rooms?: string[] } } };
        published.push(data?.opts?.rooms ?? []);
      },
      true,
    );
    try {
      const pair = async (first: ServerProcess, second: ServerProcess) => {
        const [one, two] = [await cluster.socket(first), await cluster.socket(second)];
        const matched = [nextEvent(one, 'matched'), nextEvent(two, 'matched')];
        for (const [socket, target] of [
          [one, first],
          [two, second],
        ] as const) {
          const recaptchaValue = await solveCaptcha(new TestClient(target.url));
          expect(
            (await ask(socket, 'requestAnonymousMatch', { interests: [], recaptchaValue })).ok,
          ).toBe(true);
        }
        await Promise.all(matched);
        const heard = nextEvent<{ content: string }>(two, 'receiveAnonymousMessage');
        one.emit('sendAnonymousMessage', { content: 'hello', type: 'emoji' });
        expect((await heard).content).toBe('hello');
        return [one.id!, two.id!];
      };
      const local = await pair(a, a);
      const across = await pair(a, b);
      await pause(200);
      const mentions = (ids: string[]) =>
        published.filter((rooms) => rooms.some((room) => ids.includes(room))).length;
      expect(mentions(local)).toBe(0);
      // matched twice and the message: each to a socket of the other process.
      expect(mentions(across)).toBeGreaterThanOrEqual(2);
    } finally {
      await listener.close();
    }
  });

  it('tells the survivor within seconds when the partner process dies', async () => {
    const cluster = await startCluster(2, { ALTCHA_MAX_NUMBER: '1000' });
    const [a, b] = cluster.processes;
    const onA = await cluster.socket(a);
    const onB = await cluster.socket(b);
    const matched = nextEvent(onA, 'matched');
    await ask(onB, 'requestAnonymousMatch', {
      interests: [],
      recaptchaValue: await solveCaptcha(new TestClient(b.url)),
    });
    await ask(onA, 'requestAnonymousMatch', {
      interests: [],
      recaptchaValue: await solveCaptcha(new TestClient(a.url)),
    });
    await matched;
    const started = Date.now();
    const lost = nextEvent(onA, 'partnerDisconnected', 20_000);
    await b.kill('SIGKILL');
    await lost;
    // The heartbeat lives 10 s and the partner watch runs every 2 s.
    expect(Date.now() - started).toBeLessThan(15_000);
    // The dead process's entries are swept before closing, so that nothing is left in Redis.
    await untilKilledSwept(cluster);
  }, 40_000);
});

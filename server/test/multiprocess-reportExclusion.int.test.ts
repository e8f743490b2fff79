import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import type { MatchFound, MemberLeftCall } from '@serendip/protocol';
import { clustersEnabled, startCluster, type ServerCluster } from './multiProcess';
import { stopGracefully } from './serverProcess';
import { nextEvent, TestClient } from './support';
import { solveCaptcha } from './captcha';
import { ask } from './anonymous';
import { keptApartButMatchable, reportEveryCombination, Sockets } from './reportExclusion';

let cluster: ServerCluster | undefined;
const sockets = new Sockets();
afterEach(async () => {
  sockets.closeAll();
  await cluster?.close();
  cluster = undefined;
});

/**
 * Forgets who parted lately (the 60 s pause after any chat, kept in Redis), as if that time had
 * passed: then only the report itself can keep a pair apart.
 */
async function forgetRecentPartners(prefix: string): Promise<void> {
  const redis = createClient({ url: process.env.REDIS_URL });
  await redis.connect();
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*recent:*`, COUNT: 1000 }))
      if (keys.length > 0) await redis.unlink(keys);
  } finally {
    await redis.close();
  }
}

describe.skipIf(!clustersEnabled)('stranger reports across server processes', () => {
  it('keep each pair apart on the other process and after both restart; both meet others', async () => {
    cluster = await startCluster(2);
    const [a, b] = cluster.processes;
    // Reporter on one process, the reported on the other.
    const pairs = await reportEveryCombination(sockets, a.url, b.url);
    sockets.closeAll();
    await forgetRecentPartners(cluster.redisPrefix);
    // Back on the other processes than before, in text and in video.
    for (const pair of pairs)
      for (const context of ['anonymous', 'video'] as const)
        await keptApartButMatchable(sockets, pair, context, b.url, a.url);

    sockets.closeAll();
    await Promise.all([stopGracefully(a), stopGracefully(b)]);
    const c = await cluster.startAnother();
    const d = await cluster.startAnother();
    await forgetRecentPartners(cluster.redisPrefix);
    for (const pair of pairs)
      for (const context of ['anonymous', 'video'] as const)
        await keptApartButMatchable(sockets, pair, context, c.url, d.url);
  }, 240_000);

  it('a video report across processes ends the call for both within a second', async () => {
    cluster = await startCluster(2);
    const [a, b] = cluster.processes;
    const reported = await sockets.connect(b.url);
    const reporter = await sockets.connect(a.url);
    const waiting = nextEvent(reported, 'waitingForMatch');
    const request = async (url: string, socket: typeof reporter) =>
      expect(
        await ask(socket, 'requestMatch', {
          groupPreferred: false,
          interests: [],
          captcha: await solveCaptcha(new TestClient(url)),
        }),
      ).toEqual({ ok: true });
    await request(b.url, reported);
    await waiting;
    const found = nextEvent<MatchFound>(reporter, 'matchFound');
    await request(a.url, reporter);
    const { callId } = await found;
    const left = nextEvent<MemberLeftCall>(reported, 'memberLeftCall');
    const started = performance.now();
    expect(
      await ask(reporter, 'reportVideoMember', {
        callId,
        socketId: reported.id,
        reason: 'rude',
        category: 'sexual',
      }),
    ).toMatchObject({ ok: true });
    expect(await left).toEqual({ callId, socketId: reporter.id, callEnded: true });
    expect(performance.now() - started).toBeLessThan(1000);
    // The reporter is out of the call on every process: nothing is relayed to the reported.
    expect(
      await ask(reporter, 'sendVideoChatMessage', { message: 'still there?', callId }),
    ).toEqual({ ok: false, message: 'You are not in this call.' });
  }, 60_000);
});

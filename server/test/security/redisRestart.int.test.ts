import { afterAll, describe, expect, it, vi } from 'vitest';
import { clustersEnabled, startCluster, type ServerCluster } from '../multiProcess';
import { pause } from '../social';
import { cpuSeconds } from '../processCpu';
import { ackedMore, chatPairs, lossesOf, Probe } from './chatRun';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from './privateRedis';

const OUTAGE_MS = 2000;

/**
 * A Redis restart must not freeze a process (a streams adapter read that retries in a loop
 * without yielding would). Two processes on a Redis of the test's own, killed for ~2 s while
 * friends on both processes chat.
 */
describe.skipIf(!clustersEnabled || !redisServerInstalled)(
  'a Redis restart during a chat run',
  () => {
    let redis: (PrivateRedis & { close(): Promise<void> }) | undefined;
    let cluster: ServerCluster | undefined;
    afterAll(async () => {
      await cluster?.close();
      await redis?.close();
    });

    it('loses, duplicates and reorders nothing acknowledged, and keeps both processes answering', async () => {
      redis = await startPrivateRedis();
      cluster = await startCluster(2, { REDIS_URL: redis.url });
      const pairs = await chatPairs(cluster, 3);
      const chatters = pairs.flat();
      const probe = new Probe(cluster.processes);
      let stopped = false;
      const sending = Promise.all(chatters.map((chatter) => chatter.sendUntil(() => stopped)));
      try {
        await ackedMore(chatters, 10, 20_000);

        const pids = cluster.processes.map((server) => server.child.pid!);
        const cpuBefore = await Promise.all(pids.map(cpuSeconds));
        const down = Date.now();
        await redis.kill();
        // The outage itself: how long Redis stays away is what is tested.
        await pause(OUTAGE_MS);
        const cpuDuring = (await Promise.all(pids.map(cpuSeconds))).map(
          (seconds, index) => (seconds - cpuBefore[index]) / ((Date.now() - down) / 1000),
        );
        const refusedDuring = chatters.reduce((sum, chatter) => sum + chatter.refused, 0);
        await redis.start();
        const up = Date.now();

        // Everyone's messages flow again, and both processes say they are ready again.
        await ackedMore(chatters, 10, 30_000);
        await vi.waitFor(
          () => {
            const last = probe.readyBetween(Date.now() - 1000, Date.now());
            for (const server of cluster!.processes) expect(last.get(server.name)).toContain(200);
          },
          { timeout: 15_000, interval: 200 },
        );
        stopped = true;
        await sending;
        await probe.stop();
        // Whatever was acknowledged is stored once and in order and reaches the partner live:
        // what Redis lost before the partner's process read it is published again by the
        // sender's process (streamReplay.ts; redisReplay.int.test.ts makes that case certain).
        await vi
          .waitFor(
            async () => expect((await lossesOf(cluster!.databaseUrl, pairs)).notReceived).toBe(0),
            { timeout: 10_000, interval: 250 },
          )
          .catch(() => undefined);
        const losses = await lossesOf(cluster.databaseUrl, pairs);
        const readyDuring = probe.readyBetween(down + 100, up);
        console.log(
          `Redis restart: ${JSON.stringify(losses)}, refused during the outage ${refusedDuring}, ` +
            `hung ${chatters.reduce((sum, chatter) => sum + chatter.hung, 0)}, ` +
            `CPU during the outage ${cpuDuring.map((share) => share.toFixed(2)).join('/')} core, ` +
            `readyz during ${JSON.stringify([...readyDuring])}, unhealthy ${probe.unhealthy.length}`,
        );

        expect(probe.unhealthy, '/healthz must answer throughout').toEqual([]);
        for (const share of cpuDuring)
          expect(share, 'a process spins while Redis is away').toBeLessThan(0.5);
        for (const server of cluster.processes) {
          const statuses = readyDuring.get(server.name) ?? [];
          expect(statuses.length).toBeGreaterThan(0);
          expect(
            statuses.filter((status) => status !== 503),
            '/readyz during the outage',
          ).toEqual([]);
        }
        expect(losses.acked).toBeGreaterThanOrEqual(chatters.length * 20);
        expect(losses).toMatchObject({ notStored: 0, duplicates: 0, outOfOrder: 0 });
        expect(losses.notReceived, 'live deliveries missed').toBe(0);
        expect(chatters.filter((chatter) => chatter.hung > 0).length, 'sends left unanswered').toBe(
          0,
        );
        expect(chatters.filter((chatter) => chatter.disconnected).length).toBe(0);
      } finally {
        stopped = true;
        await sending;
        await probe.stop();
      }
    }, 120_000);
  },
);

import { afterAll, describe, expect, it, vi } from 'vitest';
import { clustersEnabled, startCluster, type ServerCluster } from '../multiProcess';
import { pause } from '../social';
import { ackedMore, chatPairs, lossesOf, Probe } from './chatRun';
import { startTcpProxy, type TcpProxy } from './tcpProxy';

const OUTAGE_MS = 2000;

/**
 * PostgreSQL away for ~2 s during a two-process chat run (a proxy in front of the shared
 * server, cut): sends are refused with an error acknowledgement, never left hanging, and
 * nothing acknowledged is lost, duplicated or reordered.
 */
describe.skipIf(!clustersEnabled)('a PostgreSQL outage during a chat run', () => {
  let proxy: TcpProxy | undefined;
  let cluster: ServerCluster | undefined;
  afterAll(async () => {
    await cluster?.close();
    await proxy?.close();
  });

  it('refuses sends while it lasts and loses nothing acknowledged', async () => {
    const direct = new URL(process.env.DATABASE_URL!);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = (url: string) => {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(proxy!.port);
      return through.toString();
    };
    cluster = await startCluster(2, {}, { processDatabaseUrl: proxied });
    const pairs = await chatPairs(cluster, 3);
    const chatters = pairs.flat();
    const probe = new Probe(cluster.processes);
    let stopped = false;
    const sending = Promise.all(chatters.map((chatter) => chatter.sendUntil(() => stopped)));
    try {
      await ackedMore(chatters, 10, 20_000);
      const refusedBefore = chatters.reduce((sum, chatter) => sum + chatter.refused, 0);
      const down = Date.now();
      proxy.cut();
      // The outage itself: how long the database stays away is what is tested.
      await pause(OUTAGE_MS);
      proxy.restore();
      const up = Date.now();

      await ackedMore(chatters, 10, 30_000);
      // Sends waiting on the database when it went away are refused when their connection fails.
      const refusedDuring =
        chatters.reduce((sum, chatter) => sum + chatter.refused, 0) - refusedBefore;
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
      await vi.waitFor(
        async () => expect((await lossesOf(cluster!.databaseUrl, pairs)).notReceived).toBe(0),
        { timeout: 10_000, interval: 250 },
      );
      const losses = await lossesOf(cluster.databaseUrl, pairs);
      const readyDuring = probe.readyBetween(down + 100, up);
      console.log(
        `PostgreSQL outage: ${JSON.stringify(losses)}, refused during the outage ${refusedDuring}, ` +
          `hung ${chatters.reduce((sum, chatter) => sum + chatter.hung, 0)}, ` +
          `readyz during ${JSON.stringify([...readyDuring])}, unhealthy ${probe.unhealthy.length}`,
      );

      expect(refusedDuring, 'the outage refused no send: was it one?').toBeGreaterThan(0);
      expect(probe.unhealthy, '/healthz must answer throughout').toEqual([]);
      for (const server of cluster.processes) {
        const statuses = readyDuring.get(server.name) ?? [];
        expect(statuses.length).toBeGreaterThan(0);
        expect(
          statuses.filter((status) => status !== 503),
          '/readyz during the outage',
        ).toEqual([]);
      }
      expect(losses.acked).toBeGreaterThanOrEqual(chatters.length * 20);
      expect(losses).toMatchObject({ notStored: 0, duplicates: 0, notReceived: 0, outOfOrder: 0 });
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
});

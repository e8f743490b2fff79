import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support';
import { countBroadcastDelay } from './onlineCount';

describe('updateOnlineUsersCount to a large audience', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is sent within a second to a small audience, and less often as the audience grows', () => {
    expect(countBroadcastDelay(1)).toBe(1000);
    expect(countBroadcastDelay(2000)).toBe(1000);
    expect(countBroadcastDelay(10_000)).toBe(5000);
    expect(countBroadcastDelay(50_000)).toBe(25_000);
  });

  it('waits as long as the process has sockets to write it to, then sends the count', async () => {
    // 6,000 sockets in this process, as Engine.IO counts them (all but ours pretended).
    const engine = server.server.ctx.io.engine;
    engine.clientsCount += 5998;
    try {
      const connectedAt = Date.now();
      const first = await server.socket();
      const counts: Array<[number, number]> = [];
      first.on('updateOnlineUsersCount', (count: number) =>
        counts.push([Date.now() - connectedAt, count]),
      );
      await server.socket();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(counts).toEqual([]);
      await expect.poll(() => counts.length, { timeout: 4000, interval: 100 }).toBe(1);
      expect(counts[0][1]).toBe(2);
      expect(counts[0][0]).toBeGreaterThanOrEqual(countBroadcastDelay(6000) - 100);
    } finally {
      engine.clientsCount -= 5998;
    }
  });
});

import { describe, expect, it } from 'vitest';
import { registerUser, TestClient } from './support';
import { clusterPerTest, clustersEnabled, pairOf, type ClientSocket } from './multiProcess';

/** Every `updateOnlineUsersCount` a socket receives, with a way to wait for a value. */
function watchCount(socket: ClientSocket) {
  let latest: { count: number; at: number } | undefined;
  const waiting = new Set<() => void>();
  socket.on('updateOnlineUsersCount', (count) => {
    latest = { count, at: Date.now() };
    for (const check of waiting) check();
  });
  return {
    /** Resolves with the arrival time once the latest count received is `expected`. */
    until(expected: number, timeoutMs = 5000): Promise<number> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (latest?.count !== expected) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(latest.at);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(
            new Error(
              `count ${expected} not received within ${timeoutMs} ms (last: ${latest?.count})`,
            ),
          );
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
  };
}

const askCount = (socket: ClientSocket) =>
  new Promise<number>((resolve) => socket.emit('getOnlineUsersCount', resolve));

describe.skipIf(!clustersEnabled)('several server processes sharing Redis', () => {
  const start = clusterPerTest();

  it('counts the people on every process, in the broadcast and in the answer', async () => {
    const { cluster, a, b } = pairOf(await start(2));
    const onA = await cluster.socket(a);
    const countOnA = watchCount(onA);
    await countOnA.until(1);
    // Only B's presence changes now, so only B broadcasts: what reaches A crossed through Redis.
    const onB = await cluster.socket(b);
    const countOnB = watchCount(onB);
    await cluster.socket(b);
    const [arrivedOnA, arrivedOnB] = await Promise.all([countOnA.until(3), countOnB.until(3)]);
    console.info(`a broadcast from B reached A ${arrivedOnA - arrivedOnB} ms after B's own socket`);
    expect(await askCount(onA)).toBe(3);
    expect(await askCount(onB)).toBe(3);

    onB.disconnect();
    await countOnA.until(2);
    expect(await askCount(onA)).toBe(2);
  });

  it('counts a user with tabs on two processes once', async () => {
    const { cluster, a, b } = pairOf(await start(2));
    const { token } = await registerUser(new TestClient(a.url));
    const visitor = await cluster.socket(a);
    const count = watchCount(visitor);
    const tabOnA = await cluster.socket(a, token);
    const tabOnB = await cluster.socket(b, token);
    await count.until(2);
    expect(await askCount(tabOnB)).toBe(2);

    tabOnA.disconnect();
    // Still online through the tab on B: nobody changed, so no broadcast is due.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await askCount(visitor)).toBe(2);
    expect(await askCount(tabOnB)).toBe(2);

    tabOnB.disconnect();
    await count.until(1);
  });

  it("keeps the other processes' clients connected, with the new count, when one stops gracefully", async () => {
    const { cluster, a, b } = pairOf(await start(2));
    const onA = await cluster.socket(a);
    const count = watchCount(onA);
    await cluster.socket(b);
    await count.until(2);

    await b.kill('SIGTERM');
    expect(b.child.exitCode).toBe(0);
    // B disconnects its own sockets only (io.disconnectSockets() would reach every process).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onA.connected).toBe(true);
    await count.until(1);
    expect(await askCount(onA)).toBe(1);
  });

  it('drops the people of a killed process from the count within 15 s', async () => {
    const { cluster, a, b } = pairOf(await start(2));
    const { token } = await registerUser(new TestClient(a.url));
    const visitorOnA = await cluster.socket(a);
    const count = watchCount(visitorOnA);
    await cluster.socket(a, token);
    await cluster.socket(b, token);
    await cluster.socket(b);
    await count.until(3);

    const killedAt = Date.now();
    await b.kill('SIGKILL');
    // B's visitor is gone; the user stays online through the tab on A.
    const arrivedAt = await count.until(2, 20_000);
    console.info(`a killed process's people left the count after ${arrivedAt - killedAt} ms`);
    expect(arrivedAt - killedAt).toBeLessThan(15_000);
    expect(await askCount(visitorOnA)).toBe(2);
  }, 40_000);
});

import { afterEach, describe, expect, it } from 'vitest';
import { clustersEnabled, startCluster, type ServerCluster } from '../multiProcess';
import { startTestServer, type TestServer } from '../support';
import { chatAndCall, folderContents, found, redisContents } from './traces';

/**
 * Anonymous chat and video calls promise no recording: on Redis, their messages and ICE
 * candidates must not stay in the Socket.IO stream (nor in a process's adapter replay buffer)
 * after the pair has ended.
 */
describe('no recording of anonymous chat and video calls', () => {
  let cluster: ServerCluster | undefined;
  let server: TestServer | undefined;
  afterEach(async () => {
    await cluster?.close();
    await server?.close();
    cluster = undefined;
    server = undefined;
  });

  it.skipIf(!clustersEnabled)(
    'leaves no message text, SDP or candidate in Redis or the data folders (two processes)',
    async () => {
      cluster = await startCluster(2);
      const [a, b] = cluster.processes;
      const [x, y, v, w] = await Promise.all([
        cluster.socket(a),
        cluster.socket(b),
        cluster.socket(a),
        cluster.socket(b),
      ]);
      const secrets = await chatAndCall(
        [
          [a.url, x],
          [b.url, y],
        ],
        [
          [a.url, v],
          [b.url, w],
        ],
      );
      const redis = await redisContents(process.env.REDIS_URL!, cluster.redisPrefix);
      expect(redis, 'the test scanned nothing').toContain(`${cluster.redisPrefix}:`);
      expect(found(redis, secrets), 'kept in Redis').toEqual([]);
      expect(found(await folderContents(cluster.dataDirs), secrets), 'on disk').toEqual([]);
    },
    60_000,
  );

  it('keeps none of it for replay in one process (memory hub)', async () => {
    server = await startTestServer({ REDIS_URL: '' });
    const url = server.url;
    const [x, y, v, w] = await Promise.all([
      server.socket(),
      server.socket(),
      server.socket(),
      server.socket(),
    ]);
    const secrets = await chatAndCall(
      [
        [url, x],
        [url, y],
      ],
      [
        [url, v],
        [url, w],
      ],
    );
    // What connection-state recovery keeps for replay (SessionAwareAdapter's packets).
    const adapter = server.server.ctx.io.of('/').adapter as unknown as { packets?: unknown[] };
    expect(adapter.packets, 'not the replaying adapter').toBeDefined();
    expect(found(JSON.stringify(adapter.packets), secrets), 'kept for replay').toEqual([]);
    expect(found(await folderContents([server.dataDir]), secrets), 'on disk').toEqual([]);
  });
});

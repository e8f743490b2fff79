import { describe, it } from 'vitest';
import pg from 'pg';
import { io as connectSocket } from 'socket.io-client';
import { clusterPerTest, clustersEnabled, type ClientSocket } from './multiProcess';
import { sharedAddressScenario } from './sharedAddress';

describe.skipIf(!clustersEnabled)('a sanction binds its person across two processes', () => {
  const startCluster = clusterPerTest();

  it('on one address (every client is 127.0.0.1), only the suspended person is refused or shown the decision, whichever process they reach', async () => {
    const cluster = await startCluster(2);
    const [a, b] = cluster.processes;
    const sockets: ClientSocket[] = [];
    try {
      await sharedAddressScenario({
        urls: [a!.url, b!.url],
        async connect(at, { token, visitorId }) {
          const socket: ClientSocket = connectSocket(cluster.processes[at]!.url, {
            auth: token ? { token, visitorId } : { visitorId },
            transports: ['websocket'],
            forceNew: true,
            reconnection: false,
          });
          sockets.push(socket);
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          });
          return socket;
        },
        async makeModerator(person) {
          const db = new pg.Client({ connectionString: cluster.databaseUrl });
          await db.connect();
          await db.query(`insert into user_roles (user_id, role) values ($1, 'moderator')`, [
            person.id,
          ]);
          await db.end();
        },
      });
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  }, 120_000);
});

import net from 'node:net';

/** A TCP relay: connections to `listen` are piped to `target`. */
export interface Forwarder {
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Relays `listenHost`:random port to `target` (PostgreSQL and Redis listen on the root
 * namespace's loopback only, which the app hosts' namespaces cannot reach: they connect to the
 * bridge address instead, and this relays it).
 */
export async function forward(
  listenHost: string,
  target: { host: string; port: number },
): Promise<Forwarder> {
  const open = new Set<net.Socket>();
  const server = net.createServer((incoming) => {
    const outgoing = net.connect(target.port, target.host);
    for (const [from, to] of [
      [incoming, outgoing],
      [outgoing, incoming],
    ]) {
      open.add(from);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, listenHost, resolve);
  });
  return {
    host: listenHost,
    port: (server.address() as net.AddressInfo).port,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

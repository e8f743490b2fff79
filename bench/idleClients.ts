/**
 * One client process of idleSockets.bench.ts: opens `count` WebSocket connections to `url` from
 * source address `localAddress` (loopback has ~28k ephemeral ports per source address), half of
 * them with one of `tokens` (signed in), then holds them until told to close.
 * argv: url count localAddress; tokens arrive over IPC.
 */
import { io as connect, type Socket } from 'socket.io-client';

const [url, countText, localAddress] = process.argv.slice(2);
const count = Number(countText);
// Handshakes in flight at once: fewer where the server is slow to answer (User-mode Linux,
// bench/vm/run.sh), so that none waits past socket.io-client's 20 s connect timeout in its queue.
const OPENING_AT_ONCE = Number(process.env.BENCH_IDLE_OPENING ?? 100);

// Its parent gone (the benchmark or the client agent stopped), nobody will tell it to close.
process.once('disconnect', () => process.exit(0));

process.once('message', async ({ tokens }: { tokens: string[] }) => {
  const sockets: Socket[] = [];
  let failed = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: OPENING_AT_ONCE }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        const token = index % 2 === 0 && tokens.length ? tokens[index % tokens.length] : undefined;
        const socket = connect(url, {
          query: token ? { token } : {},
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          localAddress,
        } as never);
        const ok = await new Promise<boolean>((resolve) => {
          socket.once('connect', () => resolve(true));
          socket.once('connect_error', () => resolve(false));
          // A connection the server closed before it was through (its heartbeat missed).
          socket.once('disconnect', () => resolve(false));
        });
        if (ok) sockets.push(socket);
        else failed += 1;
      }
    }),
  );
  // Connected now, not once: a socket the server dropped since counts as failed.
  const connected = sockets.filter((socket) => socket.connected).length;
  process.send!({ connected, failed: failed + sockets.length - connected });
  process.once('message', () => {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  });
});

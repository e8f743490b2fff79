import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { createClient } from 'redis';

/** Tests that kill Redis start their own (`redis-server` on PATH; `.ci/run` installs it). */
export const redisServerInstalled =
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A redis-server of this test's own on a random loopback port, that it may kill. */
export interface PrivateRedis {
  readonly url: string;
  /** SIGKILL: no goodbye to its clients; its data (nothing persisted) is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it answers. */
  start(): Promise<void>;
  /** SIGSTOP: its connections stay open, nothing is answered (a hung Redis). */
  pause(): void;
  /** SIGCONT: it answers again, connections and data as they were. */
  resume(): void;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A free loopback port (the kernel picks it; a race with another test is unlikely). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 500 } });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

/** Starts a private Redis with persistence off (as production should run it, see README). */
export async function startPrivateRedis(): Promise<PrivateRedis & { close(): Promise<void> }> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const kill = async () => {
    const current = child;
    child = undefined;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
    running.delete(current);
  };
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    running.add(child);
    const deadline = Date.now() + 10_000;
    while (!(await answers(url))) {
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const signal = (name: NodeJS.Signals) => () => {
    child?.kill(name);
  };
  await start();
  return {
    url,
    kill,
    start,
    pause: signal('SIGSTOP'),
    resume: signal('SIGCONT'),
    // A paused process ignores SIGKILL only until it is continued.
    close: async () => {
      child?.kill('SIGCONT');
      await kill();
    },
  };
}

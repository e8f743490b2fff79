/**
 * A real coturn (`turnserver`) on loopback for tests: the TURN REST credential checks
 * (server/src/video/ice.int.test.ts) and relay-only calls between browsers
 * (e2e/videoRelay.e2e.test.ts). `.ci/run` installs coturn, so CI always runs them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TurnClient, type TurnServerAddress } from './turnClient';

export const turnserverInstalled = spawnSync('turnserver', ['--version']).status === 0;

export interface Coturn extends TurnServerAddress {
  /** The server's TURN_URLS for this relay. */
  url: string;
  stop(): Promise<void>;
}

/** A free loopback port (TCP; coturn takes the same number for UDP, which is checked by binding). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * coturn on 127.0.0.1 (listening and relaying) with the REST API secret, as the README runs it
 * (minus TLS). `--allow-loopback-peers` lets it relay between two loopback relay addresses, which
 * only a test on one machine needs.
 */
export async function startCoturn(secret: string): Promise<Coturn> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-coturn-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    'turnserver',
    [
      `--listening-port=${port}`,
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=serendip',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--allow-loopback-peers',
      '--log-file=stdout',
      `--pidfile=${path.join(dir, 'turnserver.pid')}`,
      `--userdb=${path.join(dir, 'turndb')}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await fs.rm(dir, { recursive: true, force: true });
  };
  const probe = new TurnClient({ host: '127.0.0.1', port });
  try {
    // A binding request is answered once coturn listens (the client retransmits until then).
    await probe.binding(10_000);
  } catch (error) {
    await stop();
    throw new Error(`coturn did not start on port ${port}: ${String(error)}\n${output}`);
  } finally {
    probe.close();
  }
  return { host: '127.0.0.1', port, url: `turn:127.0.0.1:${port}?transport=udp`, stop };
}

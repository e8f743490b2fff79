import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TurnClient } from '../../server/test/turnClient';
import { readDeployFile, replaceEach, serviceSection, single } from './shippedFiles';
import { selfSignedCertificate } from './commands';

/** The TURN relay host: coturn as deploy/coturn.service runs it, with deploy/turnserver.conf. */
export interface RelayHost {
  /** The app servers' TURN_URLS and TURN_SECRET for it. */
  readonly env: { TURN_URLS: string; TURN_SECRET: string };
  readonly address: { host: string; port: number };
  stop(): Promise<void>;
}

/**
 * deploy/turnserver.conf with this network's addresses, the test's secret and certificate; no
 * NAT here, so no external-ip (as the file says for a host without NAT).
 */
function renderTurnConfig(address: string, secret: string, dir: string): string {
  return replaceEach(readDeployFile('turnserver.conf'), [
    ['static-auth-secret=CHANGE-ME-same-as-TURN_SECRET', `static-auth-secret=${secret}`],
    ['external-ip=203.0.113.10/10.0.0.21', ''],
    ['allowed-peer-ip=10.0.0.21', `allowed-peer-ip=${address}`],
    ['/etc/letsencrypt/live/turn.example.com/fullchain.pem', path.join(dir, 'turn-cert.pem')],
    ['/etc/letsencrypt/live/turn.example.com/privkey.pem', path.join(dir, 'turn-key.pem')],
  ]);
}

export async function startRelayHost(
  namespace: string,
  address: string,
  secret: string,
  dir: string,
): Promise<RelayHost> {
  selfSignedCertificate(
    { key: path.join(dir, 'turn-key.pem'), certificate: path.join(dir, 'turn-cert.pem') },
    'turn.example.com',
  );
  const config = path.join(dir, 'turnserver.conf');
  fs.writeFileSync(config, renderTurnConfig(address, secret, dir));

  const unit = serviceSection(readDeployFile('coturn.service'));
  const [executable, ...args] = single(unit, 'ExecStart').split(/\s+/);
  const configArgument = args.indexOf('/etc/turnserver.conf');
  if (executable !== '/usr/bin/turnserver' || configArgument < 0)
    throw new Error(`unexpected ExecStart in coturn.service: ${single(unit, 'ExecStart')}`);
  args[configArgument] = config;

  const child: ChildProcess = spawn('ip', ['netns', 'exec', namespace, executable, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.once('exit', () => child.kill('SIGKILL'));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const port = Number(/^listening-port=(\d+)$/m.exec(readDeployFile('turnserver.conf'))![1]);
  const probe = new TurnClient({ host: address, port });
  try {
    // A binding request is answered once coturn listens (the client retransmits until then).
    await probe.binding(10_000);
  } catch (error) {
    await stop();
    throw new Error(`coturn did not answer on ${address}:${port}: ${String(error)}\n${output}`);
  } finally {
    probe.close();
  }
  return {
    env: { TURN_URLS: `turn:${address}:${port}?transport=udp`, TURN_SECRET: secret },
    address: { host: address, port },
    stop,
  };
}

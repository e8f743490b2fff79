/**
 * One client process of idleSockets.bench.ts (idleClients.ts), seen from whoever starts it: the
 * benchmark itself, or the client agent on the host of bench/vm/run.sh's virtual machine
 * (idleClientAgent.ts). Both hold it the same way: wait for its report, then close it.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface IdleClientReport {
  connected: number;
  failed: number;
}

export interface IdleClients {
  /** Once every socket has connected or failed. */
  report: Promise<IdleClientReport>;
  /** Disconnects the sockets and waits for the process to exit. */
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Forks a process that opens `count` sockets to `url` from `localAddress`, half with `tokens`. */
export function openIdleClients(
  url: string,
  count: number,
  localAddress: string,
  tokens: string[],
): IdleClients {
  const client = fork(path.join(here, 'idleClients.ts'), [url, String(count), localAddress], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => client.once('exit', () => resolve()));
  const report = new Promise<IdleClientReport>((resolve, reject) => {
    client.once('message', resolve);
    void exited.then(() => reject(new Error('idle client process exited before its report')));
  });
  client.send({ tokens });
  return {
    report,
    close: () => {
      if (client.connected) client.send('close');
      return exited;
    },
  };
}

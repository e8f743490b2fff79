import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

// One server process of the multi-process tests; multiProcess.ts starts them as a cluster.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 30_000;
/**
 * What each server process runs: the TypeScript source through tsx (always current), or, with
 * TEST_SERVER_BUILD=1, the bundle `npm run build` made (server/dist/main.js), which is ready in
 * about half the time (1.2-1.4 s against 2.6-2.8 s here).
 * `npm test` builds first and sets it, so its processes run what `npm start` ships.
 */
const SERVER_COMMAND =
  process.env.TEST_SERVER_BUILD === '1'
    ? ['server/dist/main.js']
    : ['--import', 'tsx', 'server/src/main.ts'];
const STOP_TIMEOUT_MS = 10_000;

/** Every server process still running: killed if the test worker exits before cleaning up. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** One server process (`node server/src/main.ts`, or its build: SERVER_COMMAND). */
export interface ServerProcess {
  readonly name: string;
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Resolves when the process has exited. */
  readonly exited: Promise<void>;
  /** The last lines the process wrote, for failure messages. */
  output(): string;
  /** Sends a signal (SIGKILL by default: no goodbye) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function spawnServer(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, SERVER_COMMAND, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const remember = (line: string) => {
    lines.push(line);
    if (lines.length > 60) lines.shift();
  };
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const output = () => lines.join('\n');
  readline.createInterface({ input: child.stderr! }).on('line', remember);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server ${name} did not start within ${START_TIMEOUT_MS} ms:\n${output()}`));
    }, START_TIMEOUT_MS);
    void exited.then(() => {
      clearTimeout(timer);
      reject(
        new Error(
          `server ${name} exited (${child.exitCode ?? child.signalCode}) before it ran:\n${output()}`,
        ),
      );
    });
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      remember(line);
      const port = portIn(line);
      if (port === undefined) return;
      clearTimeout(timer);
      resolve({
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        child,
        exited,
        output,
        async kill(signal = 'SIGKILL') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    });
  });
}

/** The port in main.ts's "Serendip is running..." log line. */
function portIn(line: string): number | undefined {
  if (!line.includes('Serendip is running')) return undefined;
  try {
    const entry = JSON.parse(line) as { msg?: string; port?: unknown };
    return entry.msg?.startsWith('Serendip is running') && typeof entry.port === 'number'
      ? entry.port
      : undefined;
  } catch {
    return undefined;
  }
}

export async function waitUntilReady(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const status = await fetch(`${server.url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`server ${server.name} is not ready:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopGracefully(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  const forced = setTimeout(() => server.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await server.kill('SIGTERM');
  clearTimeout(forced);
}

import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { environmentFile, readDeployFile, repoRoot, serviceSection, single } from './shippedFiles';

/** One app host: the built server, started in a network namespace as deploy/serendip.service starts it. */
export interface AppHost {
  readonly name: string;
  /** Its address on the test network, and the port from the environment file. */
  readonly address: string;
  readonly port: number;
  /** `address:port`, as nginx's upstream and access log name it. */
  readonly upstream: string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<void>;
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Where the unit expects the release and the environment file, and what they are here. */
const UNIT_PATHS = {
  node: '/usr/bin/node',
  workingDirectory: '/opt/serendip',
  environmentFile: '/etc/serendip/serendip.env',
};

/**
 * The command and environment of deploy/serendip.service with deploy/serendip.env.example as
 * its environment file, `overrides` on top (a real host's edited copy of the template). Every
 * CHANGE-ME must be overridden.
 */
export function serviceLaunch(overrides: Record<string, string>) {
  const unit = serviceSection(readDeployFile('serendip.service'));
  const [executable, ...args] = single(unit, 'ExecStart').split(/\s+/);
  if (executable !== UNIT_PATHS.node) throw new Error(`unexpected ExecStart: ${executable}`);
  if (single(unit, 'WorkingDirectory') !== UNIT_PATHS.workingDirectory)
    throw new Error('unexpected WorkingDirectory');
  if (single(unit, 'EnvironmentFile') !== UNIT_PATHS.environmentFile)
    throw new Error('unexpected EnvironmentFile');
  const fromUnit = Object.fromEntries(
    (unit.get('Environment') ?? []).map((entry) => entry.split('=', 2) as [string, string]),
  );
  const env = {
    ...fromUnit,
    ...environmentFile(readDeployFile('serendip.env.example')),
    ...overrides,
  };
  const unset = Object.entries(env).filter(([, value]) => value.includes('CHANGE-ME'));
  if (unset.length > 0) throw new Error(`still CHANGE-ME: ${unset.map(([key]) => key).join(', ')}`);
  return { command: process.execPath, args, cwd: repoRoot, env };
}

/** Starts the server in `namespace` (`ip netns exec`) and waits until it says it runs. */
export async function startAppHost(
  name: string,
  namespace: string,
  address: string,
  overrides: Record<string, string>,
): Promise<AppHost> {
  const launch = serviceLaunch(overrides);
  const port = Number(launch.env.PORT);
  // `ip netns exec` executes the command itself: the child's pid is the server's.
  const child = spawn('ip', ['netns', 'exec', namespace, launch.command, ...launch.args], {
    cwd: launch.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...launch.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  const lines: string[] = [];
  const remember = (line: string) => {
    lines.push(line);
    if (lines.length > 80) lines.shift();
  };
  const output = () => lines.join('\n');
  readline.createInterface({ input: child.stderr! }).on('line', remember);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within 60 s:\n${output()}`)),
      60_000,
    );
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${child.exitCode ?? child.signalCode}):\n${output()}`));
    });
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      remember(line);
      if (line.includes('Serendip is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const url = `http://${address}:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`${name} is not ready:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    address,
    port,
    upstream: `${address}:${port}`,
    exited,
    output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

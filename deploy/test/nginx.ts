import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { readDeployFile, replaceEach } from './shippedFiles';
import { run, selfSignedCertificate } from './commands';

/** Debian's nginx running deploy/nginx.conf in front of the test's app hosts. */
export interface Nginx {
  readonly httpsPort: number;
  readonly httpPort: number;
  /** The site's certificate (self-signed for serendip.example.com and 127.0.0.1). */
  readonly ca: string;
  readonly hostname: string;
  /** The access log's lines so far (deploy/nginx.conf's `serendip` format). */
  accessLog(): Promise<string[]>;
  stop(): Promise<void>;
}

const HOSTNAME = 'serendip.example.com';

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * deploy/nginx.conf with what differs on this machine replaced, and nothing else: the app
 * servers' addresses, the listening ports (127.0.0.1 only, no IPv6), the certificate and the
 * log paths.
 */
export function renderSiteConfig(
  appServers: [string, string],
  ports: { http: number; https: number },
  dir: string,
): string {
  return replaceEach(readDeployFile('nginx.conf'), [
    ['server 10.0.0.11:3000 ', `server ${appServers[0]} `],
    ['server 10.0.0.12:3000 ', `server ${appServers[1]} `],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    [`/etc/letsencrypt/live/${HOSTNAME}/fullchain.pem`, path.join(dir, 'cert.pem')],
    [`/etc/letsencrypt/live/${HOSTNAME}/privkey.pem`, path.join(dir, 'key.pem')],
    ['/var/log/nginx/serendip.access.log', path.join(dir, 'access.log')],
    ['/var/log/nginx/serendip.error.log', path.join(dir, 'error.log')],
  ]);
}

/**
 * The main configuration Debian's /etc/nginx/nginx.conf would be, reduced to what a proxy
 * needs, with every path in `dir`, and the site file included in `http { }` as on Debian.
 */
function mainConfig(dir: string): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/main.error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  access_log off;
  include ${dir}/serendip.conf;
}
`;
}

export async function startNginx(appServers: [string, string], dir: string): Promise<Nginx> {
  // The workers run as nobody: they must reach the temporary folders (its parents too).
  await fs.chmod(dir, 0o755);
  selfSignedCertificate(
    { key: path.join(dir, 'key.pem'), certificate: path.join(dir, 'cert.pem') },
    HOSTNAME,
    `DNS:${HOSTNAME},IP:127.0.0.1`,
  );
  const ports = { http: await freePort(), https: await freePort() };
  await fs.writeFile(path.join(dir, 'serendip.conf'), renderSiteConfig(appServers, ports, dir));
  await fs.writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir));
  const args = [
    '-p',
    dir,
    '-c',
    path.join(dir, 'nginx.conf'),
    '-e',
    path.join(dir, 'main.error.log'),
  ];
  run('nginx', ['-t', ...args]);

  const child: ChildProcess = spawn('nginx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.once('exit', () => child.kill('SIGKILL'));

  const deadline = Date.now() + 10_000;
  while (!(await accepts(ports.https))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    httpsPort: ports.https,
    httpPort: ports.http,
    ca: await fs.readFile(path.join(dir, 'cert.pem'), 'utf8'),
    hostname: HOSTNAME,
    async accessLog() {
      const text = await fs.readFile(path.join(dir, 'access.log'), 'utf8').catch(() => '');
      return text.split('\n').filter(Boolean);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(forced);
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Opens idle sockets (idleClientProcess.ts) for an idleSockets.bench.ts that runs on another
 * machine: bench/vm/run.sh starts it on the host of its virtual machine, so that the servers under
 * test have the guest's one CPU to themselves while their clients run here.
 *
 *   POST /clients { url, count, localAddress, tokens } → { connected, failed }, once all have tried
 *   POST /close → { closed }, once every client process opened has exited
 *
 * argv: host port (the address the virtual machine reaches the host at)
 */
import http from 'node:http';
import { text } from 'node:stream/consumers';
import { openIdleClients, type IdleClients } from './idleClientProcess';

const [host, port] = process.argv.slice(2);
const open: IdleClients[] = [];

async function bodyOf(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  return JSON.parse((await text(request)) || '{}') as Record<string, unknown>;
}

async function answer(request: http.IncomingMessage): Promise<[number, unknown]> {
  if (request.method === 'POST' && request.url === '/clients') {
    const { url, count, localAddress, tokens } = await bodyOf(request);
    if (typeof url !== 'string' || typeof count !== 'number' || typeof localAddress !== 'string')
      return [400, { message: 'url, count and localAddress are required' }];
    const clients = openIdleClients(url, count, localAddress, (tokens as string[]) ?? []);
    open.push(clients);
    return [200, await clients.report];
  }
  if (request.method === 'POST' && request.url === '/close') {
    await Promise.all(open.splice(0).map((clients) => clients.close()));
    return [200, { closed: true }];
  }
  return [404, { message: 'Not found' }];
}

http
  .createServer((request, response) => {
    answer(request)
      .catch((error: Error) => [500, { message: error.message }] as const)
      .then(([status, body]) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
  })
  .listen(Number(port), host, () => console.log(`idle client agent on http://${host}:${port}`));

import http from 'node:http';
import path from 'node:path';
import { currentHolder, describeHolder, type LockHolder } from '../platform/db/dataDirLock';
import { CONTROL_SOCKET } from './controlChannel';

/** How long a command waits for a server that holds DATA_DIR to open its control channel. */
const STARTING_SERVER_WAIT_MS = 30_000;

/**
 * Sends one request to the server holding DATA_DIR, through its control channel. A server that
 * is still starting (lock taken, channel not open yet) is waited for; one that stopped is an
 * error, so the command never reports an effect it did not have.
 */
export async function controlRequest(
  dataDir: string,
  holder: LockHolder,
  route: string,
  body: unknown,
): Promise<http.IncomingMessage> {
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  const deadline = Date.now() + STARTING_SERVER_WAIT_MS;
  for (;;) {
    try {
      return await post(socketPath, route, body);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const notOpenYet = code === 'ENOENT' || code === 'ECONNREFUSED';
      const stillThere = await currentHolder(dataDir);
      if (!notOpenYet || !stillThere || Date.now() > deadline)
        throw new Error(
          `Could not reach ${describeHolder(holder)} through ${socketPath}: ${(error as Error).message}. ` +
            (stillThere
              ? 'Is its DATA_DIR path short enough for a Unix socket (see its log)?'
              : 'It has stopped: run the command again.'),
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function post(socketPath: string, route: string, body: unknown): Promise<http.IncomingMessage> {
  const payload = JSON.stringify(body ?? {});
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath,
        path: route,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      resolve,
    );
    request.once('error', reject);
    request.end(payload);
  });
}

/** The JSON body of a control channel answer. */
export async function readJson(response: http.IncomingMessage): Promise<{ message?: string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message?: string };
  } catch {
    return { message: `unexpected answer (${response.statusCode})` };
  }
}

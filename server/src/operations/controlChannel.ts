import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { z } from 'zod';
import type { Logger } from '../platform/logger';
import type { DatabaseHandle } from '../platform/db/database';
import { applyRoleChange, NoSuchAccount } from '../moderation/roleCommand';
import { backupStream } from './backupArchive';

/** The control channel's Unix socket in DATA_DIR (mode 0600: only DATA_DIR's owner connects). */
export const CONTROL_SOCKET = 'control.sock';
/** The longest Unix socket path Linux accepts (108 bytes with the terminating NUL). */
const MAX_SOCKET_PATH = 107;

const roleChange = z.object({
  email: z.string().min(1),
  role: z.enum(['user', 'moderator', 'admin']),
});

export interface ControlChannelOptions {
  dataDir: string;
  database: DatabaseHandle;
  logger: Logger;
  /** Holds media deletions while a backup is written (operations/removalHold.ts). */
  holdRemovals(): () => void;
}

/**
 * Opens the local control channel of a server that holds DATA_DIR's embedded database: HTTP over
 * a Unix socket in DATA_DIR, through which operator commands act on the database the server has
 * open instead of opening its files a second time. Resolves to its stop function.
 */
export async function openControlChannel(
  options: ControlChannelOptions,
): Promise<() => Promise<void>> {
  const { dataDir, database, logger } = options;
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    logger.error(
      { socketPath },
      `The control channel cannot open: its socket path is longer than ${MAX_SOCKET_PATH} bytes. Operator commands (npm run admin, npm run backup) cannot reach this server; give it a shorter DATA_DIR.`,
    );
    return async () => {};
  }
  const control = Fastify({ logger: false });
  control.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error instanceof NoSuchAccount ? 404 : (error.statusCode ?? 500);
    if (status >= 500) logger.error({ err: error }, 'control channel request failed');
    void reply.code(status).send({ message: error.message });
  });

  control.post('/roles', async (request, reply) => {
    const parsed = roleChange.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ message: 'Send { email, role: user|moderator|admin }.' });
    const message = await applyRoleChange(database.db, parsed.data);
    logger.info({ role: parsed.data.role }, 'role changed through the control channel');
    return { message };
  });

  control.post('/backup', async (_request, reply) => {
    const stream = await backupStream(database, dataDir, options.holdRemovals);
    logger.info('backup started through the control channel');
    return reply.type('application/gzip').send(stream);
  });

  // This process holds DATA_DIR's lock: a socket file left there is a dead holder's.
  await fs.rm(socketPath, { force: true });
  await control.listen({ path: socketPath });
  await fs.chmod(socketPath, 0o600);
  return async () => {
    await control.close();
    await fs.rm(socketPath, { force: true });
  };
}

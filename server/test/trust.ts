import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { strangerConversations } from '../src/platform/db/schema';
import { strangerIdentity } from '../src/strangers/identity';
import { trustChanged } from '../src/trust/personTrust';
import type { TestServer } from './support';

/**
 * Gives the person behind a connected socket (account or visitor) `completed` stranger
 * conversations that ended without a report, as if they had had them: past the first chats in
 * which new people cannot send images. For tests of what established people do.
 */
export async function giveCompletedConversations(
  server: TestServer,
  socket: Pick<Socket, 'id'>,
  completed = 20,
): Promise<string> {
  const { ctx } = server.server;
  const data = ctx.io.sockets.sockets.get(socket.id!)?.data;
  if (!data) throw new Error(`socket ${socket.id} is not on this server`);
  const identity = strangerIdentity(ctx.secret, data);
  await giveIdentityCompletedConversations(server, identity, completed);
  return identity;
}

/** The same for an account, before any of its sockets connect (end-to-end tests). */
export function giveAccountCompletedConversations(
  server: TestServer,
  userId: string,
  completed = 20,
): Promise<void> {
  return giveIdentityCompletedConversations(server, `user:${userId}`, completed);
}

async function giveIdentityCompletedConversations(
  server: TestServer,
  identity: string,
  completed: number,
): Promise<void> {
  await server.database.db
    .insert(strangerConversations)
    .values({ identity, completed })
    .onConflictDoUpdate({ target: strangerConversations.identity, set: { completed } });
  trustChanged(server.server.ctx, [identity]);
}

/** How many completed stranger conversations the identity has on record (0 when none). */
export async function completedConversations(server: TestServer, identity: string) {
  const rows = await server.database.db
    .select({ completed: strangerConversations.completed })
    .from(strangerConversations)
    .where(sql`${strangerConversations.identity} = ${identity}`);
  return rows[0]?.completed ?? 0;
}

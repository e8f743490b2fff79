import crypto from 'node:crypto';
import type { TestServer } from './support';
import { TEST_PASSWORD } from './factories';

/** Helpers of the moderation action suites (server/src/moderation/*Actions*.int.test.ts). */

/** Signs in with the common test password. */
export const loginWith = (server: TestServer, identifier: string) =>
  server.client().post('/api/auth/login', { identifier, password: TEST_PASSWORD });

/** A visitor's socket from `address` (the server trusts X-Forwarded-For) and a visitor id. */
export const visitorFrom = (
  server: TestServer,
  address: string,
  visitorId: string = crypto.randomUUID(),
) => server.socket(undefined, { headers: { 'x-forwarded-for': address }, visitorId });

/**
 * Resolves with the time the socket was disconnected by the server; compared with the time the
 * moderator's request was answered (the decision is made), it must be less than 1 s later.
 */
export function cutAt(socket: { once(event: 'disconnect', listener: () => void): unknown }) {
  return new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())));
}

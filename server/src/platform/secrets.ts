import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './db/database';
import { serverSettings } from './db/schema';

/**
 * The server's signing secret: JWT_SECRET when configured, otherwise one generated on first
 * start and kept in the database so every process (and every restart) shares it.
 */
export async function loadSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  const generated = crypto.randomBytes(48).toString('base64url');
  await db.insert(serverSettings).values({ key: 'secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'secret'));
  return row.value;
}

/** Derived keys by secret and purpose: a few per server, asked for on hot paths (matching). */
const derived = new Map<string, string>();

/** Derives an independent key for one purpose from the server secret. */
export function deriveKey(secret: string, purpose: string): string {
  const id = `${purpose}\0${secret}`;
  let key = derived.get(id);
  if (key === undefined) {
    key = crypto.createHmac('sha256', secret).update(purpose).digest('base64url');
    derived.set(id, key);
  }
  return key;
}

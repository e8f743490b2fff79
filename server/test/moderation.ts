import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/platform/db/database';
import { sanctions } from '../src/platform/db/schema';
import { setRole } from '../src/moderation/roles';
import { signUp, type Person } from './social';

/** A signed-up account given a role straight in the database. */
export async function staffMember(
  baseUrl: string,
  db: Database,
  role: 'moderator' | 'admin' = 'moderator',
): Promise<Person> {
  const person = await signUp(baseUrl, role.slice(0, 3));
  await setRole(db, person.id, role);
  return person;
}

/** Files a profile report of `target` by `reporter` through the API. */
export async function reportProfile(
  reporter: Person,
  target: Person,
  reason = 'Abusive',
): Promise<void> {
  const response = await reporter.client.post(`/api/users/report/${target.id}`, { reason });
  expect(response.status).toBe(201);
}

/** A moderator's action on a queue item through the API; resolves with the answer. */
export function moderate(moderator: Person, subject: string, body: Record<string, unknown>) {
  return moderator.client.post(
    `/api/moderation/items/${encodeURIComponent(subject)}/actions`,
    body,
  );
}

/** The account's sanction rows of one kind. */
export function sanctionsOf(
  db: Database,
  userId: string,
  kind: 'warning' | 'removal' | 'suspension' | 'ban' | 'termination',
) {
  return db
    .select()
    .from(sanctions)
    .where(and(eq(sanctions.userId, userId), eq(sanctions.kind, kind)));
}

import { expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../src/platform/db/schema';
import { createUser } from './factories';
import { newUserDetails, startTestServer } from './support';

// Each test server must start from the migrated template's state, also when its PGlite copy is
// one that a stopped server of this worker gave back (testDatabase.ts empties it when it is taken).
it('a server started after another one stopped sees none of its rows', async () => {
  const first = await startTestServer();
  const firstDatabase = first.database;
  await createUser(first.server.ctx, newUserDetails());
  expect((await first.database.db.select({ n: count() }).from(users))[0].n).toBe(1);
  await first.close();

  const second = await startTestServer();
  try {
    if (!process.env.DATABASE_URL) expect(second.database).toBe(firstDatabase);
    expect((await second.database.db.select({ n: count() }).from(users))[0].n).toBe(0);
    // The copy still works as a new one would: a user can be created and is the only one.
    await createUser(second.server.ctx, newUserDetails());
    expect((await second.database.db.select({ n: count() }).from(users))[0].n).toBe(1);
  } finally {
    await second.close();
  }
});

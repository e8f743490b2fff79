import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support';
import { signUp } from '../../test/social';
import { staffMember } from '../../test/moderation';
import { eq } from 'drizzle-orm';
import { newId } from '../platform/ids';
import { users } from '../platform/db/schema';
import { roleOf } from './roles';
import { runRoleCommand } from './roleCommand';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Every route of the console, with a body that would be valid for the role that may call it. */
const moderatorRoutes = (id: string): Array<[string, string, unknown?]> => [
  ['GET', '/api/moderation/rules'],
  ['GET', '/api/moderation/queue'],
  ['GET', `/api/moderation/items/user:${id}`],
  ['POST', `/api/moderation/items/user:${id}/claim`],
  ['DELETE', `/api/moderation/items/user:${id}/claim`],
  ['POST', `/api/moderation/items/user:${id}/actions`, { action: 'warn', rule: 'respect' }],
  ['GET', '/api/moderation/appeals'],
  ['POST', `/api/moderation/appeals/${newId()}`, { decision: 'upheld', reason: 'x' }],
];
const adminRoutes = (id: string): Array<[string, string, unknown?]> => [
  ['GET', '/api/moderation/log'],
  ['GET', '/api/moderation/roles'],
  ['PUT', `/api/moderation/roles/${id}`, { role: 'moderator' }],
];

describe('roles', () => {
  it('refuses every console route to a visitor (401) and to a user (403), and admin routes to a moderator (403)', async () => {
    const user = await signUp(server.url);
    const moderator = await staffMember(server.url, server.database.db);
    const all = [
      ...moderatorRoutes(user.id).map((route) => ({
        route,
        refusal: 'Only moderators can do this.',
      })),
      ...adminRoutes(user.id).map((route) => ({ route, refusal: 'Only admins can do this.' })),
    ];
    for (const {
      route: [method, path, body],
      refusal,
    } of all) {
      const visitor = await server.client().request(method, path, { json: body });
      expect(visitor.status, `${method} ${path} visitor`).toBe(401);
      expect(visitor.body.message).toEqual(expect.any(String));
      const asUser = await user.client.request(method, path, { json: body });
      expect(asUser.status, `${method} ${path} user`).toBe(403);
      expect(asUser.body).toEqual({ message: refusal });
    }
    for (const [method, path, body] of adminRoutes(user.id)) {
      const asModerator = await moderator.client.request(method, path, { json: body });
      expect(asModerator.status, `${method} ${path} moderator`).toBe(403);
      expect(asModerator.body).toEqual({ message: 'Only admins can do this.' });
    }
    // Nothing changed: the user is still a user.
    expect(await roleOf(server.database.db, user.id)).toBe('user');
    expect((await moderator.client.get('/api/moderation/queue')).status).toBe(200);
  });

  it('tells a signed-in person their role (401 for a visitor)', async () => {
    const user = await signUp(server.url);
    const admin = await staffMember(server.url, server.database.db, 'admin');
    expect((await user.client.get('/api/account/role')).body).toEqual({ role: 'user' });
    expect((await admin.client.get('/api/account/role')).body).toEqual({ role: 'admin' });
    expect((await server.client().get('/api/account/role')).status).toBe(401);
  });

  it('lets an admin grant and revoke moderators in the console, with audit rows', async () => {
    const admin = await staffMember(server.url, server.database.db, 'admin');
    const user = await signUp(server.url);
    const grant = await admin.client.put(`/api/moderation/roles/${user.id}`, { role: 'moderator' });
    expect(grant.status).toBe(200);
    expect((await user.client.get('/api/moderation/queue')).status).toBe(200);
    const staff = (await admin.client.get('/api/moderation/roles')).body.staff;
    expect(staff).toContainEqual({ _id: user.id, username: user.username, role: 'moderator' });
    expect(staff).toContainEqual({ _id: admin.id, username: admin.username, role: 'admin' });
    await admin.client.put(`/api/moderation/roles/${user.id}`, { role: 'user' });
    expect((await user.client.get('/api/moderation/queue')).status).toBe(403);
    expect(
      (await admin.client.get('/api/moderation/roles')).body.staff.map(
        (member: { _id: string }) => member._id,
      ),
    ).not.toContain(user.id);
    // An admin cannot demote themselves (nothing changes, no audit row).
    const self = await admin.client.put(`/api/moderation/roles/${admin.id}`, { role: 'user' });
    expect([self.status, self.body]).toEqual([
      400,
      { message: 'You cannot change your own role.' },
    ]);
    expect(await roleOf(server.database.db, admin.id)).toBe('admin');
    const bad = await admin.client.put(`/api/moderation/roles/${user.id}`, { role: 'king' });
    expect(bad.status).toBe(400);
    expect(
      (await admin.client.put(`/api/moderation/roles/${newId()}`, { role: 'moderator' })).status,
    ).toBe(404);
    const log = (await admin.client.get('/api/moderation/log')).body.log;
    const mine = log.filter((row: { subject: string }) => row.subject === `user:${user.id}`);
    expect(mine.map((row: { action: string }) => row.action)).toEqual([
      'role user',
      'role moderator',
    ]);
    expect(mine[0].actor).toBe(admin.username);
  });
});

describe('npm run admin', () => {
  it('grants admin or moderator and revokes by e-mail; refuses bad usage and unknown e-mails', async () => {
    const db = server.database.db;
    const user = await signUp(server.url);
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    const email = row!.email;
    expect(await runRoleCommand(db, ['grant', email.toUpperCase(), 'admin'])).toMatch(
      /is now an admin/,
    );
    expect(await roleOf(db, user.id)).toBe('admin');
    expect(await runRoleCommand(db, ['grant', email, 'moderator'])).toMatch(/is now a moderator/);
    expect(await roleOf(db, user.id)).toBe('moderator');
    expect(await runRoleCommand(db, ['revoke', email])).toMatch(/is now a user/);
    expect(await roleOf(db, user.id)).toBe('user');
    for (const args of [
      [],
      ['grant', email],
      ['grant', email, 'king'],
      ['revoke'],
      ['drop', email],
    ])
      await expect(runRoleCommand(db, args)).rejects.toThrow(/^Usage:/);
    await expect(runRoleCommand(db, ['grant', 'nobody@example.com', 'admin'])).rejects.toThrow(
      'No account with the e-mail nobody@example.com.',
    );
  });
});

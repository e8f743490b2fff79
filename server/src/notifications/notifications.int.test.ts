import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Notification } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { signUp, type Person } from '../../test/social';
import { notifications } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { createNotification } from './service';

describe('notifications', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const give = (who: Person, message: string, link?: string) =>
    createNotification(server.database.db, who.id, { message, link });
  const listOf = async (who: Person) =>
    (await who.client.get('/api/notifications')).body as Notification[];
  const readFlags = async (who: Person) =>
    (
      await server.database.db
        .select({ read: notifications.read })
        .from(notifications)
        .where(eq(notifications.userId, who.id))
    ).map((row) => row.read);

  it('lists the 50 newest of mine, newest first, in the entity shape', async () => {
    const [me, other] = [await signUp(server.url), await signUp(server.url)];
    for (let i = 0; i < 55; i += 1) await give(me, `note ${i}`, i % 2 ? '/friends' : undefined);
    await give(other, 'not yours');
    const response = await me.client.get('/api/notifications');
    expect(response.status).toBe(200);
    const list = response.body as Notification[];
    expect(list).toHaveLength(50);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      message: 'note 54',
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list[1]).toMatchObject({ message: 'note 53', link: '/friends' });
    expect(list.at(-1)?.message).toBe('note 5');
  });

  it('marks one of mine read; anyone else’s, an unknown or a bad id is 404 and changes nothing', async () => {
    const [me, other] = [await signUp(server.url), await signUp(server.url)];
    const mine = await give(me, 'mine');
    const theirs = await give(other, 'theirs');
    // The web app sends no body and no content type; some clients send an empty JSON body.
    const response = await me.client.put(`/api/notifications/${mine._id}/read`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Notification marked as read.' });
    expect((await listOf(me))[0]).toMatchObject({ _id: mine._id, read: true });
    const typed = await me.client.request('PUT', `/api/notifications/${mine._id}/read`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(typed.status).toBe(200);

    for (const id of [theirs._id, newId(), 'bad-id']) {
      const refused = await me.client.put(`/api/notifications/${id}/read`);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: 'Notification not found.' });
    }
    expect(await readFlags(other)).toEqual([false]);
  });

  it('marks all of mine read and leaves other people’s alone', async () => {
    const [me, other] = [await signUp(server.url), await signUp(server.url)];
    await give(me, 'one');
    await give(me, 'two');
    await give(other, 'theirs');
    const response = await me.client.put('/api/notifications/read');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'All notifications marked as read.' });
    expect(await readFlags(me)).toEqual([true, true]);
    expect(await readFlags(other)).toEqual([false]);
    const typed = await me.client.request('PUT', '/api/notifications/read', {
      headers: { 'content-type': 'application/json' },
    });
    expect(typed.status).toBe(200);
  });

  it('needs a login and the anti-forgery header', async () => {
    const me = await signUp(server.url);
    const note = await give(me, 'hello');
    const anonymous = server.client();
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['PUT', '/api/notifications/read'],
      ['PUT', `/api/notifications/${note._id}/read`],
    ]) {
      expect((await anonymous.request(method, path)).status, `${method} ${path}`).toBe(401);
    }
    const forged = await me.client.request('PUT', '/api/notifications/read', { xsrf: false });
    expect(forged.status).toBe(403);
    expect(await readFlags(me)).toEqual([false]);
  });
});

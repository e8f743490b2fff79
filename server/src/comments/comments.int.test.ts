import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Notification, Photo } from '@serendip/protocol';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { block, newMember, postPhoto, UNKNOWN_ID } from '../../test/photoFixtures';

describe('comments', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('adds comments (201 Comment), lists them oldest first and counts them on the photo', async () => {
    const owner = await newMember(server);
    const fan = await newMember(server);
    const photo = await postPhoto(owner.client);
    const first = await fan.client.post<Comment>(`/api/comments/${photo._id}`, {
      text: '  Lovely  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user: { _id: fan.id, username: fan.username },
      text: 'Lovely',
      createdAt: expect.any(String),
    });
    const second = await owner.client.post<Comment>(`/api/comments/${photo._id}`, {
      text: 'Thanks!',
    });
    expect(second.status).toBe(201);

    const list = await server.client().get<Comment[]>(`/api/comments/${photo._id}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([first.body, second.body]);
    const [listed] = (await server.client().get<Photo[]>(`/api/photos/user/${owner.id}`)).body;
    expect(listed.commentCount).toBe(2);
    // Lists carry the newest comments (oldest first), so the spec's `comments` is a real list.
    expect(listed.comments).toEqual([first.body, second.body]);
  });

  it('notifies the owner live of a comment by someone else, not of their own', async () => {
    const owner = await newMember(server);
    const fan = await newMember(server);
    const photo = await postPhoto(owner.client);
    const socket = await server.socket(owner.token);
    const events: Notification[] = [];
    socket.on('newNotification', (notification) => events.push(notification));

    await owner.client.post(`/api/comments/${photo._id}`, { text: 'my own' });
    const heard = nextEvent<Notification>(socket, 'newNotification');
    await fan.client.post(`/api/comments/${photo._id}`, { text: 'hello' });
    expect(await heard).toMatchObject({
      message: `${fan.username} commented on your photo.`,
      link: expect.stringMatching(`^/profile/${owner.id}\\?post=${photo._id}&comment=`),
    });
    expect(events).toHaveLength(1);
  });

  it('refuses a blank comment (400) and a visitor (401)', async () => {
    const owner = await newMember(server);
    const photo = await postPhoto(owner.client);
    for (const body of [{ text: '   ' }, { text: '' }, {}]) {
      const response = await owner.client.post(`/api/comments/${photo._id}`, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Comment text is required.' });
    }
    const visitor = await server
      .client()
      .post(`/api/comments/${photo._id}`, { text: 'hi' }, { token: null });
    expect(visitor.status).toBe(401);
    expect((await server.client().get(`/api/comments/${photo._id}`)).body).toEqual([]);
  });

  it('answers 404 Photo not found. for bad and unknown ids', async () => {
    const me = await newMember(server);
    for (const id of ['nope', UNKNOWN_ID]) {
      for (const response of [
        await me.client.get(`/api/comments/${id}`),
        await me.client.post(`/api/comments/${id}`, { text: 'hi' }),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: 'Photo not found.' });
      }
    }
  });

  it('hides photos and comments across a block', async () => {
    const owner = await newMember(server);
    const blocked = await newMember(server);
    const troll = await newMember(server);
    const friend = await newMember(server);
    const photo = await postPhoto(owner.client);
    await troll.client.post(`/api/comments/${photo._id}`, { text: 'troll' });
    await friend.client.post(`/api/comments/${photo._id}`, { text: 'friend' });
    await block(server, owner, blocked);
    await block(server, owner, troll);

    // The blocked pair cannot read or comment on the photo.
    for (const response of [
      await blocked.client.get(`/api/comments/${photo._id}`),
      await blocked.client.post(`/api/comments/${photo._id}`, { text: 'let me in' }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Photo not found.' });
    }
    // The owner no longer sees the blocked troll's comment; a visitor sees both.
    const texts = (list: Comment[]) => list.map((comment) => comment.text);
    expect(texts((await owner.client.get(`/api/comments/${photo._id}`)).body)).toEqual(['friend']);
    expect(texts((await server.client().get(`/api/comments/${photo._id}`)).body)).toEqual([
      'troll',
      'friend',
    ]);
    const [own] = (await owner.client.get<Photo[]>(`/api/photos/user/${owner.id}`)).body;
    expect(own.commentCount).toBe(1);
  });
});

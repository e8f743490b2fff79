import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Notification, Photo } from '@serendip/protocol';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { postPhoto } from '../../test/photoFixtures';
import { befriend, collect, settled, signUp, type Person } from '../../test/social';
import { createNotification } from './service';

describe('notification targets, actors and thumbnails (extras)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const listOf = async (who: Person) =>
    (await who.client.get('/api/notifications')).body as Notification[];
  const summary = (who: Person) => ({
    _id: who.id,
    username: who.username,
    profilePicture: expect.any(String),
  });

  it('a like names the photo, its actor and its thumbnail, pushed and listed alike', async () => {
    const [owner, fan] = [await signUp(server.url), await signUp(server.url)];
    await befriend(owner, fan);
    const photo = (await postPhoto(owner.client)) as Photo;
    const socket = await server.socket(owner.token);
    const pushed = nextEvent<Notification>(socket, 'newNotification');
    expect((await fan.client.put(`/api/photos/like/${photo._id}`)).status).toBe(200);
    const expected = {
      message: `${fan.username} liked your photo.`,
      link: `/profile/${owner.id}?post=${photo._id}`,
      read: false,
      actor: summary(fan),
      target: { kind: 'like', id: photo._id, photoId: photo._id },
      thumbnail: photo.thumbnailUrl ?? photo.imageUrl,
    };
    expect(await pushed).toMatchObject(expected);
    expect((await listOf(owner))[0]).toMatchObject(expected);
  });

  it('a comment names the comment and its photo, and links to both', async () => {
    const [owner, fan] = [await signUp(server.url), await signUp(server.url)];
    await befriend(owner, fan);
    const photo = (await postPhoto(owner.client)) as Photo;
    const comment = (await fan.client.post(`/api/comments/${photo._id}`, { text: 'Nice!' }))
      .body as Comment;
    expect((await listOf(owner))[0]).toMatchObject({
      message: `${fan.username} commented on your photo.`,
      link: `/profile/${owner.id}?post=${photo._id}&comment=${comment._id}`,
      actor: summary(fan),
      target: { kind: 'comment', id: comment._id, photoId: photo._id },
      thumbnail: expect.stringMatching(/^\/uploads\//),
    });
  });

  it('friend requests and accepts name the other person, with no thumbnail', async () => {
    const [me, them] = [await signUp(server.url), await signUp(server.url)];
    await them.client.post(`/api/friends/request/${me.id}`);
    expect((await listOf(me))[0]).toMatchObject({
      link: '/friends',
      actor: summary(them),
      target: { kind: 'friendRequest', id: them.id },
    });
    expect((await listOf(me))[0]).not.toHaveProperty('thumbnail');
    await me.client.post(`/api/friends/accept/${them.id}`);
    expect((await listOf(them))[0]).toMatchObject({
      link: `/profile/${me.id}`,
      actor: summary(me),
      target: { kind: 'friendAccepted', id: me.id },
    });
  });

  it('keeps the old shape for a notification made without extras (the helper stays compatible)', async () => {
    const me = await signUp(server.url);
    await createNotification(server.database.db, me.id, { message: 'plain', link: '/rooms' });
    expect((await listOf(me))[0]).toEqual({
      _id: expect.any(String),
      message: 'plain',
      link: '/rooms',
      read: false,
      createdAt: expect.any(String),
    });
  });

  it('drops the thumbnail, keeps the notification, when the photo is deleted', async () => {
    const [owner, fan] = [await signUp(server.url), await signUp(server.url)];
    await befriend(owner, fan);
    const photo = (await postPhoto(owner.client)) as Photo;
    await fan.client.put(`/api/photos/like/${photo._id}`);
    expect((await owner.client.delete(`/api/photos/${photo._id}`)).status).toBe(200);
    const [latest] = await listOf(owner);
    expect(latest.message).toBe(`${fan.username} liked your photo.`);
    expect(latest).not.toHaveProperty('thumbnail');
    expect(latest.target).toEqual({ kind: 'like', id: photo._id });
  });

  it('GET /api/photos/:id answers the post to who may see it, 404 to a blocked pair', async () => {
    const [owner, friend, blocked] = [
      await signUp(server.url),
      await signUp(server.url),
      await signUp(server.url),
    ];
    const photo = (await postPhoto(owner.client, 'hello')) as Photo;
    const seen = await friend.client.get(`/api/photos/${photo._id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ _id: photo._id, caption: 'hello', user: { _id: owner.id } });
    await owner.client.put(`/api/users/block/${blocked.id}`);
    const refused = await blocked.client.get(`/api/photos/${photo._id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: expect.any(String) });
    expect((await blocked.client.get('/api/photos/not-an-id')).status).toBe(404);
    const visitor = await server.client().get(`/api/photos/${photo._id}`);
    expect(visitor.status).toBe(401);
  });
});

describe('friendsChanged (extra event)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('tells both people on an accept, an unfriend and a block, and nobody else', async () => {
    const [me, them, bystander] = [
      await signUp(server.url),
      await signUp(server.url),
      await signUp(server.url),
    ];
    const mine = await server.socket(me.token);
    const theirs = await server.socket(them.token);
    const others = collect(await server.socket(bystander.token), 'friendsChanged');

    await them.client.post(`/api/friends/request/${me.id}`);
    let toMe = nextEvent(mine, 'friendsChanged');
    let toThem = nextEvent(theirs, 'friendsChanged');
    await me.client.post(`/api/friends/accept/${them.id}`);
    expect(await toMe).toEqual({ userId: them.id });
    expect(await toThem).toEqual({ userId: me.id });

    toMe = nextEvent(mine, 'friendsChanged');
    toThem = nextEvent(theirs, 'friendsChanged');
    await me.client.delete(`/api/friends/${them.id}`);
    expect(await toMe).toEqual({ userId: them.id });
    expect(await toThem).toEqual({ userId: me.id });

    toThem = nextEvent(theirs, 'friendsChanged');
    await me.client.put(`/api/users/block/${them.id}`);
    expect(await toThem).toEqual({ userId: me.id });
    await settled(mine, theirs);
    expect(others).toEqual([]);
  });
});

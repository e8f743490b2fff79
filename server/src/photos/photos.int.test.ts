import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, Photo } from '@serendip/protocol';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import {
  block,
  jpeg,
  newMember,
  onDisk,
  photoForm,
  postPhoto,
  storedPhotoFiles,
  UNKNOWN_ID,
} from '../../test/photoFixtures';
import { notifications } from '../platform/db/schema';

describe('photo posts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const listOf = async (userId: string) =>
    (await server.client().get<Photo[]>(`/api/photos/user/${userId}`)).body;

  it('posts an image: 201 Photo with its owner, thumbnail and aspect ratio, served from /uploads', async () => {
    const me = await newMember(server);
    const response = await me.client.request<Photo>('POST', '/api/photos', {
      form: photoForm(await jpeg(300, 200), { caption: '  Sunset  ' }),
    });
    expect(response.status).toBe(201);
    const photo = response.body;
    expect(photo).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user: { _id: me.id, username: me.username, profilePicture: 'default_avatar.jpg' },
      type: 'image',
      imageUrl: expect.stringMatching(/^\/uploads\/photos\/[0-9a-f-]{36}\.jpg$/),
      thumbnailUrl: photo.imageUrl,
      aspectRatio: 1.5,
      caption: 'Sunset',
      likes: [],
      comments: [],
      commentCount: 0,
      createdAt: expect.any(String),
    });
    expect((await fetch(server.url + photo.imageUrl)).status).toBe(200);
    expect(await listOf(me.id)).toEqual([photo]);
  });

  it('refuses a text file named .jpg with 415 and stores nothing', async () => {
    const me = await newMember(server);
    const before = storedPhotoFiles(server);
    const text = Buffer.from('just some text, not a picture');
    const response = await me.client.request('POST', '/api/photos', {
      form: photoForm(text, { filename: 'cat.jpg', caption: 'hi' }),
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: 'Only image or video files are allowed.' });
    expect(await listOf(me.id)).toEqual([]);
    expect(storedPhotoFiles(server)).toBe(before);
  });

  it('refuses a caption over 2200 characters with 400 and stores nothing', async () => {
    const me = await newMember(server);
    const before = storedPhotoFiles(server);
    const response = await me.client.request('POST', '/api/photos', {
      form: photoForm(await jpeg(), { caption: 'x'.repeat(2201) }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'A caption is at most 2200 characters.' });
    expect(await listOf(me.id)).toEqual([]);
    expect(storedPhotoFiles(server)).toBe(before);
  });

  it('needs a file (400) and a login (401)', async () => {
    const me = await newMember(server);
    const noFile = new FormData();
    noFile.append('caption', 'nothing');
    const missing = await me.client.request('POST', '/api/photos', { form: noFile });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Please select a file to upload.' });
    const visitor = await server.client().request('POST', '/api/photos', {
      form: photoForm(await jpeg()),
    });
    expect(visitor.status).toBe(401);
  });

  it('lets the owner edit the caption; others get 403 and nothing changes', async () => {
    const owner = await newMember(server);
    const other = await newMember(server);
    const photo = await postPhoto(owner.client, 'first');
    const refused = await other.client.put(`/api/photos/${photo._id}`, { caption: 'hacked' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You can only edit your own photos.' });
    expect((await listOf(owner.id))[0].caption).toBe('first');

    const edited = await owner.client.put<Photo>(`/api/photos/${photo._id}`, {
      caption: ' second ',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ ...photo, caption: 'second' });
    expect((await listOf(owner.id))[0].caption).toBe('second');

    const tooLong = await owner.client.put(`/api/photos/${photo._id}`, {
      caption: 'x'.repeat(2201),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: 'A caption is at most 2200 characters.' });
  });

  it('answers 404 for bad and unknown ids', async () => {
    const me = await newMember(server);
    const calls = [
      me.client.put('/api/photos/not-an-id', { caption: 'x' }),
      me.client.put(`/api/photos/${UNKNOWN_ID}`, { caption: 'x' }),
      me.client.put('/api/photos/like/123'),
      me.client.put(`/api/photos/like/${UNKNOWN_ID}`),
      me.client.delete('/api/photos/nope'),
      me.client.delete(`/api/photos/${UNKNOWN_ID}`),
      me.client.get('/api/photos/user/nope'),
      me.client.get(`/api/photos/user/${UNKNOWN_ID}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(response.body.message).toMatch(/^(Photo|User) not found\.$/);
    }
  });

  it('toggles a like, notifying the owner live only when someone else adds one', async () => {
    const owner = await newMember(server);
    const fan = await newMember(server);
    const photo = await postPhoto(owner.client);
    const socket = await server.socket(owner.token);
    const heard = nextEvent<Notification>(socket, 'newNotification');

    const liked = await fan.client.put<{ photo: Photo }>(`/api/photos/like/${photo._id}`);
    expect(liked.status).toBe(200);
    expect(liked.body.photo).toMatchObject({ _id: photo._id, likes: [fan.id] });
    expect(await heard).toMatchObject({
      message: `${fan.username} liked your photo.`,
      link: `/profile/${owner.id}?post=${photo._id}`,
      read: false,
    });

    const unliked = await fan.client.put<{ photo: Photo }>(`/api/photos/like/${photo._id}`);
    expect(unliked.body.photo.likes).toEqual([]);
    const own = await owner.client.put<{ photo: Photo }>(`/api/photos/like/${photo._id}`);
    expect(own.body.photo.likes).toEqual([owner.id]);
    expect((await listOf(owner.id))[0].likes).toEqual([owner.id]);

    // Unliking and liking one's own photo told nobody: still the one notification.
    const stored = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(stored.map((row) => row.message)).toEqual([`${fan.username} liked your photo.`]);
  });

  it('hides a photo across a block: like answers 404 either way', async () => {
    const owner = await newMember(server);
    const blocked = await newMember(server);
    const blocker = await newMember(server);
    const photo = await postPhoto(owner.client);
    await block(server, owner, blocked);
    await block(server, blocker, owner);
    for (const member of [blocked, blocker]) {
      const response = await member.client.put(`/api/photos/like/${photo._id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Photo not found.' });
    }
    expect((await listOf(owner.id))[0].likes).toEqual([]);
  });

  it('deletes only for the owner, removing the row and the files', async () => {
    const owner = await newMember(server);
    const other = await newMember(server);
    const photo = await postPhoto(owner.client);
    const refused = await other.client.delete(`/api/photos/${photo._id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You can only delete your own photos.' });
    expect(await listOf(owner.id)).toHaveLength(1);
    expect(fs.existsSync(onDisk(server, photo.imageUrl))).toBe(true);

    const deleted = await owner.client.delete(`/api/photos/${photo._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Photo deleted successfully!' });
    expect(await listOf(owner.id)).toEqual([]);
    expect(fs.existsSync(onDisk(server, photo.imageUrl))).toBe(false);
    expect((await fetch(server.url + photo.imageUrl)).status).toBe(404);
    expect((await owner.client.delete(`/api/photos/${photo._id}`)).status).toBe(404);
  });
});

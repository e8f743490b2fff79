import fs from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { jpeg, newMember, photoForm, postPhoto, testVideo } from '../../test/photoFixtures';
import { startS3Endpoint, type S3Endpoint } from '../../test/s3Endpoint';
import { moderate, reportProfile, staffMember } from '../../test/moderation';
import { signUp } from '../../test/social';
import { MEDIA_STORAGE_UNREACHABLE } from './s3Store';

/** Every file under a folder, relative to it (what a process left on its disk). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('media in S3-compatible object storage (MEDIA_STORE=s3)', () => {
  let s3: S3Endpoint;
  let server: TestServer;
  let bucket: S3Client;
  beforeAll(async () => {
    s3 = await startS3Endpoint();
    server = await startTestServer(s3.env);
    bucket = new S3Client({
      endpoint: s3.url,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
  });
  afterAll(async () => {
    bucket?.destroy();
    await server?.close();
    await s3?.close();
  });

  /** The object behind a public path, or null when the bucket has none. */
  async function inBucket(publicPath: string) {
    const Key = publicPath.slice('/uploads/'.length);
    try {
      return await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key }));
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return null;
      throw error;
    }
  }

  it('uploads a photo into the bucket, serves it, and deletes it', async () => {
    const me = await newMember(server);
    const photo = await postPhoto(me.client, 'from the bucket', 640, 480);
    expect(photo.imageUrl).toMatch(/^\/uploads\/photos\/[0-9a-f-]{36}\.jpg$/);
    const object = await inBucket(photo.imageUrl);
    expect(object?.ContentType).toBe('image/jpeg');
    // Nothing is kept on this machine: no uploads folder, no temporary file left.
    expect(await filesUnder(path.join(server.dataDir, 'uploads'))).toEqual([]);
    expect(await filesUnder(path.join(server.dataDir, 'tmp'))).toEqual([]);

    // Served through this app (serving.int.test.ts checks ranges and caching on both stores).
    const whole = await fetch(server.url + photo.imageUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await whole.arrayBuffer()).length).toBe(object!.ContentLength);

    expect((await me.client.delete(`/api/photos/${photo._id}`)).status).toBe(200);
    expect(await inBucket(photo.imageUrl)).toBeNull();
    const gone = await fetch(server.url + photo.imageUrl);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: 'File not found.' });
  });

  it('keeps a video and its poster in the bucket and deletes both with the post', async () => {
    const me = await newMember(server);
    const response = await me.client.request<Photo>('POST', '/api/photos', {
      form: photoForm(testVideo(), { caption: 'clip', filename: 'clip.mp4', type: 'video/mp4' }),
    });
    expect(response.status).toBe(201);
    const video = response.body;
    expect(video.thumbnailUrl).toMatch(/^\/uploads\/photos\/[0-9a-f-]{36}\.jpg$/);
    expect((await inBucket(video.imageUrl))?.ContentType).toBe('video/mp4');
    expect((await inBucket(video.thumbnailUrl!))?.ContentType).toBe('image/jpeg');
    // A player seeks with an open-ended range.
    const seek = await fetch(server.url + video.imageUrl, { headers: { Range: 'bytes=1000-' } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-type')).toBe('video/mp4');
    expect(await filesUnder(path.join(server.dataDir, 'uploads'))).toEqual([]);

    expect((await me.client.delete(`/api/photos/${video._id}`)).status).toBe(200);
    expect(await inBucket(video.imageUrl)).toBeNull();
    expect(await inBucket(video.thumbnailUrl!)).toBeNull();
  });

  it('replaces a profile picture in the bucket, deleting the previous one', async () => {
    const me = await newMember(server);
    const put = async () => {
      const data = new FormData();
      data.append('profilePicture', new Blob([new Uint8Array(await jpeg(80, 80))]), 'me.jpg');
      const answer = await me.client.request('PUT', '/api/users/profile/picture', { form: data });
      expect(answer.status).toBe(200);
      return answer.body.profilePicture as string;
    };
    const first = await put();
    expect(await inBucket(first)).not.toBeNull();
    const second = await put();
    expect(await inBucket(second)).not.toBeNull();
    expect(await inBucket(first)).toBeNull();
  });

  it('takes a photo a moderator removes out of reach, and serves it again when an appeal reverses it', async () => {
    const [moderator, other, reporter, them] = [
      await staffMember(server.url, server.database.db),
      await staffMember(server.url, server.database.db),
      await signUp(server.url),
      await signUp(server.url),
    ];
    const photo = await postPhoto(them.client, 'against the rules');
    await reportProfile(reporter, them);
    const removal = await moderate(moderator, `user:${them.id}`, {
      action: 'remove',
      rule: 'respect',
      content: { kind: 'photo', id: photo._id },
    });
    expect(removal.status).toBe(200);
    expect((await fetch(server.url + photo.imageUrl)).status).toBe(404);
    expect(await inBucket(photo.imageUrl)).toBeNull();

    const standing = (await them.client.get('/api/account/standing')).body;
    const statement = standing.sanctions.find((row: { content: string | null }) => row.content);
    const appealed = await them.client.post('/api/appeals', {
      sanctionId: statement._id,
      text: 'It is my own drawing',
    });
    expect(appealed.status).toBe(201);
    const appeals = (await other.client.get('/api/moderation/appeals')).body.appeals;
    const appeal = appeals.find(
      (row: { statement: { _id: string } }) => row.statement._id === statement._id,
    );
    const decided = await other.client.post(`/api/moderation/appeals/${appeal._id}`, {
      decision: 'reversed',
      reason: 'Allowed',
    });
    expect(decided.status).toBe(200);
    const served = await fetch(server.url + photo.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers 503 { message } while the bucket is unreachable, shows it in /readyz, and loses nothing', async () => {
    const me = await newMember(server);
    const kept = await postPhoto(me.client, 'before the outage');
    const before = Buffer.from(await (await fetch(server.url + kept.imageUrl)).arrayBuffer());
    expect((await server.client().get('/readyz')).body).toMatchObject({ media: 's3' });

    await s3.stop();
    try {
      const ready = await server.client().get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ message: 'Not ready: the media store does not answer.' });

      const upload = await me.client.request('POST', '/api/photos', {
        form: photoForm(await jpeg(), { caption: 'during the outage' }),
      });
      expect(upload.status).toBe(503);
      expect(upload.body).toEqual({ message: MEDIA_STORAGE_UNREACHABLE });

      const served = await fetch(server.url + kept.imageUrl);
      expect(served.status).toBe(503);
      expect(await served.json()).toEqual({ message: MEDIA_STORAGE_UNREACHABLE });
      // The failed upload left no post behind and nothing on this machine's disk.
      const mine = await me.client.get<Photo[]>(`/api/photos/user/${me.id}`);
      expect(mine.body.map((photo) => photo.caption)).toEqual(['before the outage']);
      expect(await filesUnder(path.join(server.dataDir, 'tmp'))).toEqual([]);
    } finally {
      await s3.resume();
    }

    expect((await server.client().get('/readyz')).status).toBe(200);
    const after = await fetch(server.url + kept.imageUrl);
    expect(after.status).toBe(200);
    expect(Buffer.from(await after.arrayBuffer()).equals(before)).toBe(true);
  });

  it('redirects /uploads/ to MEDIA_PUBLIC_URL when the bucket is public there', async () => {
    const cdn = await startTestServer({
      ...s3.env,
      MEDIA_PUBLIC_URL: 'https://media.example.com/',
    });
    try {
      const me = await newMember(cdn);
      const photo = await postPhoto(me.client);
      const answer = await fetch(cdn.url + photo.imageUrl, { redirect: 'manual' });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(
        `https://media.example.com/${photo.imageUrl.slice('/uploads/'.length)}`,
      );
      // Pages may load pictures and videos from there.
      const csp = (await fetch(`${cdn.url}/api/config`)).headers.get('content-security-policy');
      expect(csp).toContain("media-src 'self' blob: https://media.example.com;");
      // Only names the store makes are redirected; anything else is a 404 here.
      expect(
        (await fetch(`${cdn.url}/uploads/photos/../secret`, { redirect: 'manual' })).status,
      ).toBe(404);
    } finally {
      await cdn.close();
    }
  });
});

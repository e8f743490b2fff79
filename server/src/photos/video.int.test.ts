import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_POST_MAX_SECONDS, type Photo } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { newMember, onDisk, photoForm, storedPhotoFiles } from '../../test/photoFixtures';
import { hasFfmpeg, makeClip, VIDEO_MIME } from '../../test/videoFixtures';
import { reports } from '../platform/db/schema';
import { REMOVED_IMAGE_REFUSED, rememberRemovedImage } from '../media/imageCheck';
import { UNPLAYABLE_VIDEO_MESSAGE, UNREADABLE_VIDEO_MESSAGE } from '../media/video';

type Extension = keyof typeof VIDEO_MIME;
type Client = ReturnType<TestServer['client']>;

const postVideo = (client: Client, bytes: Buffer, extension: Extension = 'mp4') =>
  client.request<Photo>('POST', '/api/photos', {
    form: photoForm(bytes, {
      caption: 'clip',
      filename: `clip.${extension}`,
      type: VIDEO_MIME[extension],
    }),
  });

/** Every file left under the server's temporary upload folder. */
const tempFiles = (server: TestServer) => {
  const root = path.join(server.dataDir, 'tmp');
  return fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    : [];
};

describe.skipIf(!hasFfmpeg)('video posts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    { extension: 'mp4' as const, width: 320, height: 240, aspectRatio: 1.3333 },
    { extension: 'webm' as const, width: 320, height: 240, aspectRatio: 1.3333 },
    { extension: 'mov' as const, width: 240, height: 320, aspectRatio: 0.75 },
  ])(
    'posts a $extension video with a poster and its aspect ratio; deleting removes both files',
    async ({ extension, width, height, aspectRatio }) => {
      const me = await newMember(server);
      const response = await postVideo(
        me.client,
        makeClip({ extension, width, height }),
        extension,
      );
      expect(response.status).toBe(201);
      const photo = response.body;
      expect(photo).toMatchObject({
        type: 'video',
        imageUrl: expect.stringMatching(
          new RegExp(`^/uploads/photos/[0-9a-f-]{36}\\.${extension}$`),
        ),
        thumbnailUrl: expect.stringMatching(/^\/uploads\/photos\/[0-9a-f-]{36}\.jpg$/),
        aspectRatio,
        caption: 'clip',
      });
      const video = await fetch(server.url + photo.imageUrl);
      expect(video.status).toBe(200);
      expect(video.headers.get('content-type')).toBe(VIDEO_MIME[extension]);
      const poster = await fetch(server.url + photo.thumbnailUrl);
      expect(poster.headers.get('content-type')).toBe('image/jpeg');
      const frame = await sharp(Buffer.from(await poster.arrayBuffer())).metadata();
      expect([frame.format, frame.width, frame.height]).toEqual(['jpeg', width, height]);

      // The feed and explore carry the same post (explore lays it out by its aspect ratio).
      const explore = await me.client.get<{ photos: Photo[] }>('/api/photos/explore');
      expect(explore.body.photos.find((item) => item._id === photo._id)).toMatchObject({
        type: 'video',
        thumbnailUrl: photo.thumbnailUrl,
        aspectRatio,
      });

      expect((await me.client.delete(`/api/photos/${photo._id}`)).status).toBe(200);
      for (const file of [photo.imageUrl, photo.thumbnailUrl!]) {
        expect(fs.existsSync(onDisk(server, file))).toBe(false);
        expect((await fetch(server.url + file)).status).toBe(404);
      }
    },
  );

  it('refuses a video longer than the limit, storing nothing', async () => {
    const me = await newMember(server);
    const before = storedPhotoFiles(server);
    const long = makeClip({ seconds: VIDEO_POST_MAX_SECONDS + 2, width: 64, height: 48, rate: 2 });
    const response = await postVideo(me.client, long);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      message: `The video is too long. The limit is ${VIDEO_POST_MAX_SECONDS} seconds.`,
    });
    expect(storedPhotoFiles(server)).toBe(before);
    expect(tempFiles(server)).toEqual([]);
    expect((await me.client.get<Photo[]>(`/api/photos/user/${me.id}`)).body).toEqual([]);

    // A clip just at the limit passes.
    const atLimit = makeClip({ seconds: VIDEO_POST_MAX_SECONDS, width: 64, height: 48, rate: 2 });
    expect((await postVideo(me.client, atLimit)).status).toBe(201);
  });

  it('refuses a renamed non-video, a broken video and one browsers cannot play', async () => {
    const me = await newMember(server);
    const before = storedPhotoFiles(server);
    const script = Buffer.from('#!/bin/sh\necho not a video\n'.repeat(50));
    const renamed = await postVideo(me.client, script);
    expect(renamed.status).toBe(415);
    expect(renamed.body).toEqual({ message: 'Only image or video files are allowed.' });

    // Real MP4 signature, then garbage: the bytes pass the magic check, ffprobe refuses them.
    const clip = makeClip();
    const broken = Buffer.concat([clip.subarray(0, 64), Buffer.alloc(4096, 7)]);
    const unreadable = await postVideo(me.client, broken);
    expect(unreadable.status).toBe(415);
    expect(unreadable.body).toEqual({ message: UNREADABLE_VIDEO_MESSAGE });

    const mpeg4 = makeClip({ codec: ['-c:v', 'mpeg4'] });
    const unplayable = await postVideo(me.client, mpeg4);
    expect(unplayable.status).toBe(415);
    expect(unplayable.body).toEqual({ message: UNPLAYABLE_VIDEO_MESSAGE });

    expect(storedPhotoFiles(server)).toBe(before);
    expect(tempFiles(server)).toEqual([]);
  });
});

describe.skipIf(!hasFfmpeg)('video posters and the image classifier', () => {
  // The real model; every image is queued for review (IMAGE_REVIEW_SCORE=0), so the poster's
  // report carries the model's scores.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ IMAGE_CLASSIFIER: 'on', IMAGE_REVIEW_SCORE: '0' });
  });
  afterAll(async () => server?.close());

  it('classifies the poster frame, and refuses a video whose frame was removed', async () => {
    const me = await newMember(server);
    const clip = makeClip({ seconds: 3 });
    const response = await postVideo(me.client, clip);
    expect(response.status).toBe(201);
    const photo = response.body;
    const reviews = await server.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.context, 'upload'), isNull(reports.reporterId)));
    const evidence = reviews.find(
      (row) => (row.evidence as { path: string }).path === photo.thumbnailUrl,
    )?.evidence as { source: string; scores: Record<string, number> } | undefined;
    expect(evidence?.source).toBe('auto-image');
    expect(Object.keys(evidence!.scores).sort()).toEqual([
      'Drawing',
      'Hentai',
      'Neutral',
      'Porn',
      'Sexy',
    ]);

    // A moderator removes the poster's picture: the same clip cannot come back.
    const poster = Buffer.from(await (await fetch(server.url + photo.thumbnailUrl)).arrayBuffer());
    await rememberRemovedImage(server.database.db, poster, 'moderator');
    const before = storedPhotoFiles(server);
    const again = await postVideo(me.client, clip);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: REMOVED_IMAGE_REFUSED });
    // The video stored before its poster was refused is gone too.
    expect(storedPhotoFiles(server)).toBe(before);
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { newMember, onDisk, photoForm, testVideo } from '../../test/photoFixtures';

const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('video posts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.skipIf(!hasFfmpeg)(
    'posts a video with a poster and an aspect ratio; deleting removes both files',
    async () => {
      const me = await newMember(server);
      const response = await me.client.request<Photo>('POST', '/api/photos', {
        form: photoForm(testVideo(), { caption: 'clip', filename: 'clip.mp4', type: 'video/mp4' }),
      });
      expect(response.status).toBe(201);
      const photo = response.body;
      expect(photo).toMatchObject({
        type: 'video',
        imageUrl: expect.stringMatching(/^\/uploads\/photos\/[0-9a-f-]{36}\.mp4$/),
        thumbnailUrl: expect.stringMatching(/^\/uploads\/photos\/[0-9a-f-]{36}\.jpg$/),
        aspectRatio: 1.3333,
        caption: 'clip',
      });
      const served = await fetch(server.url + photo.thumbnailUrl);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect((await fetch(server.url + photo.imageUrl)).status).toBe(200);

      expect((await me.client.delete(`/api/photos/${photo._id}`)).status).toBe(200);
      for (const file of [photo.imageUrl, photo.thumbnailUrl!]) {
        expect(fs.existsSync(onDisk(server, file))).toBe(false);
        expect((await fetch(server.url + file)).status).toBe(404);
      }
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support';
import { newMember, postPhoto } from '../../test/photoFixtures';
import { startS3Endpoint, type S3Endpoint } from '../../test/s3Endpoint';

/** /uploads/ as browsers and players use it, the same from either store. */
describe.each(['local', 's3'] as const)('serving media from the %s store', (kind) => {
  let s3: S3Endpoint | undefined;
  let server: TestServer;
  let photoUrl: string;
  let bytes: Buffer;
  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3Endpoint();
    server = await startTestServer(s3?.env ?? {});
    const me = await newMember(server);
    photoUrl = (await postPhoto(me.client, '', 640, 480)).imageUrl;
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('serves the whole file with its type, an entity tag and the immutable cache', async () => {
    const whole = await fetch(server.url + photoUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/jpeg');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=604800, immutable');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('last-modified')).toMatch(/GMT$/);
    // Nothing per visitor, so shared caches may keep it.
    expect(whole.headers.get('set-cookie')).toBeNull();
    bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));
    const etag = whole.headers.get('etag')!;
    expect(etag).toMatch(/"$/);

    const again = await fetch(server.url + photoUrl, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await fetch(server.url + photoUrl, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)]);
    expect(head.headers.get('content-type')).toBe('image/jpeg');
  });

  it('serves byte ranges: bounded, open-ended and from the end', async () => {
    const part = await fetch(server.url + photoUrl, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);

    const rest = await fetch(server.url + photoUrl, { headers: { Range: 'bytes=1000-' } });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe(
      `bytes 1000-${bytes.length - 1}/${bytes.length}`,
    );
    expect(Buffer.from(await rest.arrayBuffer()).equals(bytes.subarray(1000))).toBe(true);

    const end = await fetch(server.url + photoUrl, { headers: { Range: 'bytes=-10' } });
    expect(end.status).toBe(206);
    expect(Buffer.from(await end.arrayBuffer()).equals(bytes.subarray(-10))).toBe(true);

    // A range of another version than the one the client holds: the whole file instead.
    const stale = await fetch(server.url + photoUrl, {
      headers: { Range: 'bytes=0-9', 'If-Range': '"another-version"' },
    });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer()).length).toBe(bytes.length);
  });

  it('answers 416 for a range past the end and 404 { message } for what is not stored', async () => {
    const past = await fetch(server.url + photoUrl, {
      headers: { Range: `bytes=${bytes.length}-` },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(await past.json()).toEqual({ message: 'The requested range is not in the file.' });

    const unknown = photoUrl.replace(/[0-9a-f]{8}-/, '00000000-');
    for (const missing of [unknown, '/uploads/photos/..%2f..%2fsecret', '/uploads/nothing']) {
      const answer = await fetch(server.url + missing);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: 'File not found.' });
    }
  });
});

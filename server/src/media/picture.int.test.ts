import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerUser,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/support';

const PICTURE = '/api/users/profile/picture';

function form(
  field: string,
  bytes: Buffer,
  filename: string,
  type: string,
  extra: Record<string, string> = {},
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(extra)) data.append(name, value);
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return data;
}

const photo = (width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: '#d53a7b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .toBuffer();

async function upload(client: TestClient, data: FormData, token?: string | null) {
  return client.request('PUT', PICTURE, { form: data, token });
}

async function profilePicture(client: TestClient): Promise<string> {
  return (await client.get('/api/users/profile')).body.profilePicture;
}

/** Where the local store keeps a public /uploads/ path. */
const onDisk = (server: TestServer, publicPath: string) =>
  path.join(server.dataDir, 'uploads', publicPath.slice('/uploads/'.length));

describe('PUT /api/users/profile/picture', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('stores a re-encoded picture, answers the updated user, and serves it with its type and nosniff', async () => {
    const client = server.client();
    const { user } = await registerUser(client);
    const response = await upload(
      client,
      form('profilePicture', await photo(), 'me.jpg', 'image/jpeg', { caption: 'hi' }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      _id: user._id,
      username: user.username,
      email: user.email,
      blockedBy: [],
      blockedUsers: [],
    });
    expect(response.body.password).toBeUndefined();
    expect(response.body.profilePicture).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.jpg$/);
    expect(await profilePicture(client)).toBe(response.body.profilePicture);

    const served = await fetch(server.url + response.body.profilePicture);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual([
      'jpeg',
      1920,
      1280,
      undefined,
    ]);
  });

  it('keeps transparency: a PNG with alpha is served as WebP', async () => {
    const client = server.client();
    await registerUser(client);
    const png = await sharp({
      create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const response = await upload(client, form('profilePicture', png, 'logo.png', 'image/png'));
    expect(response.status).toBe(200);
    expect(response.body.profilePicture).toMatch(/\.webp$/);
    const served = await fetch(server.url + response.body.profilePicture);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a text file named photo.jpg and declared image/jpeg with 415, leaving the profile unchanged', async () => {
    const client = server.client();
    await registerUser(client);
    const text = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload(client, form('profilePicture', text, 'photo.jpg', 'image/jpeg'));
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: 'Only image files are allowed.' });
    expect(await profilePicture(client)).toBe('default_avatar.jpg');
  });

  it('refuses a corrupt image with 415', async () => {
    const client = server.client();
    await registerUser(client);
    const jpeg = await photo(800, 600);
    const response = await upload(
      client,
      form('profilePicture', jpeg.subarray(0, 400), 'broken.jpg', 'image/jpeg'),
    );
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: 'The image could not be read.' });
    expect(await profilePicture(client)).toBe('default_avatar.jpg');
  });

  it('answers 400 with the SPEC text when no file is sent', async () => {
    const client = server.client();
    await registerUser(client);
    const onlyText = new FormData();
    onlyText.append('caption', 'no file here');
    const attempts = [
      await upload(client, onlyText),
      await upload(client, form('image', await photo(100, 100), 'me.jpg', 'image/jpeg')),
      await upload(client, form('profilePicture', Buffer.alloc(0), '', 'application/octet-stream')),
      await client.put(PICTURE, { profilePicture: 'x' }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Please select a file to upload.' });
    }
    expect(await profilePicture(client)).toBe('default_avatar.jpg');
  });

  it('answers 401 without a token', async () => {
    const client = server.client();
    const response = await upload(
      client,
      form('profilePicture', await photo(100, 100), 'me.jpg', 'image/jpeg'),
      null,
    );
    expect(response.status).toBe(401);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('deletes the previous picture when it is replaced', async () => {
    const client = server.client();
    await registerUser(client);
    const first = (
      await upload(client, form('profilePicture', await photo(300, 300), 'a.jpg', 'image/jpeg'))
    ).body.profilePicture;
    expect(fs.existsSync(onDisk(server, first))).toBe(true);
    const second = (
      await upload(client, form('profilePicture', await photo(200, 200), 'b.jpg', 'image/jpeg'))
    ).body.profilePicture;
    expect(second).not.toBe(first);
    expect(fs.existsSync(onDisk(server, first))).toBe(false);
    expect(fs.existsSync(onDisk(server, second))).toBe(true);
    expect((await fetch(server.url + first)).status).toBe(404);
    expect(await profilePicture(client)).toBe(second);
  });
});

describe('PUT /api/users/profile/picture with MAX_UPLOAD_MB=1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAX_UPLOAD_MB: '1' });
  });
  afterAll(() => server.close());

  it('refuses a 1.5 MB file with 413 and a clear message, leaving the profile unchanged', async () => {
    const client = server.client();
    await registerUser(client);
    const noise = crypto.randomBytes(730 * 730 * 3);
    const big = await sharp(noise, { raw: { width: 730, height: 730, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(big.length).toBeLessThan(1.7 * 1024 * 1024);
    const response = await upload(client, form('profilePicture', big, 'big.png', 'image/png'));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The file is too large. The limit is 1 MB.' });
    expect(await profilePicture(client)).toBe('default_avatar.jpg');
    // The connection stays usable and a small picture still goes through.
    const small = await upload(
      client,
      form('profilePicture', await photo(400, 300), 'small.jpg', 'image/jpeg'),
    );
    expect(small.status).toBe(200);
  });
});

describe('PUT /api/users/profile/picture rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => server.close());

  it('allows 20 uploads per 10 minutes from one address', async () => {
    const client = server.client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push(
        (await client.request('PUT', PICTURE, { form: new FormData(), token: null })).status,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

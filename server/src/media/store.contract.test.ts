import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { localStores, s3Stores, type StoreMaker } from '../../test/mediaStores';
import { AppError } from '../platform/errors';
import { MEDIA_STORAGE_UNREACHABLE } from './s3Store';
import { RangeNotSatisfiable, type MediaStore } from './types';

const NAME = /^\/uploads\/photos\/[0-9a-f-]{36}\.jpg$/;

async function read(
  store: MediaStore,
  publicPath: string,
  range?: Parameters<MediaStore['open']>[1],
) {
  const opened = await store.open(publicPath, range);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(Buffer.from(chunk as Buffer));
  return { ...opened, bytes: Buffer.concat(chunks) };
}

async function listed(store: MediaStore, folder: string): Promise<string[]> {
  const paths: string[] = [];
  for await (const file of store.list(folder)) paths.push(file.path);
  return paths.sort();
}

/** What every media store must do (local disk, S3). */
function mediaStoreContract(stores: StoreMaker) {
  it('stores bytes under a fresh public name and gives them back whole', async () => {
    const store = await stores.make();
    const bytes = Buffer.from('a picture, as far as the store knows');
    const first = await store.put('photos', 'jpg', bytes);
    const second = await store.put('photos', 'jpg', bytes);
    expect(first).toMatch(NAME);
    expect(second).toMatch(NAME);
    expect(second).not.toBe(first);
    const opened = await read(store, first);
    expect(opened).toMatchObject({ path: first, size: bytes.length, start: 0 });
    expect(opened!.end).toBe(bytes.length - 1);
    expect(opened!.bytes.equals(bytes)).toBe(true);
    expect(opened!.etag).toMatch(/^(W\/)?".+"$/);
    const info = await store.stat(first);
    expect(info).toMatchObject({ path: first, size: bytes.length, etag: opened!.etag });
    expect(Math.abs(info!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('streams a file in (parts when large) and serves any byte range of it', async () => {
    const store = await stores.make();
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-media-source-'));
    try {
      // Past one 8 MiB part, so the S3 store takes the multipart path.
      const bytes = crypto.randomBytes(9 * 1024 * 1024 + 123);
      const source = path.join(folder, 'video.mp4');
      await fs.writeFile(source, bytes);
      const stored = await store.putFile('chat', 'mp4', source);
      expect(stored).toMatch(/^\/uploads\/chat\/[0-9a-f-]{36}\.mp4$/);
      expect((await store.stat(stored))?.size).toBe(bytes.length);

      const middle = await read(store, stored, {
        start: 8 * 1024 * 1024 - 10,
        end: 8 * 1024 * 1024 + 9,
      });
      expect(middle).toMatchObject({
        start: 8 * 1024 * 1024 - 10,
        end: 8 * 1024 * 1024 + 9,
        size: bytes.length,
      });
      expect(middle!.bytes.equals(bytes.subarray(8 * 1024 * 1024 - 10, 8 * 1024 * 1024 + 10))).toBe(
        true,
      );

      const tail = await read(store, stored, { start: bytes.length - 5 });
      expect(tail!.bytes.equals(bytes.subarray(-5))).toBe(true);
      const suffix = await read(store, stored, { suffix: 7 });
      expect(suffix).toMatchObject({ start: bytes.length - 7, end: bytes.length - 1 });
      expect(suffix!.bytes.equals(bytes.subarray(-7))).toBe(true);
      const beyond = await read(store, stored, { start: 10, end: bytes.length + 1000 });
      expect(beyond).toMatchObject({ start: 10, end: bytes.length - 1 });
      expect(beyond!.bytes.length).toBe(bytes.length - 10);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses a range that starts past the end, telling the size', async () => {
    const store = await stores.make();
    const stored = await store.put('photos', 'jpg', Buffer.from('0123456789'));
    const error = await store.open(stored, { start: 10 }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(RangeNotSatisfiable);
    expect((error as RangeNotSatisfiable).size).toBe(10);
  });

  it('answers null for a missing file or a path it never makes, and ignores deleting them', async () => {
    const store = await stores.make();
    const stored = await store.put('photos', 'jpg', Buffer.from('x'));
    const missing = stored.replace(/[0-9a-f]{8}-/, '00000000-');
    for (const absent of [
      missing,
      '/uploads/photos/../../secret',
      '/uploads/photos/not-a-name.jpg',
      '/elsewhere/photos/x.jpg',
      stored.slice(0, -4),
    ]) {
      expect(await store.open(absent)).toBeNull();
      expect(await store.stat(absent)).toBeNull();
      await expect(store.remove(absent)).resolves.toBeUndefined();
    }
    expect(await read(store, stored)).not.toBeNull();
  });

  it('lists one folder, and a removed file is gone from reads and the list', async () => {
    const store = await stores.make();
    const kept = await store.put('anon', 'jpg', Buffer.from('kept'));
    const removed = await store.put('anon', 'webp', Buffer.from('removed'));
    const elsewhere = await store.put('avatars', 'jpg', Buffer.from('elsewhere'));
    expect(await listed(store, 'anon')).toEqual([kept, removed].sort());
    expect(await listed(store, 'nothing-here')).toEqual([]);
    await store.remove(removed);
    await store.remove(removed);
    expect(await store.open(removed)).toBeNull();
    expect(await store.stat(removed)).toBeNull();
    expect(await listed(store, 'anon')).toEqual([kept]);
    expect(await listed(store, 'avatars')).toEqual([elsewhere]);
  });

  it('withholds a file from public reach and releases it unchanged', async () => {
    const store = await stores.make();
    const bytes = Buffer.from('removed by a moderator, pending appeal');
    const stored = await store.put('photos', 'jpg', bytes);
    const other = await store.put('photos', 'jpg', Buffer.from('untouched'));
    await store.withhold(stored);
    await store.withhold(stored);
    expect(await store.open(stored)).toBeNull();
    expect(await store.stat(stored)).toBeNull();
    expect(await listed(store, 'photos')).toEqual([other]);
    await store.release(stored);
    await store.release(stored);
    expect((await read(store, stored))!.bytes.equals(bytes)).toBe(true);
    expect(await listed(store, 'photos')).toEqual([other, stored].sort());
    // Neither a missing file nor a foreign path is an error.
    await store.release(other);
    await store.withhold('/uploads/photos/../../etc/passwd');
    expect(await read(store, other)).not.toBeNull();
  });

  it('answers its readiness check', async () => {
    const store = await stores.make();
    await expect(store.check()).resolves.toBeUndefined();
  });
}

describe('local media store', () => {
  mediaStoreContract(localStores());
});

describe('S3 media store (s3rver, signatures checked)', () => {
  const stores = s3Stores();
  mediaStoreContract(stores);

  // 17 MiB through signature checks takes seconds on a loaded machine: a longer time limit.
  it('uploads a large file in parts', async () => {
    const store = stores.makeWith(stores.settings());
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-media-source-'));
    try {
      const source = path.join(folder, 'video.webm');
      await fs.writeFile(source, crypto.randomBytes(17 * 1024 * 1024));
      const before = stores.endpoint().requests.length;
      const stored = await store.putFile('photos', 'webm', source);
      const key = stored.slice('/uploads/'.length);
      const requests = stores.endpoint().requests.slice(before);
      // Three parts of at most 8 MiB: started, sent, completed (never one 17 MiB request).
      expect(
        requests.filter(
          (line) => line.startsWith(`PUT /media/${key}?`) && line.includes('partNumber='),
        ),
      ).toHaveLength(3);
      expect(requests.some((line) => line.startsWith(`POST /media/${key}?uploads`))).toBe(true);
      expect((await store.stat(stored))?.size).toBe(17 * 1024 * 1024);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }, 30_000);

  it('stores each object with the type and cache lifetime it is served with', async () => {
    const store = stores.makeWith(stores.settings());
    const stored = await store.put('photos', 'webp', Buffer.from('RIFF....WEBP'));
    const settings = stores.settings();
    const client = new S3Client({ ...settings, credentials: settings.credentials });
    try {
      const head = await client.send(
        new HeadObjectCommand({ Bucket: settings.bucket, Key: stored.slice('/uploads/'.length) }),
      );
      expect(head.ContentType).toBe('image/webp');
      expect(head.CacheControl).toBe('public, max-age=604800, immutable');
    } finally {
      client.destroy();
    }
  });

  it('refuses to work with a wrong secret: the endpoint rejects every signature', async () => {
    const good = await stores.make();
    const stored = await good.put('photos', 'jpg', Buffer.from('signed right'));
    const settings = stores.settings();
    const wrong = stores.makeWith({
      ...settings,
      credentials: {
        accessKeyId: settings.credentials!.accessKeyId,
        secretAccessKey: 'not-the-secret',
      },
    });
    const refusedBefore = stores.endpoint().refused;
    await expect(wrong.put('photos', 'jpg', Buffer.from('x'))).rejects.toMatchObject({
      statusCode: 503,
      message: MEDIA_STORAGE_UNREACHABLE,
    });
    await expect(wrong.open(stored)).rejects.toBeInstanceOf(AppError);
    await expect(wrong.check()).rejects.toBeInstanceOf(AppError);
    expect(stores.endpoint().refused).toBeGreaterThan(refusedBefore);
    expect((await read(good, stored))!.bytes.toString()).toBe('signed right');
  });

  it('gives a 503 while the endpoint is down and loses nothing stored before', async () => {
    const store = await stores.make();
    const stored = await store.put('photos', 'jpg', Buffer.from('before the outage'));
    await stores.endpoint().stop();
    for (const attempt of [
      () => store.put('photos', 'jpg', Buffer.from('during')),
      () => store.open(stored),
      () => store.stat(stored),
      () => store.remove(stored),
      () => store.check(),
      () => listed(store, 'photos'),
    ])
      await expect(attempt()).rejects.toMatchObject({
        statusCode: 503,
        message: MEDIA_STORAGE_UNREACHABLE,
      });
    await stores.endpoint().resume();
    expect((await read(store, stored))!.bytes.toString()).toBe('before the outage');
    await expect(store.check()).resolves.toBeUndefined();
  });
});

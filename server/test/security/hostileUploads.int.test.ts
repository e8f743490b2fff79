import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signAnonymousUploadToken } from '../../src/anonymous/uploadToken';
import { registerUser, sharedTestServer, type TestClient } from '../support';
import { hostileFiles, MARKER, type HostileFile } from './hostileFiles';

const LIMIT_MB = 1;
const server = sharedTestServer({ MAX_UPLOAD_MB: String(LIMIT_MB) });

/** Every route that accepts a file: how to call it and where the stored path comes back. */
interface UploadRoute {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  field: string;
  /** A client allowed to upload, and extra headers (the anonymous upload token). */
  caller(): Promise<{ client: TestClient; token: string | null; headers: Record<string, string> }>;
  storedPath(body: Record<string, unknown>): string;
}

const member = async () => {
  const client = server.client();
  const { token } = await registerUser(client);
  return { client, token, headers: {} };
};

const ROUTES: UploadRoute[] = [
  {
    name: 'POST /api/photos (also onboarding step 3)',
    method: 'POST',
    path: '/api/photos',
    field: 'image',
    caller: member,
    storedPath: (body) => body.imageUrl as string,
  },
  {
    name: 'PUT /api/users/profile/picture (also onboarding step 1)',
    method: 'PUT',
    path: '/api/users/profile/picture',
    field: 'profilePicture',
    caller: member,
    storedPath: (body) => body.profilePicture as string,
  },
  {
    name: 'POST /api/chat/upload-media (friend and room chat)',
    method: 'POST',
    path: '/api/chat/upload-media',
    field: 'chatMedia',
    caller: member,
    storedPath: (body) => body.fileUrl as string,
  },
  {
    name: 'POST /api/chat/upload-media (anonymous chat)',
    method: 'POST',
    path: '/api/chat/upload-media',
    field: 'chatMedia',
    caller: async () => ({
      client: server.client(),
      token: null,
      headers: {
        'x-anonymous-upload': await signAnonymousUploadToken(
          server.server.ctx.secret,
          crypto.randomUUID(),
        ),
      },
    }),
    storedPath: (body) => body.fileUrl as string,
  },
];

/** Every file under a folder, recursively (relative paths). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const uploadsRoot = () => path.join(server.dataDir, 'uploads');
const tempRoot = () => path.join(server.dataDir, 'tmp', 'uploads');

let files: HostileFile[] = [];
beforeAll(async () => {
  files = await hostileFiles(LIMIT_MB);
});

async function send(route: UploadRoute, file: HostileFile) {
  const { client, token, headers } = await route.caller();
  const form = new FormData();
  form.append(
    route.field,
    new Blob([new Uint8Array(file.bytes)], { type: file.type }),
    file.filename,
  );
  return client.request(route.method, route.path, { form, token, headers });
}

describe.each(ROUTES)('hostile uploads on $name', (route) => {
  it.each([
    'JPEG + appended HTML/PHP polyglot',
    'GIF with a script in its comment',
    'SVG with a script',
    'HTML renamed .jpg',
    'a ZIP archive',
    'an oversized file',
    'a truncated JPEG',
    'a JPEG with GPS EXIF',
    'a decompression bomb PNG',
    'a real JPEG declared application/pdf',
    'text declared image/png',
    'an empty file',
    'a double extension (JPEG named .jpg.php)',
    'PHP named .php.jpg',
  ])('%s: refused, or stored only re-encoded', async (name) => {
    const file = files.find((candidate) => candidate.name === name)!;
    const before = await filesUnder(uploadsRoot());
    const response = await send(route, file);

    if (file.expect !== 'stored') {
      expect(response.status).toBe(file.expect);
      expect(response.body).toEqual({ message: expect.any(String) });
      expect(await filesUnder(uploadsRoot())).toEqual(before);
    } else {
      expect(response.status).toBeLessThan(300);
      const stored = route.storedPath(response.body);
      // A fresh name the server chose, with the extension of what it encoded.
      expect(stored).toMatch(/^\/uploads\/[a-z-]+\/[0-9a-f-]{36}\.(jpg|webp)$/);
      const served = await fetch(server.url + stored);
      expect(served.headers.get('content-type')).toMatch(/^image\/(jpeg|webp)$/);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.equals(file.bytes)).toBe(false);
      expect(bytes.includes(MARKER)).toBe(false);
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.includes('<?php')).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect([metadata.exif, metadata.xmp, metadata.comments]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      expect(bytes.includes('PhoneCo')).toBe(false);
      expect(await filesUnder(uploadsRoot())).toHaveLength(before.length + 1);
    }
    // The temporary copy is gone either way.
    expect(await filesUnder(tempRoot())).toEqual([]);
  });
});

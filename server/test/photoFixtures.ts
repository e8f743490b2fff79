import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Photo } from '@serendip/protocol';
import { blocks, friendships } from '../src/platform/db/schema';
import { accessChanged, pairTag } from '../src/platform/accessCache';
import { registerUser, type TestClient, type TestServer } from './support';

/** Helpers shared by the photo, feed and comment integration tests. */

export const jpeg = (width = 64, height = 48, background = '#3a7bd5') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

export function photoForm(
  bytes: Buffer,
  options: { caption?: string; filename?: string; type?: string; field?: string } = {},
): FormData {
  const data = new FormData();
  if (options.caption !== undefined) data.append('caption', options.caption);
  const blob = new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' });
  data.append(options.field ?? 'image', blob, options.filename ?? 'photo.jpg');
  return data;
}

/** Uploads a small JPEG through the API and returns the created Photo (throws unless 201). */
export async function postPhoto(client: TestClient, caption = '', width = 64, height = 48) {
  const response = await client.request<Photo>('POST', '/api/photos', {
    form: photoForm(await jpeg(width, height), { caption }),
  });
  if (response.status !== 201)
    throw new Error(`upload failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A registered user with their own client (the client keeps the token). */
export async function newMember(server: TestServer) {
  const client = server.client();
  const registered = await registerUser(client);
  return {
    client,
    id: registered.user._id,
    username: registered.username,
    token: registered.token,
  };
}

export type Member = Awaited<ReturnType<typeof newMember>>;

/** A friendship as the friends feature stores it: one row per direction, caches told. */
export async function befriend(server: TestServer, a: Member, b: Member): Promise<void> {
  await server.database.db.insert(friendships).values([
    { userId: a.id, friendId: b.id },
    { userId: b.id, friendId: a.id },
  ]);
  // As the friends service does after its write: cached relations of the pair go.
  await accessChanged(server.server.ctx, [pairTag(a.id, b.id)]);
}

export async function block(server: TestServer, blocker: Member, blocked: Member): Promise<void> {
  await server.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
  await accessChanged(server.server.ctx, [pairTag(blocker.id, blocked.id)]);
}

/** Where the local store keeps a public /uploads/ path. */
export const onDisk = (server: TestServer, publicPath: string) =>
  path.join(server.dataDir, 'uploads', publicPath.slice('/uploads/'.length));

/** A well-formed id that names nothing. */
export const UNKNOWN_ID = '01890a5d-ac96-774b-bcce-b302099a8057';

/** How many files the photo folder holds (0 before the first upload). */
export const storedPhotoFiles = (server: TestServer): number => {
  const folder = path.join(server.dataDir, 'uploads', 'photos');
  return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
};

/** A 2 s, 320x240 test-pattern MP4 made by ffmpeg. */
export function testVideo(): Buffer {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'serendip-clip-'));
  const file = path.join(folder, 'clip.mp4');
  try {
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=10'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

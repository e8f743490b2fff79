import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { registerUser, type TestServer } from '../server/test/support';

/** A plain-colour image file in a temporary folder, for upload steps. */
export async function imageFile(
  name: string,
  width: number,
  height: number,
  colour: string,
): Promise<string> {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-')), name);
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  await (name.endsWith('.jpg') ? image.jpeg() : image.png()).toFile(file);
  return file;
}

/** A registered user who has finished onboarding (so no page redirects them to /onboarding). */
export async function onboardedUser(
  server: TestServer,
  username: string,
  profile: { bio?: string; interests?: string[] } = {},
) {
  const person = await registerUser(server.client(), { username });
  const client = server.client();
  client.token = person.token;
  await client.post('/api/users/onboarding', { interests: ['Music'], ...profile });
  return { ...person, client };
}

export type OnboardedUser = Awaited<ReturnType<typeof onboardedUser>>;

/** Two onboarded users who are friends: `first` asked, `second` accepted. */
export async function onboardedFriends(
  server: TestServer,
  first: string,
  second: string,
): Promise<[OnboardedUser, OnboardedUser]> {
  const a = await onboardedUser(server, first);
  const b = await onboardedUser(server, second);
  await a.client.post(`/api/friends/request/${b.user._id}`);
  await b.client.post(`/api/friends/accept/${a.user._id}`);
  return [a, b];
}

import type { Algorithm, Options } from '@node-rs/argon2';
import { inHashPool } from './hashPool';
import { hashThreads } from './hashThreads';

/**
 * OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane): about 30-50 ms per hash, on a
 * low-priority worker thread (hashThreads.ts), off the event loop.
 */
const ARGON2ID = 2 as Algorithm;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** An argon2id hash (PHC string) of the password. */
export function hashPassword(password: string): Promise<string> {
  return inHashPool(() => hashThreads.hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches the hash. With no hash (unknown user, Google-only account) a
 * hash is still verified, so the answer takes about as long and does not reveal which case it was.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('serendip-dummy-password');
    const stored = await dummyHash;
    await inHashPool(() => hashThreads.verify(stored, password)).catch(() => false);
    return false;
  }
  try {
    return await inHashPool(() => hashThreads.verify(passwordHash, password));
  } catch {
    return false;
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Name of the generated secret's file in DATA_DIR (embedded default only). */
export const SECRET_FILE = 'secret';

/**
 * The server's signing secret: JWT_SECRET when configured, otherwise (embedded database only,
 * config refuses DATABASE_URL without JWT_SECRET) one generated on first start and kept in
 * `DATA_DIR/secret`, readable by the owner only. Never in the database: a dump of it must not
 * let anyone sign tokens.
 */
export async function loadSecret(config: { secret?: string; dataDir: string }): Promise<string> {
  if (config.secret) return config.secret;
  const file = path.join(config.dataDir, SECRET_FILE);
  await fs.mkdir(config.dataDir, { recursive: true });
  const generated = crypto.randomBytes(48).toString('base64url');
  try {
    // 'wx': only the first start creates it; a concurrent start reads the winner's.
    await fs.writeFile(file, `${generated}\n`, { flag: 'wx', mode: 0o600 });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = (await fs.readFile(file, 'utf8')).trim();
  if (stored.length < 32)
    throw new Error(`${file} holds no usable secret (delete it to regenerate).`);
  return stored;
}

/** Derived keys by secret and purpose: a few per server, asked for on hot paths (matching). */
const derived = new Map<string, string>();

/** Derives an independent key for one purpose from the server secret. */
export function deriveKey(secret: string, purpose: string): string {
  const id = `${purpose}\0${secret}`;
  let key = derived.get(id);
  if (key === undefined) {
    key = crypto.createHmac('sha256', secret).update(purpose).digest('base64url');
    derived.set(id, key);
  }
  return key;
}

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../platform/config';
import { deriveKey } from '../platform/secrets';

/** Name of the generated VAPID key pair's file in DATA_DIR (embedded database only). */
export const VAPID_FILE = 'vapid.json';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; else, on the
 * embedded database, generated on first start into DATA_DIR/vapid.json (owner-only); else (a
 * PostgreSQL deployment, where processes share no folder but share JWT_SECRET) derived from the
 * secret, so every process signs with the same key. Browsers' subscriptions are bound to the
 * public key: changing it silently ends every subscription.
 */
export async function loadVapidKeys(config: Config, secret: string): Promise<VapidKeys> {
  const subject =
    config.push.subject ??
    (config.publicUrl?.startsWith('https://')
      ? config.publicUrl
      : `mailto:${config.supportEmail.replace(/^.*<(.+)>.*$/, '$1')}`);
  if (config.push.vapid) return { ...config.push.vapid, subject };
  if (config.databaseUrl) return { ...derivedKeys(secret), subject };
  return { ...(await storedKeys(config.dataDir)), subject };
}

function derivedKeys(secret: string): { publicKey: string; privateKey: string } {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(deriveKey(secret, 'vapid'), 'base64url'));
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

async function storedKeys(dataDir: string): Promise<{ publicKey: string; privateKey: string }> {
  const file = path.join(dataDir, VAPID_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  try {
    // 'wx': only the first start creates it; a concurrent start reads the winner's.
    await fs.writeFile(file, `${JSON.stringify(generated)}\n`, { flag: 'wx', mode: 0o600 });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string')
    throw new Error(`${file} holds no VAPID key pair (delete it to regenerate).`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { selfSignedCertificate } from '../../deploy/test/commands';

/**
 * A push service of our own for tests (RFC 8030): an HTTPS server on loopback that takes the
 * messages an application server POSTs to a subscription's endpoint, checks the VAPID header
 * (RFC 8292) and decrypts each body (RFC 8291, aes128gcm of RFC 8188) with the keys of the
 * subscription it made, as a browser would. Servers reach it with PUSH_ALLOW_PRIVATE_ENDPOINTS=on
 * and PUSH_CA_FILE = `caFile`.
 */
export interface PushReceiver {
  /** The certificate to trust (PUSH_CA_FILE). */
  caFile: string;
  /** The environment a server needs to reach this receiver. */
  env: Record<string, string>;
  /** A new browser-side subscription: its endpoint on this receiver and its public keys. */
  subscribe(): ReceiverSubscription;
  close(): Promise<void>;
}

export interface ReceiverSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Every push received for it, decrypted, in order of arrival. */
  received: ReceivedPush[];
  /** The status the receiver answers with from now on (201; 404 or 410 for a gone one). */
  answer(status: number): void;
}

export interface ReceivedPush {
  payload: unknown;
  ttl: number;
  /** The VAPID public key (k=) the sender signed with. */
  vapidKey: string;
}

interface Device {
  ecdh: crypto.ECDH;
  publicKey: Buffer;
  authSecret: Buffer;
  status: number;
  received: ReceivedPush[];
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'push-receiver-'));
  const keyFile = path.join(folder, 'key.pem');
  const caFile = path.join(folder, 'cert.pem');
  selfSignedCertificate({ key: keyFile, certificate: caFile }, '127.0.0.1', 'IP:127.0.0.1');
  const devices = new Map<string, Device>();
  const server = https.createServer(
    { key: await fs.readFile(keyFile), cert: await fs.readFile(caFile) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const device = devices.get(request.url?.replace(/^\/push\//, '') ?? '');
        if (request.method !== 'POST' || !device) {
          response.writeHead(404).end();
          return;
        }
        try {
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const vapidKey = checkVapid(String(request.headers.authorization), origin);
          const payload = JSON.parse(decrypt(Buffer.concat(chunks), device).toString('utf8'));
          if (device.status < 300)
            device.received.push({ payload, ttl: Number(request.headers.ttl), vapidKey });
          response.writeHead(device.status).end();
        } catch (error) {
          response.writeHead(400).end(String(error));
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `https://127.0.0.1:${port}`;
  return {
    caFile,
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'on', PUSH_CA_FILE: caFile },
    subscribe() {
      const id = crypto.randomBytes(12).toString('hex');
      const ecdh = crypto.createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const device: Device = {
        ecdh,
        publicKey,
        authSecret: crypto.randomBytes(16),
        status: 201,
        received: [],
      };
      devices.set(id, device);
      return {
        endpoint: `${origin}/push/${id}`,
        keys: {
          p256dh: publicKey.toString('base64url'),
          auth: device.authSecret.toString('base64url'),
        },
        received: device.received,
        answer: (status) => (device.status = status),
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * RFC 8291: the sender's one-time key and a salt in the header; the content key and nonce come
 * from ECDH with the device's key, mixed with its auth secret, through HKDF-SHA-256.
 */
function decrypt(body: Buffer, device: Device): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20];
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || record.length > recordSize) throw new Error('bad header');
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = crypto.createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<ES256 JWT for this origin>, k=<public key>`; answers the key. */
function checkVapid(header: string, origin: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error('no VAPID authorization');
  const [, token, key] = match;
  const [head, claims, signature] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
  };
  if (!valid || aud !== origin || exp * 1000 < Date.now()) throw new Error('bad VAPID token');
  return key;
}

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import { createRequire } from 'node:module';

/**
 * A real S3 REST endpoint in the test process: s3rver (objects on disk, S3's XML API) behind
 * a check of every request's AWS Signature Version 4 against one key pair. s3rver itself only
 * looks up the access key of a V4 request, so the signature is checked here: a request signed
 * with another secret, or not signed, is refused as S3 refuses it (403).
 */
export interface S3Endpoint {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The server's variables for this endpoint (MEDIA_STORE=s3 and the S3_* settings). */
  env: Record<string, string>;
  /** Signed requests refused so far (wrong secret, unsigned, stale). */
  refused: number;
  /** Every request that passed the check: method and URL, oldest first. */
  requests: string[];
  /** Stops answering (connections refused) and keeps the objects. */
  stop(): Promise<void>;
  /** Answers again on the same port with the same objects. */
  resume(): Promise<void>;
  /** Stops and deletes the objects. */
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

interface S3rverApp {
  callback(): http.RequestListener;
  configureBuckets(): Promise<void>;
  logger: { close(): void; exceptions: { unhandle(): void } };
}

/**
 * Starts s3rver with `bucket` on a random port of `host` (127.0.0.1 unless another machine,
 * such as a network namespace, must reach it), with fresh credentials.
 */
export async function startS3Endpoint(bucket = 'media', host = '127.0.0.1'): Promise<S3Endpoint> {
  const S3rver = require('s3rver') as new (options: object) => S3rverApp;
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-s3-'));
  const app = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] });
  await app.configureBuckets();
  const accessKeyId = `AK${crypto.randomBytes(8).toString('hex').toUpperCase()}`;
  const secretAccessKey = crypto.randomBytes(30).toString('base64');
  // s3rver knows one account; the key pair is added to it so that its access-key lookup passes.
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
  };
  DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);

  const handle = app.callback();
  const sockets = new Set<Socket>();
  let port = 0;
  let server: http.Server | undefined;
  const endpoint: S3Endpoint = {
    url: '',
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {},
    refused: 0,
    requests: [],
    async stop() {
      const running = server;
      server = undefined;
      if (!running) return;
      const closed = new Promise((resolve) => running.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async resume() {
      if (server) return;
      server = http.createServer((request, response) => {
        const problem = signatureProblem(request, accessKeyId, secretAccessKey);
        if (!problem) {
          endpoint.requests.push(`${request.method} ${request.url}`);
          return handle(request, response);
        }
        endpoint.refused += 1;
        request.resume();
        response.writeHead(403, { 'Content-Type': 'application/xml' });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${problem}</Code><Message>${problem}</Message></Error>`,
        );
      });
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, host, () => resolve());
      });
      port = (listening.address() as AddressInfo).port;
    },
    async close() {
      await endpoint.stop();
      app.logger.exceptions.unhandle();
      app.logger.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
  await endpoint.resume();
  endpoint.url = `http://${host}:${port}`;
  endpoint.env = {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: endpoint.url,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  return endpoint;
}

/** Requests more than this away from our clock are refused, as S3 does (RequestTimeTooSkewed). */
const MAX_SKEW_MS = 15 * 60_000;

/**
 * Why an AWS Signature Version 4 header does not hold for this key pair (S3's error code), or
 * null when it does. The canonical request is rebuilt from what arrived, as S3 rebuilds it.
 */
export function signatureProblem(
  request: http.IncomingMessage,
  accessKeyId: string,
  secretAccessKey: string,
): string | null {
  const authorization = request.headers.authorization;
  if (!authorization) return 'AccessDenied';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'AuthorizationHeaderMalformed';
  const [, keyId, day, region, signedHeaders, signature] = match;
  if (keyId !== accessKeyId) return 'InvalidAccessKeyId';
  const amzDate = header(request, 'x-amz-date');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || !amzDate.startsWith(day)) return 'AccessDenied';
  const sentAt = Date.parse(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  if (Math.abs(Date.now() - sentAt) > MAX_SKEW_MS) return 'RequestTimeTooSkewed';
  const payloadHash = header(request, 'x-amz-content-sha256');
  if (!payloadHash) return 'InvalidRequest';

  const [rawPath, rawQuery = ''] = (request.url ?? '/').split('?', 2);
  const names = signedHeaders.split(';');
  if (!names.includes('host')) return 'AccessDenied';
  const canonicalRequest = [
    request.method,
    rawPath,
    canonicalQuery(rawQuery),
    ...names.map((name) => `${name}:${header(request, name).replace(/\s+/g, ' ')}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    crypto.createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  let key: Buffer = Buffer.from(`AWS4${secretAccessKey}`);
  for (const part of [day, region, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = hmac(key, stringToSign).toString('hex');
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
    ? null
    : 'SignatureDoesNotMatch';
}

function header(request: http.IncomingMessage, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim();
}

function hmac(key: Buffer, data: string): Buffer {
  return crypto.createHmac('sha256', key).update(data).digest();
}

/** Query parameters decoded, encoded the RFC 3986 way, sorted by name then value. */
function canonicalQuery(raw: string): string {
  const encode = (text: string) =>
    encodeURIComponent(text).replace(
      /[!'()*]/g,
      (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  const decode = (text: string) => decodeURIComponent(text);
  return raw
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return [encode(decode(name)), encode(decode(value))];
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/**
 * A soak of the whole product: for a set time, at a steady moderate pace,
 *
 * - anonymous chats: each of `anonymousLoops` loops connects a new visitor, asks for a match,
 *   sends one message, leaves and disconnects, again and again (a new socket every round);
 * - friend messages: `friendPairs` signed-in pairs send each other messages, one unacknowledged
 *   at a time, `friendPauseMs` apart, and every acknowledged one must arrive;
 * - photo uploads: `uploadLoops` members post a new picture (the image check runs on each: hash,
 *   classifier), then delete it, `uploadPauseMs` apart.
 *
 * The churn runs `warmUpSeconds` first, unsampled: the model loading, the JIT compiling, the first
 * database pages and the first sockets' connection-state recovery (kept 2 minutes) are one-off
 * steps, not a trend. Then, for `seconds`, the server's RSS (/proc) and JS heap after a full GC
 * are sampled every `sampleMs`, and the slopes in MB per minute are the least-squares lines
 * through those samples. Every refused or missing answer counts as an error, warm-up included.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { NOT_IN_CHAT } from '../server/src/anonymous/service';
import { TestClient } from '../server/test/testClient';
import type { ChildServer } from './childServer';
import { ask, connectSockets } from './sockets';

export interface SoakOptions {
  /** Sampled churn after the warm-up. */
  seconds: number;
  warmUpSeconds: number;
  sampleMs: number;
  anonymousLoops: number;
  friendPairs: number;
  friendPauseMs: number;
  uploadLoops: number;
  uploadPauseMs: number;
}

export const defaultSoakOptions: SoakOptions = {
  seconds: 600,
  warmUpSeconds: 120,
  sampleMs: 5000,
  anonymousLoops: 20,
  friendPairs: 5,
  friendPauseMs: 20,
  uploadLoops: 1,
  uploadPauseMs: 500,
};

export interface Sample {
  /** Seconds since the sampled part started (after the warm-up). */
  at: number;
  rssMb: number;
  heapMb: number;
}

export interface SoakResult {
  samples: Sample[];
  /** MB per minute, least squares over the samples (after the warm-up). */
  rssSlope: number;
  heapSlope: number;
  errors: number;
  /** The first few errors, to say what went wrong. */
  errorExamples: string[];
  counts: { anonymousChats: number; friendMessages: number; uploads: number };
}

/** The least-squares slope of y over x. */
export function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const { x, y } of points) {
    numerator += (x - meanX) * (y - meanY);
    denominator += (x - meanX) ** 2;
  }
  return denominator === 0 ? 0 : numerator / denominator;
}

/** A visitor asking while the other loops churn is matched well within this. */
const MATCH_WAIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Resolves with the event's first argument, or rejects after `ms`. */
function within<T>(socket: Socket, event: string, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (value: T) => {
      clearTimeout(timer);
      resolve(value);
    };
    socket.once(event, listener);
  });
}

export async function ok<T>(
  answer: Promise<{ status: number; body: T }>,
  what: string,
): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

export async function member(url: string, tag: string) {
  const http = new TestClient(url);
  const name = `soak${tag}${crypto.randomBytes(3).toString('hex')}`;
  const body = await ok<{ _id: string; token: string }>(
    http.post('/api/auth/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'soak-bench-password',
    }),
    'register',
  );
  http.token = body.token;
  return { id: body._id, token: body.token, http };
}

/** A picture of its own for every upload, so the check never sees the same one twice. */
function picture(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const circles = Array.from({ length: 5 }, (_, index) => {
    const x = (seed * 97 + index * 131) % 600;
    const y = (seed * 53 + index * 71) % 440;
    return `<circle cx="${x}" cy="${y}" r="${30 + ((seed + index) % 60)}" fill="hsl(${(hue + index * 70) % 360},70%,50%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="hsl(${hue},40%,80%)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export async function runSoak(server: ChildServer, options: SoakOptions): Promise<SoakResult> {
  const { url } = server;
  const errorExamples: string[] = [];
  let errors = 0;
  const fail = (what: string, error: unknown) => {
    errors += 1;
    if (errorExamples.length < 5)
      errorExamples.push(`${what}: ${(error as Error)?.message ?? String(error)}`);
  };
  const counts = { anonymousChats: 0, friendMessages: 0, uploads: 0 };
  const tag = crypto.randomBytes(2).toString('hex');

  // Set-up: friend pairs with their conversation, and the uploaders.
  const pairs: { sockets: Socket[]; conversation: string }[] = [];
  for (let index = 0; index < options.friendPairs; index += 1) {
    const [a, b] = [await member(url, tag), await member(url, tag)];
    await ok(a.http.post(`/api/friends/request/${b.id}`), 'friend request');
    await ok(b.http.post(`/api/friends/accept/${a.id}`), 'accept');
    const { _id: conversation } = await ok<{ _id: string }>(
      a.http.post(`/api/chat/conversation/${b.id}`),
      'conversation',
    );
    const sockets = await connectSockets(url, [a.token, b.token]);
    for (const socket of sockets) {
      const reply = await ask(socket, 'joinConversation', conversation);
      if (!reply.ok) throw new Error(`joinConversation refused: ${JSON.stringify(reply)}`);
    }
    pairs.push({ sockets, conversation });
  }
  const uploaders = await Promise.all(
    Array.from({ length: options.uploadLoops }, () => member(url, tag)),
  );

  const started = performance.now() + options.warmUpSeconds * 1000;
  const deadline = started + options.seconds * 1000;
  const running = () => performance.now() < deadline;

  const anonymousLoop = async () => {
    while (running()) {
      const [socket] = await connectSockets(url, [undefined]);
      const askedAt = performance.now();
      try {
        const matched = within(socket, 'matched', MATCH_WAIT_MS);
        const reply = await ask(socket, 'requestAnonymousMatch', {
          interests: [],
          recaptchaValue: 'soak',
        });
        if (!reply.ok) throw new Error(`requestAnonymousMatch: ${JSON.stringify(reply)}`);
        await matched;
        const sent = await ask(socket, 'sendAnonymousMessage', { content: 'hi', type: 'text' });
        // The partner may already have left (it leaves after its own message): not an error.
        if (!sent.ok && sent.message !== NOT_IN_CHAT)
          throw new Error(`sendAnonymousMessage: ${JSON.stringify(sent)}`);
        await sleep(50 + Math.random() * 150);
        await ask(socket, 'leaveAnonymousChat');
        counts.anonymousChats += 1;
      } catch (error) {
        // Asked too close to the end, when the other loops had stopped asking: nobody to meet.
        if (askedAt + MATCH_WAIT_MS < deadline) fail('anonymous chat', error);
      } finally {
        socket.disconnect();
      }
    }
  };

  const friendLoop = async ({ sockets, conversation }: (typeof pairs)[number], index: number) => {
    let acknowledged = 0;
    let received = 0;
    const prefix = `soak${tag}p${index}x`;
    for (const socket of sockets)
      socket.on('receiveMessage', (message: { clientId?: string }) => {
        if (message.clientId?.startsWith(prefix)) received += 1;
      });
    let sequence = 0;
    while (running()) {
      const socket = sockets[sequence % 2];
      const clientId = `${prefix}${sequence}`;
      sequence += 1;
      try {
        const reply = await ask(socket, 'sendMessage', {
          conversationId: conversation,
          content: `soak message ${sequence}`,
          type: 'text',
          clientId,
        });
        if (!reply.ok) throw new Error(`sendMessage: ${JSON.stringify(reply)}`);
        acknowledged += 1;
        counts.friendMessages += 1;
      } catch (error) {
        fail('friend message', error);
      }
      await sleep(options.friendPauseMs);
    }
    // Every acknowledged message reaches the friend (the sender's other tabs: none here).
    for (let waited = 0; received < acknowledged && waited < 5000; waited += 100) await sleep(100);
    if (received < acknowledged)
      fail('friend message', new Error(`${acknowledged - received} acknowledged, not delivered`));
  };

  const uploadLoop = async (uploader: (typeof uploaders)[number], index: number) => {
    let seed = index * 1_000_003;
    while (running()) {
      try {
        seed += 1;
        const form = new FormData();
        form.append('caption', `soak ${seed}`);
        const bytes = new Uint8Array(await picture(seed));
        form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'soak.jpg');
        const photo = await ok<{ _id: string }>(
          uploader.http.request('POST', '/api/photos', { form }),
          'upload',
        );
        await ok(uploader.http.request('DELETE', `/api/photos/${photo._id}`), 'delete photo');
        counts.uploads += 1;
      } catch (error) {
        fail('upload', error);
      }
      await sleep(options.uploadPauseMs);
    }
  };

  const samples: Sample[] = [];
  const sampler = (async () => {
    await sleep(options.warmUpSeconds * 1000);
    while (running()) {
      const heap = await server.memory();
      samples.push({
        at: (performance.now() - started) / 1000,
        rssMb: rssMb(server.pid),
        heapMb: heap.heapUsed / 1024 / 1024,
      });
      await sleep(Math.min(options.sampleMs, Math.max(0, deadline - performance.now())));
    }
  })();

  await Promise.all([
    ...Array.from({ length: options.anonymousLoops }, () => anonymousLoop()),
    ...pairs.map((pair, index) => friendLoop(pair, index)),
    ...uploaders.map((uploader, index) => uploadLoop(uploader, index)),
    sampler,
  ]);
  for (const { sockets } of pairs) for (const socket of sockets) socket.disconnect();

  const perMinute = (pick: (sample: Sample) => number) =>
    slope(samples.map((sample) => ({ x: sample.at / 60, y: pick(sample) })));
  return {
    samples,
    rssSlope: perMinute((sample) => sample.rssMb),
    heapSlope: perMinute((sample) => sample.heapMb),
    errors,
    errorExamples,
    counts,
  };
}

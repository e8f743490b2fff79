import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { createClient } from 'redis';
import type { AnonymousMessage, MatchFound, VideoChatMessage } from '@serendip/protocol';
import { nextEvent } from '../support';
import { ask, requestMatch, type Client } from '../anonymous';
import { requestVideoMatch } from '../video';

/** A socket and the base URL of the process it is connected to. */
export type Seat = [url: string, socket: Client];

/**
 * An anonymous chat and a video call (chat, offer, answer, ICE candidate) between two seats,
 * each ended before this resolves. Returns the private strings they carried.
 */
export async function chatAndCall(anonymous: [Seat, Seat], video: [Seat, Seat]): Promise<string[]> {
  const tag = crypto.randomBytes(6).toString('hex');
  const secrets = {
    anonymousOut: `anon-out-${tag}`,
    anonymousBack: `anon-back-${tag}`,
    callChat: `call-chat-${tag}`,
    offer: `offer-${tag}`,
    answer: `answer-${tag}`,
    address: `10.${parseInt(tag.slice(0, 2), 16)}.${parseInt(tag.slice(2, 4), 16)}.77`,
  };

  const [[urlX, x], [urlY, y]] = anonymous;
  const matched = [nextEvent(x, 'matched'), nextEvent(y, 'matched')];
  expect((await requestMatch(urlX, x)).ok).toBe(true);
  expect((await requestMatch(urlY, y)).ok).toBe(true);
  await Promise.all(matched);
  for (const [from, to, content] of [
    [x, y, secrets.anonymousOut],
    [y, x, secrets.anonymousBack],
  ] as const) {
    const heard = nextEvent<AnonymousMessage>(to, 'receiveAnonymousMessage');
    expect(await ask(from, 'sendAnonymousMessage', { content, type: 'text' })).toMatchObject({
      ok: true,
    });
    expect((await heard).content).toBe(content);
  }
  const parted = nextEvent(y, 'partnerDisconnected');
  expect((await ask(x, 'leaveAnonymousChat')).ok).toBe(true);
  await parted;

  const [[urlV, v], [urlW, w]] = video;
  const queued = nextEvent(v, 'waitingForMatch');
  expect((await requestVideoMatch(urlV, v)).ok).toBe(true);
  await queued;
  const found = nextEvent<MatchFound>(w, 'matchFound');
  expect((await requestVideoMatch(urlW, w)).ok).toBe(true);
  const { callId } = await found;
  const relays: Array<[Client, Client, string, object]> = [
    [w, v, 'webrtc-offer', { offer: { type: 'offer', sdp: `v=0\r\na=x:${secrets.offer}` } }],
    [v, w, 'webrtc-answer', { answer: { type: 'answer', sdp: `v=0\r\na=x:${secrets.answer}` } }],
    [
      w,
      v,
      'webrtc-ice-candidate',
      {
        candidate: {
          candidate: `candidate:1 1 udp 2122260223 ${secrets.address} 54400 typ host`,
          sdpMid: '0',
          sdpMLineIndex: 0,
        },
      },
    ],
  ];
  for (const [from, to, event, payload] of relays) {
    const heard = nextEvent(to, event);
    const reply = await ask(from, event as 'webrtc-offer', {
      ...payload,
      toSocketId: to.id,
      callId,
    });
    expect(reply).toMatchObject({ ok: true });
    expect(await heard).toMatchObject(payload);
  }
  const chat = nextEvent<VideoChatMessage>(w, 'receiveVideoChatMessage');
  expect((await ask(v, 'sendVideoChatMessage', { message: secrets.callChat, callId })).ok).toBe(
    true,
  );
  expect((await chat).message).toBe(secrets.callChat);
  const left = nextEvent(w, 'memberLeftCall');
  expect((await ask(v, 'video-call-ended', callId)).ok).toBe(true);
  await left;
  return Object.values(secrets);
}

/** Every value under `prefix:` in Redis (strings, lists, sets, hashes, sorted sets, streams). */
export async function redisContents(url: string, prefix: string): Promise<string> {
  const redis = createClient({ url });
  await redis.connect();
  const parts: string[] = [];
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 1000 })) {
      for (const key of keys) {
        const type = await redis.type(key);
        const value =
          type === 'string'
            ? await redis.get(key)
            : type === 'list'
              ? await redis.lRange(key, 0, -1)
              : type === 'set'
                ? await redis.sMembers(key)
                : type === 'zset'
                  ? await redis.zRange(key, 0, -1)
                  : type === 'hash'
                    ? await redis.hGetAll(key)
                    : type === 'stream'
                      ? await redis.xRange(key, '-', '+')
                      : null;
        parts.push(`${key} ${JSON.stringify(value)}`);
      }
    }
  } finally {
    await redis.close();
  }
  return parts.join('\n');
}

/** Every file under the folders, as Latin-1 text (binary files included). */
export async function folderContents(folders: string[]): Promise<string> {
  const parts: string[] = [];
  for (const folder of folders) {
    for (const entry of await fs.readdir(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      parts.push(await fs.readFile(file, 'latin1'));
    }
  }
  return parts.join('\n');
}

/** The secrets found in a text (for a readable failure). */
export const found = (text: string, secrets: string[]) =>
  secrets.filter((secret) => text.includes(secret));

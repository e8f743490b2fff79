import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CATEGORY_IDS, type MatchFound } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../support';
import { handledSocketEvents } from '../../src/platform/socketDispatcher';
import { ask, pairUp, type Client } from '../anonymous';
import { videoPair } from '../video';
import {
  anyValue,
  BATCH,
  BATCH_RUNS,
  body,
  errorLog,
  inParallel,
  SEED,
  words,
} from './arbitraries';
import { buildWorld, leakIn, type World } from './fixtures';

/**
 * Property tests over every client→server socket event, with the events' real field names, full
 * Unicode and wrong types, from a signed-in attacker in the state each event expects (in a
 * conversation, a room, an anonymous pair, a video call). For every event: an acknowledged event
 * answers `{ ok: true, ... }` or `{ ok: false, message }`, no server error is logged, the
 * connection stays up, and nothing of another user's private data reaches the attacker.
 */
type Setting = 'chat' | 'anonymous' | 'video';

interface Context {
  world: World;
  call?: MatchFound;
}

interface EventFuzz {
  setting: Setting;
  /** The event's arguments before the acknowledgement. */
  args: (context: Context) => fc.Arbitrary<unknown[]>;
  /** The event takes no acknowledgement (typing hints). */
  noAck?: boolean;
}

/** A single-argument id: valid in form or anything at all. */
const category = fc.constantFrom(...REPORT_CATEGORY_IDS, 'bad');
const id = (valid: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: anyValue });
const one = (value: fc.Arbitrary<unknown>) => value.map((item) => [item]);
const none = () => fc.constant([] as unknown[]);
/** A known id (own or someone else's), or a random UUID: valid in form, for payload fields. */
const known = (ids: string[]) =>
  ids.length
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...ids) },
        { weight: 1, arbitrary: fc.uuid() },
      )
    : fc.uuid();
const conversationId = ({ world }: Context) => known(world.ids.conversations);
const roomId = ({ world }: Context) => known(world.ids.rooms);
const messageId = ({ world }: Context) => known(world.ids.messages);
const callId = ({ call }: Context) => known(call ? [call.callId] : []);
const memberId = ({ call }: Context) => known(call ? call.members : []);
const messageType = fc.constantFrom('text', 'emoji');
const clientId = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const interests = fc.array(words, { maxLength: 5 });
const sdp = (type: string) => fc.record({ type: fc.constant(type), sdp: words });

const EVENTS: Record<string, EventFuzz> = {
  joinConversation: { setting: 'chat', args: (c) => one(id(conversationId(c))) },
  sendMessage: {
    setting: 'chat',
    args: (c) =>
      one(
        body({
          conversationId: conversationId(c),
          content: words,
          type: messageType,
          clientId,
        }),
      ),
  },
  typing: { setting: 'chat', noAck: true, args: (c) => one(id(conversationId(c))) },
  stopTyping: { setting: 'chat', noAck: true, args: (c) => one(id(conversationId(c))) },
  joinRoom: { setting: 'chat', args: (c) => one(id(roomId(c))) },
  markConversationRead: { setting: 'chat', args: (c) => one(id(conversationId(c))) },
  markRoomRead: { setting: 'chat', args: (c) => one(id(roomId(c))) },
  watchRooms: {
    setting: 'chat',
    args: (c) => fc.oneof(one(fc.array(roomId(c), { maxLength: 3 })), one(anyValue)),
  },
  leaveRoom: { setting: 'chat', args: (c) => one(id(roomId(c))) },
  sendRoomMessage: {
    setting: 'chat',
    args: (c) => one(body({ roomId: roomId(c), content: words, type: messageType, clientId })),
  },
  reactToMessage: {
    setting: 'chat',
    args: (c) =>
      one(
        body({
          messageId: messageId(c),
          emoji: fc.oneof(fc.constantFrom('👍', '🍕', '❤️'), words),
          reacted: fc.boolean(),
        }),
      ),
  },
  editMessage: {
    setting: 'chat',
    args: (c) => one(body({ messageId: messageId(c), content: words })),
  },
  deleteMessage: { setting: 'chat', args: (c) => one(body({ messageId: messageId(c) })) },
  typingRoom: { setting: 'chat', noAck: true, args: (c) => one(id(roomId(c))) },
  stopTypingRoom: { setting: 'chat', noAck: true, args: (c) => one(id(roomId(c))) },
  getOnlineUsersCount: { setting: 'chat', args: none },
  requestAnonymousMatch: {
    setting: 'anonymous',
    args: () => one(body({ interests, recaptchaValue: words })),
  },
  sendAnonymousMessage: {
    setting: 'anonymous',
    args: () => one(body({ content: words, type: messageType })),
  },
  revealProfile: { setting: 'anonymous', args: none },
  sendFriendRequestFromAnonymousChat: {
    setting: 'anonymous',
    args: ({ world }) => one(id(known(world.ids.users))),
  },
  skipAnonymousChat: { setting: 'anonymous', args: none },
  leaveAnonymousChat: { setting: 'anonymous', args: none },
  reconnectStranger: { setting: 'anonymous', args: () => fc.oneof(none(), one(anyValue)) },
  cancelReconnect: { setting: 'anonymous', args: () => fc.oneof(none(), one(anyValue)) },
  reportAnonymousPartner: {
    setting: 'anonymous',
    args: () => one(body({ reason: words, category })),
  },
  adoptSession: {
    setting: 'anonymous',
    args: ({ world }) =>
      fc.oneof(one(body({ token: fc.oneof(words, fc.constant(world.attacker.token)) })), none()),
  },
  anonymousTyping: { setting: 'anonymous', noAck: true, args: none },
  anonymousStopTyping: { setting: 'anonymous', noAck: true, args: none },
  requestMatch: {
    setting: 'video',
    args: () => one(body({ groupPreferred: fc.boolean(), interests, captcha: words })),
  },
  'webrtc-offer': {
    setting: 'video',
    args: (c) => one(body({ offer: sdp('offer'), toSocketId: memberId(c), callId: callId(c) })),
  },
  'webrtc-answer': {
    setting: 'video',
    args: (c) => one(body({ answer: sdp('answer'), toSocketId: memberId(c), callId: callId(c) })),
  },
  'webrtc-ice-candidate': {
    setting: 'video',
    args: (c) =>
      one(
        body({
          candidate: fc.record({
            candidate: words,
            sdpMid: words,
            sdpMLineIndex: fc.integer({ min: 0, max: 3 }),
            usernameFragment: words,
          }),
          toSocketId: memberId(c),
          callId: callId(c),
        }),
      ),
  },
  sendVideoChatMessage: {
    setting: 'video',
    args: (c) => one(body({ message: words, callId: callId(c) })),
  },
  requestAddUserToCall: { setting: 'video', args: (c) => one(id(callId(c))) },
  'skip-video-call': { setting: 'video', args: (c) => one(id(callId(c))) },
  'video-call-ended': { setting: 'video', args: (c) => one(id(callId(c))) },
  cancelVideoMatch: { setting: 'video', args: none },
  reportVideoMember: {
    setting: 'video',
    args: (c) => one(body({ callId: callId(c), socketId: memberId(c), reason: words, category })),
  },
  callMediaState: {
    setting: 'video',
    args: (c) => one(body({ callId: callId(c), audio: fc.boolean(), video: fc.boolean() })),
  },
};

/** Listeners every server socket has that are not client events. */
const RESERVED = new Set(['disconnect', 'disconnecting', 'error']);

describe('every socket event holds against hostile input', () => {
  let server: TestServer;
  let world: World;
  const log = errorLog();

  beforeAll(async () => {
    server = await startTestServer({}, { logger: log.logger });
    world = await buildWorld(server);
    return () => server.close();
  });

  /** The attacker's socket in the state the event expects, recording everything it hears. */
  async function attackerIn(
    setting: Setting,
  ): Promise<{ socket: Client; heard: string[]; context: Context }> {
    const socket = await server.socket(world.attacker.token);
    const heard: string[] = [];
    socket.onAny((event: string, ...payload: unknown[]) =>
      heard.push(`${event} ${JSON.stringify(payload)}`),
    );
    const context: Context = { world };
    if (setting === 'anonymous') await pairUp(server.url, await server.socket(), socket);
    if (setting === 'video')
      [, context.call] = await videoPair(server.url, await server.socket(), socket);
    return { socket, heard, context };
  }

  function emit(socket: Client, event: string, args: unknown[], noAck: boolean): Promise<unknown> {
    const raw = socket as unknown as {
      emit(event: string, ...rest: unknown[]): void;
      timeout(ms: number): { emit(event: string, ...rest: unknown[]): void };
    };
    if (noAck) {
      raw.emit(event, ...args);
      return Promise.resolve(undefined);
    }
    return new Promise((resolve) =>
      raw
        .timeout(15_000)
        .emit(event, ...args, (error: Error | null, reply: unknown) =>
          resolve(error ? { timedOut: error.message } : reply),
        ),
    );
  }

  /** Why an acknowledgement breaks the property, or null. */
  function problem(event: string, reply: unknown): string | null {
    if (event === 'getOnlineUsersCount') return typeof reply === 'number' ? null : 'no count';
    if (!reply || typeof reply !== 'object') return `ack is not an object: ${String(reply)}`;
    const answer = reply as { ok?: unknown; message?: unknown; timedOut?: string };
    if (answer.timedOut) return 'no acknowledgement';
    if (answer.ok === true) return null;
    if (answer.ok !== false) return `ack without ok: ${JSON.stringify(reply).slice(0, 100)}`;
    if (typeof answer.message !== 'string' || !answer.message.trim())
      return 'refusal without a message';
    return null;
  }

  it('lists every event the server listens to, and no event is left out', async () => {
    const client = await server.socket(world.attacker.token);
    const serverSide = server.server.ctx.io.sockets.sockets.get(client.id ?? '');
    // Events are handled by the server's dispatcher; nothing may listen on the socket itself.
    const onSocket = serverSide?.eventNames().filter((name) => !RESERVED.has(String(name)));
    expect(onSocket).toEqual([]);
    const listened = handledSocketEvents(server.server.ctx.io);
    expect(listened.length).toBeGreaterThan(20);
    expect(
      listened.filter((event) => !(event in EVENTS)),
      'events without a property test',
    ).toEqual([]);
    expect(
      Object.keys(EVENTS).filter((event) => !listened.includes(event)),
      'stale entries',
    ).toEqual([]);
    client.disconnect();
  });

  it.each(Object.keys(EVENTS))('%s', { timeout: 600_000 }, async (event) => {
    const fuzz = EVENTS[event];
    const { socket, heard, context } = await attackerIn(fuzz.setting);
    log.lines.length = 0;
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fuzz.args(context), { minLength: BATCH, maxLength: BATCH }),
        async (batch) => {
          const replies = await inParallel(batch, (args) =>
            emit(socket, event, args, Boolean(fuzz.noAck)),
          );
          sent += batch.length;
          replies.forEach((reply, index) => {
            const why = fuzz.noAck ? null : problem(event, reply);
            if (why)
              throw new Error(`${event} ${JSON.stringify(batch[index]).slice(0, 400)}: ${why}`);
          });
          // A round trip after the batch: the connection is up and every earlier event was handled.
          expect(await emit(socket, 'getOnlineUsersCount', [], false)).toBeTypeOf('number');
          expect(socket.connected).toBe(true);
          expect(log.lines, 'error-level server logs').toEqual([]);
        },
      ),
      { numRuns: BATCH_RUNS, seed: SEED, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(BATCH_RUNS * BATCH);

    if (event === 'joinConversation') {
      // Whatever it joined, the victim's next private message must not reach the attacker.
      const victim = await server.socket(world.victim.token);
      const [secret] = world.secrets.filter((text) => text.startsWith('SECRET-'));
      const reply = await ask(victim, 'sendMessage', {
        conversationId: world.ids.conversations[1],
        content: `${secret} again`,
        type: 'text',
        clientId: 'secret2',
      });
      expect(reply.ok).toBe(true);
      await emit(socket, 'getOnlineUsersCount', [], false);
      victim.disconnect();
    }
    expect(heard.map((line) => leakIn(world, line)).filter(Boolean)).toEqual([]);
    socket.disconnect();
  });
});

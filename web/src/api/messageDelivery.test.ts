import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@serendip/protocol';
import {
  confirmMessage,
  mergeMessages,
  pendingMessage,
  sendWithRetry,
  type DeliveryLink,
  type SendAck,
  type ThreadMessage,
} from './messageDelivery';

const alice = { _id: 'user-a', username: 'alice', profilePicture: '' };
const bob = { _id: 'user-b', username: 'bob', profilePicture: '' };

function message(id: string, createdAt: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: id,
    sender: alice,
    content: id,
    type: 'text',
    createdAt,
    clientId: `c-${id}`,
    ...extra,
  };
}

describe('mergeMessages', () => {
  it('deduplicates by _id, the incoming copy winning', () => {
    const merged = mergeMessages(
      [message('m1', '2025-01-01T10:00:00Z'), message('m2', '2025-01-01T10:01:00Z')],
      [message('m2', '2025-01-01T10:01:00Z', { content: 'edited' })],
    );
    expect(merged.map((m) => m._id)).toEqual(['m1', 'm2']);
    expect(merged[1].content).toBe('edited');
  });

  it('sorts by createdAt, then by _id for equal times', () => {
    const merged = mergeMessages(
      [message('m3', '2025-01-01T10:02:00Z'), message('b', '2025-01-01T10:00:00Z')],
      [message('a', '2025-01-01T10:00:00Z'), message('m0', '2024-12-31T23:59:00Z')],
    );
    expect(merged.map((m) => m._id)).toEqual(['m0', 'a', 'b', 'm3']);
  });

  it('merges an older page with the newest one', () => {
    const newest = [message('m3', '2025-01-01T10:03:00Z'), message('m4', '2025-01-01T10:04:00Z')];
    const older = [message('m1', '2025-01-01T10:01:00Z'), message('m2', '2025-01-01T10:02:00Z')];
    expect(mergeMessages(newest, older).map((m) => m._id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('replaces a pending local message by the stored one with its clientId', () => {
    const local = pendingMessage(alice, 'client-1', 'hello', 'text');
    const stored = message('m9', '2025-01-01T10:00:00Z', {
      clientId: 'client-1',
      content: 'hello',
    });
    const merged = mergeMessages([local], [stored]);
    expect(merged).toHaveLength(1);
    expect(merged[0]._id).toBe('m9');
    expect(merged[0].delivery).toBeUndefined();
    // The same holds when the live copy came first and the local one is merged after it.
    expect(mergeMessages([stored], [local]).map((m) => m._id)).toEqual(['m9']);
  });

  it('keeps a pending message when only another sender used the same clientId', () => {
    const local = pendingMessage(alice, 'client-1', 'hi', 'text');
    const other = message('m5', '2025-01-01T10:00:00Z', { clientId: 'client-1', sender: bob });
    expect(mergeMessages([local], [other])).toHaveLength(2);
  });

  it('confirmMessage swaps the pending message for the acknowledged one', () => {
    const list: ThreadMessage[] = [
      message('m1', '2025-01-01T10:00:00Z'),
      pendingMessage(alice, 'c', 'x', 'text'),
    ];
    const confirmed = confirmMessage(
      list,
      'c',
      message('m2', '2999-01-01T00:00:00Z', { clientId: 'c' }),
    );
    expect(confirmed.map((m) => m._id)).toEqual(['m1', 'm2']);
  });
});

/** A link whose connection the test drops and restores. */
function fakeLink() {
  const listeners = { connect: new Set<() => void>(), disconnect: new Set<() => void>() };
  const link = {
    connected: true,
    on: (event: 'connect' | 'disconnect', listener: () => void) => listeners[event].add(listener),
    off: (event: 'connect' | 'disconnect', listener: () => void) =>
      listeners[event].delete(listener),
    drop() {
      link.connected = false;
      listeners.disconnect.forEach((listener) => listener());
    },
    restore() {
      link.connected = true;
      listeners.connect.forEach((listener) => listener());
    },
  };
  return link satisfies DeliveryLink;
}

describe('sendWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resends with the same clientId after a timeout and a reconnect', () => {
    const link = fakeLink();
    const acks: ((result: SendAck) => void)[] = [];
    const emit = vi.fn(
      (_payload: { content: string; clientId: string }, ack: (r: SendAck) => void) => {
        acks.push(ack);
      },
    );
    const handlers = { onSent: vi.fn(), onFailed: vi.fn() };
    const { clientId } = sendWithRetry(link, emit, { content: 'hi' }, handlers, {
      timeoutMs: 5000,
    });
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit.mock.calls[0][0]).toEqual({ content: 'hi', clientId });

    // No answer in time while connected: sent again at once, same clientId.
    vi.advanceTimersByTime(5000);
    expect(emit).toHaveBeenCalledTimes(2);

    // The connection drops: nothing is sent until it is back.
    link.drop();
    vi.advanceTimersByTime(20_000);
    expect(emit).toHaveBeenCalledTimes(2);
    link.restore();
    expect(emit).toHaveBeenCalledTimes(3);
    expect(new Set(emit.mock.calls.map(([payload]) => payload.clientId))).toEqual(
      new Set([clientId]),
    );

    const stored = message('m1', '2025-01-01T10:00:00Z', { clientId });
    acks[2]({ ok: true, message: stored });
    expect(handlers.onSent).toHaveBeenCalledWith(clientId, stored);
    // A late answer to an earlier attempt is ignored, and retrying has stopped.
    acks[0]({ ok: true, message: stored });
    vi.advanceTimersByTime(60_000);
    link.restore();
    expect(handlers.onSent).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledTimes(3);
  });

  it('waits for the connection before the first emit', () => {
    const link = fakeLink();
    link.connected = false;
    const emit = vi.fn();
    sendWithRetry(link, emit, { content: 'hi' }, { onSent: vi.fn(), onFailed: vi.fn() });
    expect(emit).not.toHaveBeenCalled();
    link.restore();
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('marks the message failed with the server message on {ok:false}', () => {
    const link = fakeLink();
    const handlers = { onSent: vi.fn(), onFailed: vi.fn() };
    const { clientId } = sendWithRetry(
      link,
      (_payload, ack) => ack({ ok: false, message: 'You can only chat with friends.' }),
      { content: 'hi' },
      handlers,
    );
    expect(handlers.onFailed).toHaveBeenCalledWith(clientId, 'You can only chat with friends.');
    vi.advanceTimersByTime(60_000);
    expect(handlers.onSent).not.toHaveBeenCalled();
  });

  it('gives up after the last attempt times out', () => {
    const link = fakeLink();
    const emit = vi.fn();
    const handlers = { onSent: vi.fn(), onFailed: vi.fn() };
    sendWithRetry(link, emit, { content: 'hi' }, handlers, { timeoutMs: 100, maxAttempts: 3 });
    vi.advanceTimersByTime(1000);
    expect(emit).toHaveBeenCalledTimes(3);
    expect(handlers.onFailed).toHaveBeenCalledWith(expect.any(String), 'Message not sent.');
  });

  it('cancel stops retrying', () => {
    const link = fakeLink();
    const emit = vi.fn();
    const delivery = sendWithRetry(
      link,
      emit,
      { content: 'hi' },
      { onSent: vi.fn(), onFailed: vi.fn() },
    );
    delivery.cancel();
    vi.advanceTimersByTime(60_000);
    link.restore();
    expect(emit).toHaveBeenCalledTimes(1);
  });
});

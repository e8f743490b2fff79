// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagePage } from '@serendip/protocol';
import { conversationChannel, type ThreadChannel } from '../../api/chat';
import { ApiError } from '../../api/http';
import { connectSocket, loadSocketClient } from '../../api/socket';
import { freshQueryCache } from '../../testSupport/queryCache';
import { useMessageThread } from './useMessageThread';

const fakeSocket = await vi.hoisted(async () => {
  const { createFakeSocket } = await import('../../testSupport/fakeSocket');
  return createFakeSocket();
});

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
// The client is fetched on demand in the app (its own chunk); here it is the mock above.
beforeAll(() => loadSocketClient());

const self = { _id: 'user-1', username: 'alice', profilePicture: '' };
const bob = { _id: 'user-2', username: 'bob', profilePicture: '' };
const FALLBACK = 'Failed to load chat.';

/** Message n of a conversation, written at minute n. */
const message = (n: number, conversationId = 'conv-1') => ({
  _id: `m${n}`,
  clientId: `c-${n}`,
  sender: bob,
  content: `text ${n}`,
  type: 'text' as const,
  createdAt: `2025-01-01T10:${String(n).padStart(2, '0')}:00Z`,
  conversationId,
});
const page = (
  numbers: number[],
  currentPage: number,
  totalPages: number,
  conversationId = 'conv-1',
): MessagePage => ({
  messages: numbers.map((n) => message(n, conversationId)),
  currentPage,
  totalPages,
});

interface Request {
  page: number;
  resolve(page: MessagePage): void;
  reject(error: unknown): void;
}

/** A friend conversation whose history requests wait until the test answers them. */
function heldChannel(conversationId = 'conv-1') {
  const requests: Request[] = [];
  const channel: ThreadChannel = {
    ...conversationChannel(conversationId),
    fetchPage: (number) =>
      new Promise<MessagePage>((resolve, reject) =>
        requests.push({ page: number, resolve, reject }),
      ),
  };
  return { channel, requests };
}

const live = { typing: vi.fn(), stopTyping: vi.fn() };

function renderThread(channel: ThreadChannel) {
  return renderHook(
    ({ current }: { current: ThreadChannel }) => useMessageThread(current, self, live, FALLBACK),
    { initialProps: { current: channel } },
  );
}

type Thread = ReturnType<typeof renderThread>['result'];
const ids = (thread: Thread) => thread.current.messages.map((one) => one._id);
const emitted = (event: string) => fakeSocket.emit.mock.calls.filter(([name]) => name === event);

async function answer(request: Request | undefined, result: MessagePage) {
  expect(request).toBeDefined();
  await act(async () => request!.resolve(result));
}

describe('useMessageThread', () => {
  beforeEach(() => {
    freshQueryCache();
    fakeSocket.emit.mockReset();
    fakeSocket.connected = true;
    act(() => {
      connectSocket('token-1');
    });
  });
  afterEach(cleanup);

  it('loads page 1 and joins the thread', async () => {
    const { channel, requests } = heldChannel();
    const { result } = renderThread(channel);
    expect(result.current.loading).toBe(true);
    expect(result.current.messages).toEqual([]);
    expect(emitted('joinConversation')[0][1]).toBe('conv-1');

    await answer(requests[0], page([1, 2], 1, 2));
    expect(requests.map((request) => request.page)).toEqual([1]);
    expect(result.current.loading).toBe(false);
    expect(ids(result)).toEqual(['m1', 'm2']);
    expect(result.current.hasOlder).toBe(true);
    expect(result.current.pagedBack).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('keeps a live message that arrives while page 1 loads', async () => {
    const { channel, requests } = heldChannel();
    const { result } = renderThread(channel);
    act(() => fakeSocket.trigger('receiveMessage', message(3)));
    // Page 1 has not arrived: still loading, whatever came live.
    expect(result.current.loading).toBe(true);

    await answer(requests[0], page([1, 2], 1, 1));
    expect(result.current.loading).toBe(false);
    expect(ids(result)).toEqual(['m1', 'm2', 'm3']);
    expect(live.stopTyping).toHaveBeenCalledWith('user-2');
  });

  it('merges an older page in order, with what came live while it loaded', async () => {
    const { channel, requests } = heldChannel();
    const { result } = renderThread(channel);
    await answer(requests[0], page([3, 4], 1, 2));

    act(() => result.current.loadOlder());
    expect(result.current.loadingOlder).toBe(true);
    expect(requests[1]?.page).toBe(2);
    act(() => fakeSocket.trigger('receiveMessage', message(5)));
    await answer(requests[1], page([1, 2], 2, 2));

    expect(ids(result)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(result.current.loadingOlder).toBe(false);
    expect(result.current.pagedBack).toBe(true);
    expect(result.current.hasOlder).toBe(false);
    // No page after the last.
    act(() => result.current.loadOlder());
    expect(requests).toHaveLength(2);
  });

  it('after a reconnect joins again and merges page 1 without duplicates', async () => {
    const { channel, requests } = heldChannel();
    const { result } = renderThread(channel);
    await answer(requests[0], page([3, 4], 1, 2));
    act(() => result.current.loadOlder());
    await answer(requests[1], page([1, 2], 2, 2));

    act(() => {
      fakeSocket.connected = false;
      fakeSocket.trigger('disconnect');
    });
    await act(async () => {
      fakeSocket.connected = true;
      fakeSocket.trigger('connect');
    });
    expect(emitted('joinConversation')).toHaveLength(2);
    expect(requests[2]?.page).toBe(1);
    // Page 1 now starts with a message already held and brings one missed.
    await answer(requests[2], page([4, 5], 1, 3));

    expect(ids(result)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(result.current.pagedBack).toBe(true);
    expect(result.current.hasOlder).toBe(true);
  });

  it('reads page 1 again when a socket not yet connected at opening connects', async () => {
    fakeSocket.connected = false;
    const { channel, requests } = heldChannel();
    const { result } = renderThread(channel);
    expect(emitted('joinConversation')).toHaveLength(0);
    // Page 1 was read before m3 was sent; m3 was published before the socket joined any room.
    await answer(requests[0], page([1, 2], 1, 1));
    expect(ids(result)).toEqual(['m1', 'm2']);

    await act(async () => {
      fakeSocket.connected = true;
      fakeSocket.trigger('connect');
    });
    expect(emitted('joinConversation')).toHaveLength(1);
    await answer(requests[1], page([1, 2, 3], 1, 1));
    expect(ids(result)).toEqual(['m1', 'm2', 'm3']);
  });

  it('shows the server message, else the fallback, and keeps it as live messages come', async () => {
    const refused: ThreadChannel = {
      ...conversationChannel('conv-1'),
      fetchPage: () => Promise.reject(new ApiError('You can only chat with friends.', 403)),
    };
    const first = renderThread(refused);
    await waitFor(() => expect(first.result.current.error).toBe('You can only chat with friends.'));
    expect(first.result.current.loading).toBe(false);
    first.unmount();

    freshQueryCache();
    const failing: ThreadChannel = {
      ...conversationChannel('conv-1'),
      fetchPage: () => Promise.reject(new ApiError('', 404)),
    };
    const { result } = renderThread(failing);
    await waitFor(() => expect(result.current.error).toBe(FALLBACK));
    act(() => fakeSocket.trigger('receiveMessage', message(1)));
    expect(ids(result)).toEqual(['m1']);
    expect(result.current.error).toBe(FALLBACK);
    expect(result.current.loading).toBe(false);
  });

  it('shows a thread opened again from the cache at once, and reads page 1 anew', async () => {
    const first = heldChannel('conv-1');
    const second = heldChannel('conv-2');
    const { result, rerender } = renderThread(first.channel);
    await answer(first.requests[0], page([1, 2], 1, 1));

    rerender({ current: second.channel });
    expect(result.current.loading).toBe(true);
    expect(result.current.messages).toEqual([]);
    await answer(second.requests[0], page([7], 1, 1, 'conv-2'));
    expect(ids(result)).toEqual(['m7']);

    rerender({ current: first.channel });
    expect(result.current.loading).toBe(false);
    expect(ids(result)).toEqual(['m1', 'm2']);
    expect(first.requests[1]?.page).toBe(1);
    await answer(first.requests[1], page([1, 2, 3], 1, 1));
    expect(ids(result)).toEqual(['m1', 'm2', 'm3']);
  });

  it('sends: pending, then sent; a refused one fails and is retried with its clientId', async () => {
    const { channel, requests } = heldChannel();
    const { result } = renderThread(channel);
    await answer(requests[0], page([1], 1, 1));

    act(() => result.current.send('hello', 'text'));
    expect(result.current.messages.at(-1)).toMatchObject({ content: 'hello', delivery: 'pending' });
    const [, sent, ackSent] = emitted('sendMessage')[0];
    act(() =>
      ackSent({
        ok: true,
        message: { ...message(2), sender: self, content: 'hello', clientId: sent.clientId },
      }),
    );
    expect(ids(result)).toEqual(['m1', 'm2']);
    expect(result.current.messages[1].delivery).toBeUndefined();

    act(() => result.current.send('again', 'text'));
    const [, refused, ackRefused] = emitted('sendMessage')[1];
    act(() => ackRefused({ ok: false, message: 'Slow down.' }));
    const failed = result.current.messages.at(-1)!;
    expect(failed).toMatchObject({ content: 'again', delivery: 'failed', failure: 'Slow down.' });

    act(() => result.current.retry(failed));
    expect(result.current.messages.at(-1)?.delivery).toBe('pending');
    expect(emitted('sendMessage')[2][1]).toMatchObject({
      content: 'again',
      clientId: refused.clientId,
    });
  });

  it('changes messages in place with update()', async () => {
    const { channel, requests } = heldChannel();
    const { result } = renderThread(channel);
    await answer(requests[0], page([1, 2], 1, 1));
    act(() =>
      result.current.update((list) =>
        list.map((one) => (one._id === 'm2' ? { ...one, content: 'edited' } : one)),
      ),
    );
    expect(result.current.messages.map((one) => one.content)).toEqual(['text 1', 'edited']);
  });

  it('marks a send cut off by leaving the thread failed, for Retry on return', async () => {
    const { channel, requests } = heldChannel();
    const first = renderThread(channel);
    await answer(requests[0], page([1], 1, 1));
    act(() => first.result.current.send('bye', 'text'));
    first.unmount();

    const { result } = renderThread(channel);
    expect(result.current.messages.at(-1)).toMatchObject({
      content: 'bye',
      delivery: 'failed',
      failure: 'Message not sent.',
    });
  });
});

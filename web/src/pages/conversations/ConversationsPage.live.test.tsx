// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSocketClient } from '../../api/socket';
import { stubFetch, testConfig, testUser } from '../../testSupport/fakeFetch';
import { renderApp } from '../../testSupport/renderApp';
import { signedInWithSocket } from '../../testSupport/signedIn';

const fakeSocket = await vi.hoisted(async () => {
  const { createFakeSocket } = await import('../../testSupport/fakeSocket');
  return createFakeSocket(false);
});

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
beforeAll(() => loadSocketClient());

const self = { _id: testUser._id, username: testUser.username, profilePicture: '' };
const bob = { _id: 'user-2', username: 'bob', profilePicture: '' };
const sentAt = (second: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, second)).toISOString();

function conversation(content: string, second: number) {
  return {
    _id: 'conv-2',
    participants: [self, bob],
    lastMessage: { sender: bob._id, type: 'text', content },
    lastMessageAt: sentAt(second),
  };
}

function message(content: string, second: number) {
  return {
    _id: `m-${second}`,
    conversationId: 'conv-2',
    sender: bob,
    content,
    type: 'text',
    createdAt: sentAt(second),
  };
}

const bobsRow = async () =>
  (await screen.findByRole('link', { name: /bob/ }, { timeout: 10_000 })).closest('li')!;

describe('ConversationsPage, live', () => {
  let routes: Parameters<typeof stubFetch>[0];

  signedInWithSocket();
  beforeEach(() => {
    fakeSocket.connected = false;
    routes = {
      'GET /api/config': { body: testConfig },
      'GET /api/users/profile': { body: testUser },
      'GET /api/notifications': { body: [] },
      'GET /api/friends': { body: [{ ...bob, online: true }] },
      'GET /api/chat/conversations': { body: [conversation('before', 5)] },
    };
  });

  it('shows a message sent while the tab was connecting in its row', async () => {
    stubFetch(routes);
    renderApp('/conversations');
    expect(await within(await bobsRow()).findByText('before')).toBeTruthy();

    // Stored after the page read the list, before this socket joined its rooms: only a list
    // read again once connected has it.
    routes['GET /api/chat/conversations'] = {
      body: [conversation('sent while connecting', 10)],
    };
    act(() => {
      fakeSocket.connected = true;
      fakeSocket.trigger('connect');
    });
    expect(await within(await bobsRow()).findByText('sent while connecting')).toBeTruthy();
  }, 15_000);

  it('keeps a message that arrived while the list was loading, and no older one', async () => {
    const answer = stubFetch(routes);
    let release = () => {};
    const listRead = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === '/api/chat/conversations') await listRead;
        return answer(input, init);
      }),
    );
    fakeSocket.connected = true;
    renderApp('/conversations');
    await vi.waitFor(
      () => expect(fetch).toHaveBeenCalledWith('/api/chat/conversations', expect.anything()),
      { timeout: 10_000 },
    );

    // Live while the list is read (the list was read before it was stored), then a broadcast
    // older than the list's own preview.
    act(() => fakeSocket.trigger('receiveMessage', message('arrived meanwhile', 10)));
    act(() => fakeSocket.trigger('receiveMessage', message('stale', 3)));
    release();
    const row = await bobsRow();
    expect(await within(row).findByText('arrived meanwhile')).toBeTruthy();
    expect(within(row).queryByText('before')).toBeNull();
    expect(within(row).queryByText('stale')).toBeNull();
  }, 15_000);
});

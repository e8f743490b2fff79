// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSocketClient } from '../../api/socket';
import { preloadToastStack, ToastProvider } from '../../components/Toasts';
import { stubFetch, testUser } from '../../testSupport/fakeFetch';
import { freshQueryCache } from '../../testSupport/queryCache';
import { signedInWithSocket } from '../../testSupport/signedIn';
import { AuthProvider } from '../AuthContext';
import { MessagesNavLink } from '../../shell/nav/MessagesNavLink';
import { UnreadProvider } from './UnreadContext';

await preloadToastStack();

const fakeSocket = await vi.hoisted(async () => {
  const { createFakeSocket } = await import('../../testSupport/fakeSocket');
  return createFakeSocket(false);
});

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
beforeAll(() => loadSocketClient());

const bob = { _id: 'user-2', username: 'bob', profilePicture: 'default_avatar.jpg' };
const sentAt = (second: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, second)).toISOString();

function message(id: string, second: number) {
  return {
    _id: id,
    conversationId: 'c-1',
    sender: bob,
    content: `message ${id}`,
    type: 'text',
    createdAt: sentAt(second),
  };
}

function conversation(unreadCount: number, lastSecond: number) {
  return {
    _id: 'c-1',
    participants: [testUser, bob],
    unreadCount,
    lastMessageAt: sentAt(lastSecond),
    lastMessage: { sender: bob._id, type: 'text', content: 'hi' },
  };
}

const unreadLink = () => screen.getByRole('link', { name: /^Messages/ });
const badge = () => screen.getByTestId('messages-unread-count');

describe('UnreadProvider', () => {
  let routes: Parameters<typeof stubFetch>[0];

  signedInWithSocket();
  beforeEach(() => {
    freshQueryCache();
    fakeSocket.connected = false;
    routes = {
      'GET /api/users/profile': { body: testUser },
      'GET /api/chat/conversations': { body: [] },
    };
    stubFetch(routes);
  });

  it('counts a message sent while the tab was still connecting, once', async () => {
    render(
      <MemoryRouter>
        <AuthProvider>
          <ToastProvider>
            <UnreadProvider>
              <MessagesNavLink />
            </UnreadProvider>
          </ToastProvider>
        </AuthProvider>
      </MemoryRouter>,
    );
    await screen.findByRole('link', { name: 'Messages' });
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/chat/conversations', expect.anything()),
    );

    // Stored after the list was fetched at sign-in, before this socket joined its rooms.
    routes['GET /api/chat/conversations'] = { body: [conversation(1, 10)] };
    act(() => {
      fakeSocket.connected = true;
      fakeSocket.trigger('connect');
    });
    await vi.waitFor(() => expect(badge().textContent).toBe('1'));

    // Its broadcast, slower than the list: already counted.
    act(() => fakeSocket.trigger('receiveMessage', message('m-1', 10)));
    // A message after it counts.
    act(() => fakeSocket.trigger('receiveMessage', message('m-2', 11)));
    await vi.waitFor(() => expect(badge().textContent).toBe('2'));
    expect(unreadLink().getAttribute('aria-label')).toBe('Messages (2 unread)');
  });
});

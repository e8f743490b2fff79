// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSocket, loadSocketClient } from '../../api/socket';
import { stubFetch, testConfig, testUser } from '../../testSupport/fakeFetch';
import { renderApp } from '../../testSupport/renderApp';

const fakeSocket = await vi.hoisted(async () => {
  const { createFakeSocket } = await import('../../testSupport/fakeSocket');
  return createFakeSocket();
});

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
// The client is fetched on demand in the app (its own chunk); here it is the mock above.
beforeAll(() => loadSocketClient());

const self = { _id: testUser._id, username: testUser.username, profilePicture: '' };
const bob = { _id: 'user-2', username: 'bob', profilePicture: '' };
const message = (id: string, sender = bob, extra: object = {}) => ({
  _id: id,
  sender,
  content: `text ${id}`,
  type: 'text',
  createdAt: `2025-01-01T10:0${id.slice(-1)}:00Z`,
  clientId: `c-${id}`,
  conversationId: 'conv-1',
  ...extra,
});

type Routes = Parameters<typeof stubFetch>[0];
const routes = (extra: Routes): Routes => ({
  'GET /api/config': { body: testConfig },
  'GET /api/users/profile': { body: testUser },
  'GET /api/notifications': { body: [] },
  'GET /api/friends': { body: [{ ...bob, online: true }] },
  'POST /api/chat/conversation/user-2': { body: { _id: 'conv-1', participants: [self, bob] } },
  'GET /api/chat/messages/conv-1?page=1&limit=20': {
    body: { messages: [message('m1'), message('m2', self)], totalPages: 1, currentPage: 1 },
  },
  ...extra,
});

const emitted = (event: string) => fakeSocket.emit.mock.calls.filter(([name]) => name === event);

describe('FriendChatPage', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'token-1');
    fakeSocket.emit.mockReset();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows history, joins the conversation, and receives, sends and types live', async () => {
    stubFetch(routes({}));
    act(() => {
      connectSocket('token-1');
    });
    renderApp('/chat/user-2');
    expect(
      await screen.findByRole('heading', { name: 'Chat with bob' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByText('text m1')).toBeTruthy();
    // One page of history: nothing was paged, so no "No older messages".
    expect(screen.queryByText('No older messages')).toBeNull();
    expect(await screen.findByText('Online')).toBeTruthy();
    expect(emitted('joinConversation')[0][1]).toBe('conv-1');

    act(() =>
      fakeSocket.trigger('typing', { userId: 'user-2', username: 'bob', conversationId: 'conv-1' }),
    );
    expect(screen.getByText('bob is typing...')).toBeTruthy();
    act(() => fakeSocket.trigger('receiveMessage', message('m3')));
    expect(screen.getByText('text m3')).toBeTruthy();
    expect(screen.queryByText('bob is typing...')).toBeNull();
    // Another conversation's message stays out.
    act(() =>
      fakeSocket.trigger('receiveMessage', message('m4', bob, { conversationId: 'other' })),
    );
    expect(screen.queryByText('text m4')).toBeNull();

    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: ' hi bob ' } });
    expect(emitted('typing')[0][1]).toBe('conv-1');
    fireEvent.submit(input.closest('form')!);
    expect(emitted('stopTyping')).toHaveLength(1);
    const [, payload, ack] = emitted('sendMessage')[0];
    expect(payload).toMatchObject({ conversationId: 'conv-1', content: 'hi bob', type: 'text' });
    expect(screen.getByText('Sending...')).toBeTruthy();
    act(() =>
      ack({
        ok: true,
        message: message('m5', self, { content: 'hi bob', clientId: payload.clientId }),
      }),
    );
    expect(screen.queryByText('Sending...')).toBeNull();
    // The echo of the same message does not duplicate it.
    act(() =>
      fakeSocket.trigger(
        'receiveMessage',
        message('m5', self, { content: 'hi bob', clientId: payload.clientId }),
      ),
    );
    expect(screen.getAllByText('hi bob')).toHaveLength(1);
  });

  it('marks a refused message as failed with the server message', async () => {
    stubFetch(routes({}));
    act(() => {
      connectSocket('token-1');
    });
    renderApp('/chat/user-2');
    const input = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 5000 });
    await screen.findByText('text m1');
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.submit(input.closest('form')!);
    const [, , ack] = emitted('sendMessage')[0];
    act(() => ack({ ok: false, message: 'You can only chat with friends.' }));
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('You can only chat with friends.')).toBeTruthy();
    expect(within(log).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the server message when the conversation cannot be opened', async () => {
    stubFetch(
      routes({
        'POST /api/chat/conversation/user-2': {
          status: 403,
          body: { message: 'You can only chat with friends.' },
        },
      }),
    );
    renderApp('/chat/user-2');
    expect(await screen.findByText('You can only chat with friends.')).toBeTruthy();
  });

  it('falls back to the spec text without a server message', async () => {
    stubFetch(routes({ 'POST /api/chat/conversation/user-2': { status: 500, body: {} } }));
    renderApp('/chat/user-2');
    expect(await screen.findByText('Failed to load chat.')).toBeTruthy();
  });

  it('says "No older messages" once older pages were loaded to the end', async () => {
    stubFetch(
      routes({
        'GET /api/chat/messages/conv-1?page=1&limit=20': {
          body: { messages: [message('m3')], totalPages: 2, currentPage: 1 },
        },
        'GET /api/chat/messages/conv-1?page=2&limit=20': {
          body: { messages: [message('m1'), message('m2')], totalPages: 2, currentPage: 2 },
        },
      }),
    );
    renderApp('/chat/user-2');
    expect(await screen.findByText('text m3', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('No older messages')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('No older messages')).toBeTruthy();
    const texts = screen.getAllByText(/^text m/).map((node) => node.textContent);
    expect(texts).toEqual(['text m1', 'text m2', 'text m3']);
  });

  it('keeps the draft when the window crosses the two-pane breakpoint', async () => {
    stubFetch(routes({ 'GET /api/chat/conversations': { body: [] } }));
    // A window whose width can be changed: listeners hear each crossing, as a browser's do.
    let wide = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(min-width: 992px)' ? wide : false;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    const resize = (next: boolean) =>
      act(() => {
        wide = next;
        listeners.forEach((listener) => listener());
      });
    act(() => {
      connectSocket('token-1');
    });
    renderApp('/chat/user-2');
    const input = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 5000 });
    await screen.findByText('text m1');
    fireEvent.change(input, { target: { value: 'half a thought' } });
    expect(screen.queryByRole('heading', { name: 'Your Conversations' })).toBeNull();

    resize(true);
    expect(screen.getByRole('heading', { name: 'Your Conversations' })).toBeTruthy();
    resize(false);
    expect(screen.queryByRole('heading', { name: 'Your Conversations' })).toBeNull();
    // The same box, with what was typed; the thread was joined once.
    expect(screen.getByRole('textbox', { name: 'Message' })).toBe(input);
    expect((input as HTMLTextAreaElement).value).toBe('half a thought');
    expect(emitted('joinConversation')).toHaveLength(1);
  });
});

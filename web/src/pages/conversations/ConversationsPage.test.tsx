// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, testConfig, testUser } from '../../testSupport/fakeFetch';
import { renderApp } from '../../testSupport/renderApp';

const self = { _id: testUser._id, username: testUser.username, profilePicture: '' };
const person = (id: number) => ({ _id: `user-${id}`, username: `pal${id}`, profilePicture: '' });
const conversation = (id: number, lastMessage?: object) => ({
  _id: `conv-${id}`,
  participants: [self, person(id)],
  lastMessage,
});

type Routes = Parameters<typeof stubFetch>[0];
const routes = (extra: Routes): Routes => ({
  'GET /api/config': { body: testConfig },
  'GET /api/users/profile': { body: testUser },
  'GET /api/notifications': { body: [] },
  'GET /api/friends': { body: [{ ...person(2), online: true }] },
  ...extra,
});

describe('ConversationsPage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('lists conversations with presence, previews and an ad after the third row', async () => {
    localStorage.setItem('token', 'token-1');
    stubFetch(
      routes({
        'GET /api/friends': {
          body: [2, 3, 4, 5].map((id) => ({ ...person(id), online: id === 2 })),
        },
        'GET /api/chat/conversations': {
          body: [
            conversation(2, { sender: 'user-2', type: 'text', content: 'x'.repeat(40) }),
            conversation(3, { sender: 'user-3', type: 'image', content: '/uploads/a.png' }),
            conversation(4, { sender: 'user-1', type: 'video', content: '/uploads/a.mp4' }),
            conversation(5),
          ],
        },
      }),
    );
    renderApp('/conversations');
    const row = (await screen.findByRole('link', { name: /pal2/ }, { timeout: 10_000 })).closest(
      'li',
    )!;
    expect(row.querySelector('a')!.getAttribute('href')).toBe('/chat/user-2');
    expect(within(row).getByText(`${'x'.repeat(30)}...`)).toBeTruthy();
    expect(await within(row).findByText('Online')).toBeTruthy();
    expect(screen.getByText('[Image]')).toBeTruthy();
    expect(screen.getByText('[Video]')).toBeTruthy();
    const items = [
      ...screen
        .getByRole('heading', { name: 'Your Conversations' })
        .parentElement!.querySelectorAll('ul > li'),
    ];
    expect(
      items.map((item) => (item.querySelector('[data-testid="ad-slot"]') ? 'ad' : 'row')),
    ).toEqual(['row', 'row', 'row', 'ad', 'row']);
    // The first whole-app render loads the lazy pages: slow on a busy machine.
  }, 15_000);

  it('does not offer a chat that can no longer be used (no longer friends)', async () => {
    localStorage.setItem('token', 'token-1');
    const fetchMock = stubFetch(
      routes({
        'GET /api/chat/conversations': {
          body: [
            conversation(2, { sender: 'user-2', type: 'text', content: 'still friends' }),
            {
              ...conversation(3, { sender: 'user-3', type: 'text', content: 'before the block' }),
              unreadCount: 2,
            },
          ],
        },
        'PUT /api/chat/conversations/conv-3/read': { body: { ok: true } },
      }),
    );
    renderApp('/conversations');
    const closed = await screen.findByRole(
      'link',
      { name: /pal3, chat closed/ },
      { timeout: 5000 },
    );
    expect(closed.getAttribute('href')).toBe('/profile/user-3');
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(within(closed).getByText('before the block')).toBeTruthy();
    expect(within(closed).queryByTestId('conversation-unread-count')).toBeNull();
    // Its unread messages could never be cleared in a chat: listing it marks them read.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(
          ([url, init]) => url === '/api/chat/conversations/conv-3/read' && init?.method === 'PUT',
        ),
      ).toHaveLength(1),
    );
    const open = screen.getByRole('link', { name: /pal2/ });
    expect(open.getAttribute('href')).toBe('/chat/user-2');
    expect(within(open).getByText('still friends')).toBeTruthy();
  }, 15_000);

  it('shows the empty state', async () => {
    localStorage.setItem('token', 'token-1');
    stubFetch(routes({ 'GET /api/chat/conversations': { body: [] } }));
    renderApp('/conversations');
    expect(
      await screen.findByText(
        'You have no active conversations. Start chatting with your friends!',
      ),
    ).toBeTruthy();
  });

  it('shows the fallback error', async () => {
    localStorage.setItem('token', 'token-1');
    stubFetch(routes({ 'GET /api/chat/conversations': { status: 500, body: {} } }));
    renderApp('/conversations');
    expect(await screen.findByText('Failed to load conversations.')).toBeTruthy();
  });
});

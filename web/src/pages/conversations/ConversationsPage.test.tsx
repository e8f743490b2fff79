// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
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

// Whole-app renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

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
    const row = (await screen.findByRole('link', { name: /pal2/ }, { timeout: 5000 })).closest(
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
  });

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

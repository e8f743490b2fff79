// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '@serendip/protocol';
import { stubFetch, testConfig, testUser } from '../../testSupport/fakeFetch';
import { renderApp } from '../../testSupport/renderApp';
import { EMPTY_FEED_TEXT } from './FeedPage';

function post(index: number): Photo {
  return {
    _id: `photo-${index}`,
    user: { _id: 'user-2', username: 'bob', profilePicture: 'default_avatar.jpg' },
    type: 'image',
    imageUrl: `/uploads/images/${index}.webp`,
    caption: `Post number ${index}`,
    likes: [],
    comments: [],
    commentCount: 0,
    createdAt: '2025-07-01T10:00:00.000Z',
  };
}

const page = (n: number) => `GET /api/photos/feed?page=${n}&limit=10`;
const base = {
  'GET /api/config': { body: testConfig },
  'GET /api/users/profile': { body: testUser },
  'GET /api/friends': { body: [] },
};

describe('FeedPage', () => {
  beforeEach(() => localStorage.setItem('token', 'token-1'));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("loads page 2 on 'Load More' and stops at totalPages", async () => {
    const fetchMock = stubFetch({
      ...base,
      [page(1)]: { body: { photos: [post(1), post(2)], currentPage: 1, totalPages: 2 } },
      [page(2)]: { body: { photos: [post(3)], currentPage: 2, totalPages: 2 } },
    });
    renderApp('/feed');
    expect(await screen.findByText('Post number 1')).toBeTruthy();
    expect(screen.queryByText('Post number 3')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Post number 3')).toBeTruthy();
    expect(screen.getByText('Post number 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(screen.getByText("You've reached the end of the feed.")).toBeTruthy();
    const feedCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/photos/feed'));
    expect(feedCalls.map(([url]) => url)).toEqual([
      '/api/photos/feed?page=1&limit=10',
      '/api/photos/feed?page=2&limit=10',
    ]);
    // The first whole-app render loads the lazy pages: slow on a busy machine.
  }, 15_000);

  it('shows the empty state and the side column', async () => {
    stubFetch({ ...base, [page(1)]: { body: { photos: [], currentPage: 1, totalPages: 0 } } });
    renderApp('/feed');
    expect(await screen.findByText(EMPTY_FEED_TEXT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Share a Photo' })).toBeTruthy();
    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick Links' }));
    expect(quickLinks.getByRole('link', { name: 'Search Users' }).getAttribute('href')).toBe(
      '/search',
    );
    expect(quickLinks.getByRole('link', { name: 'Friends' }).getAttribute('href')).toBe('/friends');
    expect(quickLinks.getByRole('link', { name: 'Conversations' })).toBeTruthy();
    expect(screen.getAllByTestId('ad-slot').length).toBeGreaterThan(0);
  });

  it('shows the fallback when the feed fails and retries with Load More', async () => {
    stubFetch({ ...base, [page(1)]: { status: 500, body: {} } });
    renderApp('/feed');
    expect(await screen.findByText('Failed to load feed.')).toBeTruthy();
    stubFetch({
      ...base,
      [page(1)]: { body: { photos: [post(1)], currentPage: 1, totalPages: 1 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getByText('Post number 1')).toBeTruthy());
    expect(screen.queryByText('Failed to load feed.')).toBeNull();
  });

  it('shows a visitor the welcome without asking for the feed or loading its code', async () => {
    localStorage.clear();
    const fetchMock = stubFetch({ 'GET /api/config': { body: testConfig } });
    renderApp('/feed');
    const welcome = within(
      (await screen.findByRole('heading', { name: 'Welcome to Serendip!' })).closest('.card')!,
    );
    expect(welcome.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(welcome.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    // Nothing asked for that only a signed-in user may see (it would answer 401).
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/config']);
    // The upload form is in the signed-in page's chunk, which a visitor never loads.
    expect(screen.queryByRole('heading', { name: 'Share a Photo' })).toBeNull();
  });
});

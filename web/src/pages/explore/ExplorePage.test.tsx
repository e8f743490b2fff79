// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '@serendip/protocol';
import { stubFetch, testConfig } from '../../testSupport/fakeFetch';
import { renderApp } from '../../testSupport/renderApp';

const item = (index: number, fields: Partial<Photo> = {}): Photo => ({
  _id: `item-${index}`,
  user: { _id: 'user-2', username: 'bob', profilePicture: 'default_avatar.jpg' },
  type: 'image',
  imageUrl: `/uploads/images/${index}.webp`,
  thumbnailUrl: `/uploads/thumbs/${index}.webp`,
  caption: `Item ${index}`,
  likes: [],
  comments: [],
  commentCount: 0,
  createdAt: '2025-07-01T10:00:00.000Z',
  ...fields,
});

const page = (n: number) => `GET /api/photos/explore?page=${n}&limit=10`;

describe('ExplorePage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('stops at an empty page and opens an item in Post Details', async () => {
    const fetchMock = stubFetch({
      'GET /api/config': { body: testConfig },
      [page(1)]: {
        body: {
          photos: [item(1), item(2, { type: 'video', aspectRatio: 0.5 })],
          currentPage: 1,
          totalPages: 3,
        },
      },
      [page(2)]: { body: { photos: [], currentPage: 2, totalPages: 3 } },
    });
    renderApp('/explore');
    expect(await screen.findByRole('heading', { name: 'Explore' })).toBeTruthy();
    const tile = await screen.findByRole('button', { name: 'Photo by bob: Item 1' });
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('/uploads/thumbs/1.webp');
    expect(screen.getAllByTestId('explore-item')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText("You've reached the end of the feed.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('page=3'))).toBe(false);

    fireEvent.click(tile);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Post Details')).toBeTruthy();
    expect(within(dialog).getByText('Item 1')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Comments (0)' })).toBeTruthy();
  });

  it('shows the empty state and the fallback error', async () => {
    stubFetch({
      'GET /api/config': { body: testConfig },
      [page(1)]: { body: { photos: [], currentPage: 1, totalPages: 0 } },
    });
    renderApp('/explore');
    expect(await screen.findByText('No content to explore yet.')).toBeTruthy();
    cleanup();

    stubFetch({ 'GET /api/config': { body: testConfig }, [page(1)]: { status: 500, body: {} } });
    renderApp('/explore');
    expect(await screen.findByText('Failed to load explore feed.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { useEffect } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '@serendip/protocol';
import { AuthProvider, useAuth } from '../../session/AuthContext';
import { stubFetch, testUser } from '../../testSupport/fakeFetch';
import { freshQueryCache } from '../../testSupport/queryCache';
import { preloadToastStack, ToastProvider } from '../Toasts';
import { DELETE_PHOTO_CONFIRMATION } from './PhotoCard';
import { PhotoList } from './PhotoList';
import { usePhotoList } from './usePhotoList';

await preloadToastStack();

function makePhoto(fields: Partial<Photo> = {}): Photo {
  return {
    _id: 'photo-1',
    user: { _id: 'user-2', username: 'bob', profilePicture: 'default_avatar.jpg' },
    type: 'image',
    imageUrl: '/uploads/images/p1.webp',
    caption: 'Sunset at the beach',
    likes: [],
    comments: [],
    commentCount: 0,
    createdAt: '2025-07-01T10:00:00.000Z',
    ...fields,
  };
}

function Harness({ photo }: { photo: Photo }) {
  const { photos, setPhotos, updatePhoto, removePhoto } = usePhotoList();
  useEffect(() => setPhotos([photo]), [photo, setPhotos]);
  return (
    <PhotoList
      photos={photos}
      emptyText="No photos uploaded yet."
      updatePhoto={updatePhoto}
      removePhoto={removePhoto}
    />
  );
}

/** Stands for the profile picture form: changes the signed-in user's picture. */
function NewPicture() {
  const { updateUser } = useAuth();
  return (
    <button
      type="button"
      onClick={() => updateUser({ profilePicture: '/uploads/avatars/new.webp' })}
    >
      New picture
    </button>
  );
}

function renderCard(photo: Photo) {
  freshQueryCache();
  return render(
    <MemoryRouter>
      <AuthProvider>
        <ToastProvider>
          <NewPicture />
          <Harness photo={photo} />
        </ToastProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

const signedIn = { 'GET /api/users/profile': { body: testUser } };

/** Waits until the stored token has been turned into the signed-in user. */
async function whenSignedIn(fetchMock: ReturnType<typeof stubFetch>) {
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/users/profile')).toBe(true),
  );
  await screen.findByText('Sunset at the beach');
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === url && (init?.method ?? 'GET') === method,
  );

describe('PhotoCard', () => {
  beforeEach(() => localStorage.setItem('token', 'token-1'));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows edit caption and delete to the owner only', async () => {
    const fetchMock = stubFetch(signedIn);
    renderCard(makePhoto({ user: { ...makePhoto().user, _id: testUser._id } }));
    await whenSignedIn(fetchMock);
    expect(await screen.findByRole('button', { name: 'Edit caption' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    cleanup();

    renderCard(makePhoto());
    await whenSignedIn(fetchMock);
    expect(screen.getByRole('button', { name: /^Like/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit caption' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('asks a visitor to log in before liking', async () => {
    localStorage.clear();
    const fetchMock = stubFetch({});
    renderCard(makePhoto());
    fireEvent.click(await screen.findByRole('button', { name: /^Like/ }));
    expect(await screen.findByText('Please log in to like photos.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/photos/like/photo-1')).toHaveLength(0);
  });

  it('reports someone else’s photo in two clicks: the flag, then a category', async () => {
    const fetchMock = stubFetch({
      ...signedIn,
      'POST /api/reports': {
        status: 201,
        body: { message: 'User reported successfully. Thank you for your feedback.' },
      },
    });
    renderCard(makePhoto());
    await whenSignedIn(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Report photo by bob' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Spam or scam' }));
    expect(await screen.findByText(/User reported successfully/)).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST', '/api/reports');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      kind: 'photo',
      id: 'photo-1',
      category: 'spam',
    });
  });

  it('shows no report flag on one’s own photo', async () => {
    const fetchMock = stubFetch(signedIn);
    renderCard(makePhoto({ user: { ...makePhoto().user, _id: testUser._id } }));
    await whenSignedIn(fetchMock);
    expect(screen.queryByRole('button', { name: /^Report photo/ })).toBeNull();
  });

  it('likes a photo and shows the new count', async () => {
    const fetchMock = stubFetch({
      ...signedIn,
      'PUT /api/photos/like/photo-1': { body: { photo: makePhoto({ likes: [testUser._id] }) } },
    });
    renderCard(makePhoto());
    await whenSignedIn(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Like (0)' }));
    const liked = await screen.findByRole('button', { name: 'Like (1)' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
  });

  it('fetches comments on first opening only and never sends a blank comment', async () => {
    const comment = { _id: 'c-1', user: { _id: 'user-1', username: 'alice' }, text: 'Lovely!' };
    const fetchMock = stubFetch({
      ...signedIn,
      'GET /api/comments/photo-1': { body: [] },
      'POST /api/comments/photo-1': { status: 201, body: comment },
    });
    renderCard(makePhoto());
    await whenSignedIn(fetchMock);
    expect(screen.queryByText('No comments yet.')).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/comments/photo-1')).toHaveLength(0);

    const toggle = screen.getByRole('button', { name: 'Comments (0)' });
    fireEvent.click(toggle);
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(screen.getByText('No comments yet.')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/comments/photo-1')).toHaveLength(1);

    const input = screen.getByLabelText('Add a comment');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(callsTo(fetchMock, 'POST', '/api/comments/photo-1')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Lovely!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Lovely!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comments (1)' })).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST', '/api/comments/photo-1')[0];
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Lovely!' });
  });

  it('shows a failed read of the comments, and reads them again when opened again', async () => {
    const comment = { _id: 'c-1', user: { _id: 'user-3', username: 'cy' }, text: 'Nice one' };
    const fetchMock = stubFetch({
      ...signedIn,
      'GET /api/comments/photo-1': { status: 503, body: { message: 'Try again later.' } },
    });
    renderCard(makePhoto({ commentCount: 1 }));
    await whenSignedIn(fetchMock);
    const toggle = screen.getByRole('button', { name: 'Comments (1)' });
    fireEvent.click(toggle);
    expect(await screen.findByText('Try again later.')).toBeTruthy();
    // Tried three times (the first read and two retries of a server failure).
    expect(callsTo(fetchMock, 'GET', '/api/comments/photo-1')).toHaveLength(3);

    stubFetch({ ...signedIn, 'GET /api/comments/photo-1': { body: [comment] } });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(await screen.findByText('Nice one')).toBeTruthy();
    expect(screen.queryByText('Try again later.')).toBeNull();
  });

  it('confirms before deleting and removes the card', async () => {
    const fetchMock = stubFetch({
      ...signedIn,
      'DELETE /api/photos/photo-1': { body: { message: 'Photo deleted successfully!' } },
    });
    renderCard(makePhoto({ user: { ...makePhoto().user, _id: testUser._id } }));
    await whenSignedIn(fetchMock);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DELETE_PHOTO_CONFIRMATION)).toBeTruthy();
    expect(DELETE_PHOTO_CONFIRMATION).toBe(
      'Are you sure you want to delete this photo? This action cannot be undone.',
    );
    expect(callsTo(fetchMock, 'DELETE', '/api/photos/photo-1')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Photo deleted successfully!')).toBeTruthy();
    expect(await screen.findByText('No photos uploaded yet.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/api/photos/photo-1')).toHaveLength(1);
  });

  it('saves an edited caption and shows the server message when saving fails', async () => {
    const fetchMock = stubFetch({
      ...signedIn,
      'PUT /api/photos/photo-1': { status: 403, body: { message: 'Not your photo.' } },
    });
    renderCard(makePhoto({ user: { ...makePhoto().user, _id: testUser._id } }));
    await whenSignedIn(fetchMock);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit caption' }));
    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'New words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not your photo.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Sunset at the beach')).toBeTruthy();
  });

  it("follows the owner's new profile picture without a reload", async () => {
    const fetchMock = stubFetch(signedIn);
    const { container } = renderCard(
      makePhoto({ user: { ...makePhoto().user, _id: testUser._id, username: testUser.username } }),
    );
    await whenSignedIn(fetchMock);
    const avatar = () => container.querySelector('.photo-card-author img')?.getAttribute('src');
    expect(avatar()).toBe('/default-avatar.svg');
    fireEvent.click(screen.getByRole('button', { name: 'New picture' }));
    expect(avatar()).toBe('/uploads/avatars/new.webp');
  });
});

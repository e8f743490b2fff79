// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSocketClient } from '../../api/socket';
import { setToken } from '../../api/http';
import { setUpgradeWaiting } from '../../session/connectionHold';
import { pageHelpers } from './testSupport/anonymousPage';

type Handler = (...args: any[]) => void;

const fakeSocket = await vi.hoisted(async () => {
  const { createFakeSocket } = await import('../../testSupport/fakeSocket');
  return createFakeSocket();
});

const auth = vi.hoisted(() => ({ user: null as null | { _id: string; username: string } }));

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
// The client is fetched on demand in the app (its own chunk); here it is the mock above.
beforeAll(() => loadSocketClient());
vi.mock('../../session/AuthContext', () => ({ useAuth: () => auth }));
vi.mock('../../session/ConfigContext', () =>
  import('./testSupport/anonymousMocks').then((m) => m.configModule),
);
vi.mock('../../components/Captcha', () =>
  import('./testSupport/anonymousMocks').then((m) => m.captchaModule),
);
vi.mock('../../api/compressImage', () =>
  import('./testSupport/anonymousMocks').then((m) => m.compressModule),
);

const { renderPage, lastEmit, startMatch, matched } = pageHelpers(fakeSocket, auth);

/** Reveals one's profile (the server agrees), and the partner, bob, reveals theirs. */
function revealBothWays() {
  fireEvent.click(screen.getByRole('button', { name: 'Reveal My Profile' }));
  act(() => (lastEmit('revealProfile')[0] as Handler)({ ok: true }));
  expect(screen.getByText('Your profile has been revealed!')).toBeTruthy();
  act(() =>
    fakeSocket.trigger('partnerProfileRevealed', {
      _id: 'u2',
      username: 'bob',
      profilePicture: '',
    }),
  );
}

describe('AnonymousChatPage: reveal and friend request', () => {
  it('tells a visitor to log in to reveal, and shows Login/Register on a revealed profile', () => {
    renderPage();
    startMatch();
    matched();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal My Profile' }));
    expect(screen.getByText('You must be logged in to reveal your profile.')).toBeTruthy();
    expect(fakeSocket.emit.mock.calls.some(([name]) => name === 'revealProfile')).toBe(false);
    act(() =>
      fakeSocket.trigger('partnerProfileRevealed', {
        _id: 'u2',
        username: 'bob',
        profilePicture: 'default_avatar.jpg',
      }),
    );
    expect(screen.getByRole('link', { name: 'bob' }).getAttribute('href')).toBe('/profile/u2');
    expect(screen.getByText('Please log in to send a friend request.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('lets a logged-in user reveal and send a friend request', () => {
    auth.user = { _id: 'u1', username: 'alice' };
    renderPage();
    startMatch();
    matched();
    revealBothWays();
    fireEvent.click(screen.getByRole('button', { name: 'Send Friend Request' }));
    expect(lastEmit('sendFriendRequestFromAnonymousChat')[0]).toBe('u2');
    act(() => fakeSocket.trigger('friendRequestSent', 'Friend request sent.'));
    expect(screen.getByText('Friend request sent.')).toBeTruthy();
    const sent = screen.getByRole('button', { name: 'Request Sent' }) as HTMLButtonElement;
    expect(sent.disabled).toBe(true);
  });
});

afterEach(() => {
  act(() => setUpgradeWaiting(false));
  setToken(null);
});

const emitted = (event: string) => fakeSocket.emit.mock.calls.filter(([name]) => name === event);

/** The visitor signs up in the sheet: a token and a user, the connection still the visitor's. */
function signUpMidChat() {
  setToken('new-token');
  auth.user = { _id: 'u1', username: 'alice' };
  act(() => setUpgradeWaiting(true));
}

describe('AnonymousChatPage: signing up mid-chat', () => {
  it('lends the chat connection the new sign-in, then reveals and befriends', () => {
    renderPage();
    startMatch();
    matched();
    signUpMidChat();
    expect(emitted('adoptSession')).toHaveLength(1);
    expect(lastEmit('adoptSession')[0]).toEqual({ token: 'new-token' });
    // Until the server took it, the chat is still a visitor's.
    fireEvent.click(screen.getByRole('button', { name: 'Reveal My Profile' }));
    expect(emitted('revealProfile')).toHaveLength(0);
    act(() => (lastEmit('adoptSession')[1] as Handler)({ ok: true }));

    revealBothWays();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send Friend Request' }));
    expect(lastEmit('sendFriendRequestFromAnonymousChat')[0]).toBe('u2');
    expect(emitted('adoptSession')).toHaveLength(1);
  });

  it('stays a visitor’s chat when the server refuses the sign-in', () => {
    renderPage();
    startMatch();
    matched();
    signUpMidChat();
    act(() =>
      (lastEmit('adoptSession')[1] as Handler)({
        ok: false,
        message: 'Your session has expired. Please log in again.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reveal My Profile' }));
    expect(screen.getByText('You must be logged in to reveal your profile.')).toBeTruthy();
    expect(emitted('revealProfile')).toHaveLength(0);
  });
});

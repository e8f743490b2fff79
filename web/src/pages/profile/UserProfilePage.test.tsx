// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@serendip/protocol';
import { stubFetch, testConfig, testUser } from '../../testSupport/fakeFetch';
import { renderApp } from '../../testSupport/renderApp';

const bob: UserProfile = {
  _id: 'user-2',
  username: 'bob',
  profilePicture: 'default_avatar.jpg',
  bio: 'Hiking and tea',
  interests: ['Travel'],
  isFriend: false,
  requestSent: false,
  requestReceived: false,
  isBlocked: false,
};

const signedIn = {
  'GET /api/config': { body: testConfig },
  'GET /api/users/profile': { body: testUser },
  'GET /api/users/user-2': { body: bob },
  'GET /api/photos/user/user-2': { body: [] },
};

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => input === url && init?.method === method);

describe('UserProfilePage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows the profile to a visitor and asks them to log in to block or report', async () => {
    stubFetch({ ...signedIn, 'GET /api/users/profile': { status: 401, body: {} } });
    renderApp('/profile/user-2');
    expect(await screen.findByRole('heading', { name: 'bob' })).toBeTruthy();
    expect(screen.getByText('Hiking and tea')).toBeTruthy();
    expect(await screen.findByText('No photos uploaded yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(screen.getByText('Please log in to block users.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByText('Please log in to report users.')).toBeTruthy();
  });

  it('reports with a picked category and Submit; a tap on a category sends nothing', async () => {
    localStorage.setItem('token', 'token-1');
    const fetchMock = stubFetch({
      ...signedIn,
      'POST /api/users/report/user-2': { status: 201, body: { message: 'Reported.' } },
    });
    renderApp('/profile/user-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    // Neither a category nor a reason: the spec's message, and no call.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(within(dialog).getByText('Please provide a reason for reporting.')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/users/report/user-2')).toHaveLength(0);

    const spam = within(dialog).getByRole('radio', { name: 'Spam or scam' }) as HTMLInputElement;
    fireEvent.click(spam);
    expect(spam.checked).toBe(true);
    expect(within(dialog).queryByText('Please provide a reason for reporting.')).toBeNull();
    expect(calls(fetchMock, 'POST', '/api/users/report/user-2')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(
      await screen.findByText('User reported successfully. Thank you for your feedback.'),
    ).toBeTruthy();
    const [sent] = calls(fetchMock, 'POST', '/api/users/report/user-2');
    // The category stands for the reason when none is typed.
    expect(JSON.parse(String(sent![1]?.body))).toEqual({
      reason: 'Spam or scam',
      category: 'spam',
    });
  });

  it('sends a typed reason with the picked category', async () => {
    localStorage.setItem('token', 'token-1');
    const fetchMock = stubFetch({
      ...signedIn,
      'POST /api/users/report/user-2': { status: 201, body: { message: 'Reported.' } },
    });
    renderApp('/profile/user-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('What happened?'), {
      target: { value: 'Sells fake tickets' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(
      await screen.findByText('User reported successfully. Thank you for your feedback.'),
    ).toBeTruthy();
    const [sent] = calls(fetchMock, 'POST', '/api/users/report/user-2');
    expect(JSON.parse(String(sent![1]?.body))).toEqual({
      reason: 'Sells fake tickets',
      category: 'spam',
    });
  });

  it('blocks after confirming, then offers Unblock', async () => {
    localStorage.setItem('token', 'token-1');
    stubFetch({ ...signedIn, 'PUT /api/users/block/user-2': { body: { message: 'Blocked.' } } });
    renderApp('/profile/user-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/This will also unfriend them\.$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('bob has been blocked.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('sends a friend request and shows Request Sent', async () => {
    localStorage.setItem('token', 'token-1');
    stubFetch({
      ...signedIn,
      'POST /api/friends/request/user-2': { body: { message: 'Friend request sent.' } },
    });
    renderApp('/profile/user-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Friend' }));
    const sent = await screen.findByRole('button', { name: 'Request Sent' });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'Profile not found.' for an unknown user", async () => {
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/users/nobody': { status: 404, body: { message: 'Profile not found.' } },
    });
    renderApp('/profile/nobody');
    expect(await screen.findByText('Profile not found.')).toBeTruthy();
  });
});

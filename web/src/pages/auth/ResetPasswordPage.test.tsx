// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_REDIRECT_DELAY_MS } from '@serendip/protocol';
import { stubFetch } from '../../testSupport/fakeFetch';
import { ResetPasswordPage } from './ResetPasswordPage';

function renderResetPage() {
  render(
    <MemoryRouter initialEntries={['/resetpassword/abc123']}>
      <Routes>
        <Route path="/resetpassword/:resettoken" element={<ResetPasswordPage />} />
        <Route path="/login" element={<p>Login screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function fillAndSubmit(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const resetCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

  it('refuses mismatching passwords without calling the server', () => {
    const fetchMock = stubFetch({ 'GET /api/auth/resetpassword/abc123': { body: {} } });
    renderResetPage();
    fillAndSubmit('secret123', 'secret124');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(resetCalls(fetchMock)).toHaveLength(0);
  });

  it('says at once that a used or expired link cannot be used, with a way to a new one', async () => {
    stubFetch({
      'GET /api/auth/resetpassword/abc123': {
        status: 400,
        body: { message: 'Invalid or expired reset token.' },
      },
    });
    renderResetPage();
    expect(
      await screen.findByText('This reset link has expired or has already been used.'),
    ).toBeTruthy();
    const offer = screen.getByRole('link', { name: 'Send a new reset link' });
    expect(offer.getAttribute('href')).toBe('/forgotpassword');
  });

  it('shows no warning for a usable link', async () => {
    const fetchMock = stubFetch({ 'GET /api/auth/resetpassword/abc123': { body: {} } });
    renderResetPage();
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByText('This reset link has expired or has already been used.')).toBeNull();
  });

  it('sends the new password and goes to /login after 3 seconds', async () => {
    // Only the page's timers: React's scheduler keeps its real setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      'GET /api/auth/resetpassword/abc123': { body: {} },
      'PUT /api/auth/resetpassword/abc123': { body: {} },
    });
    renderResetPage();
    fillAndSubmit('secret123', 'secret123');
    expect(await screen.findByText('Password has been reset successfully!')).toBeTruthy();
    const [[, init]] = resetCalls(fetchMock);
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'secret123' });
    await act(async () => {}); // lets the page start its redirect timer
    await act(async () => vi.advanceTimersByTime(RESET_REDIRECT_DELAY_MS - 100));
    expect(screen.queryByText('Login screen')).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByText('Login screen')).toBeTruthy();
  });

  it('shows the server message when the reset fails', async () => {
    stubFetch({
      'PUT /api/auth/resetpassword/abc123': { status: 400, body: { message: 'Token expired.' } },
    });
    renderResetPage();
    fillAndSubmit('secret123', 'secret123');
    expect(await screen.findByText('Token expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a new reset link' })).toBeTruthy();
  });
});

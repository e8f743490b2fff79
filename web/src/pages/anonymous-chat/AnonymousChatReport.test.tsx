// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSocketClient } from '../../api/socket';
import { pageHelpers } from './testSupport/anonymousPage';

type Handler = (...args: any[]) => void;

const fakeSocket = await vi.hoisted(async () => {
  const { createFakeSocket } = await import('../../testSupport/fakeSocket');
  return createFakeSocket();
});

const auth = vi.hoisted(() => ({ user: null as null | { _id: string; username: string } }));

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
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
/** A real Escape key press as the modal reads it (by code). */
const ESCAPE = { key: 'Escape', code: 'Escape', keyCode: 27 };
const emitted = (event: string) =>
  fakeSocket.emit.mock.calls.filter(([name]) => name === event).length;

/** The first click: the chat's Report control; returns the dialog it opens. */
function openReport(): HTMLElement {
  renderPage();
  startMatch();
  matched();
  fireEvent.click(screen.getByRole('button', { name: 'Report' }));
  return screen.getByRole('dialog', { name: 'Report the stranger' });
}

describe('AnonymousChatPage: reporting the stranger in two clicks', () => {
  it('sends the report with the category clicked, then moves on to a new stranger', async () => {
    const dialog = openReport();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Threats or violence' }));
    const [payload, ack] = lastEmit('reportAnonymousPartner') as [unknown, Handler];
    // No reason typed: the category's name stands for it (the event requires a reason).
    expect(payload).toEqual({ reason: 'Threats or violence', category: 'threats' });
    await act(async () => ack({ ok: true, message: 'Report received.' }));
    expect(screen.getByText('Report received.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(emitted('skipAnonymousChat')).toBe(1));
    // Looking for someone new, with no way back to the stranger just reported.
    expect(screen.getByText('Matching...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
  });

  it('sends a reason typed before the category', () => {
    const dialog = openReport();
    fireEvent.change(within(dialog).getByLabelText('What happened? (optional)'), {
      target: { value: '  asked my address ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Harassment or hate' }));
    expect(lastEmit('reportAnonymousPartner')[0]).toEqual({
      reason: 'asked my address',
      category: 'harassment',
    });
  });

  it('sends nothing on Escape or Cancel, and the chat goes on', () => {
    openReport();
    fireEvent.keyDown(screen.getByRole('dialog'), ESCAPE);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(emitted('reportAnonymousPartner')).toBe(0);
    expect(emitted('skipAnonymousChat')).toBe(0);
    expect(screen.getByText('Chatting with Stranger')).toBeTruthy();
  });

  it('shows a refusal in the dialog and lets another category be tried', async () => {
    const dialog = openReport();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spam or scam' }));
    const [, ack] = lastEmit('reportAnonymousPartner') as [unknown, Handler];
    await act(async () => ack({ ok: false, message: 'Too many requests.' }));
    expect(within(dialog).getByText('Too many requests.')).toBeTruthy();
    const retry = within(dialog).getByRole('button', { name: 'Spam or scam' }) as HTMLButtonElement;
    expect(retry.disabled).toBe(false);
    expect(emitted('skipAnonymousChat')).toBe(0);
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { io } from 'socket.io-client';
import { connectSocket, disconnectSocket, getSocket, loadSocketClient } from '../../api/socket';
import { createFakeSocket } from '../../testSupport/fakeSocket';
import { PARTNER_CHAT_TERMINATED } from '@serendip/protocol';
import { pageHelpers } from './testSupport/anonymousPage';
import { PARTNER_LEFT_TOAST_DELAY_MS } from './useAnonymousChat';

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

const { renderPage, matchButton, lastEmit, startMatch, matched } = pageHelpers(fakeSocket, auth);

describe('AnonymousChatPage: captcha, matching and leaving', () => {
  it('goes back to the start with the reason when the safety checks end the chat', () => {
    renderPage();
    startMatch();
    matched();
    const reason = 'Serendip is only for adults (18 and over).';
    act(() => fakeSocket.trigger('chatTerminated', { reason }));
    expect(screen.getByText('Chat ended')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByText('Chatting with Stranger')).toBeNull();
    expect(matchButton()).toBeTruthy();
  });

  it('says once why a message ended the chat: one notice for the sender, one for the partner', async () => {
    renderPage();
    startMatch();
    matched();
    const reason = 'Threats are not allowed. This chat has ended.';
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'kys' } });
    fireEvent.submit(screen.getByLabelText('Message').closest('form')!);
    const [, ack] = lastEmit('sendAnonymousMessage') as [unknown, (reply: unknown) => void];
    // The server's order: the warning, the chat's end, then the refused send.
    act(() =>
      fakeSocket.trigger('moderationNotice', { kind: 'warning', rule: 'threats', message: reason }),
    );
    act(() => fakeSocket.trigger('chatTerminated', { reason }));
    act(() => ack({ ok: false, message: reason }));
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.getByText('Chat ended')).toBeTruthy();
  });

  it("the partner of a chat the safety checks ended hears why, without a 'disconnected' toast", async () => {
    renderPage();
    startMatch();
    matched();
    act(() => fakeSocket.trigger('partnerDisconnected'));
    act(() => fakeSocket.trigger('chatTerminated', { reason: PARTNER_CHAT_TERMINATED }));
    await new Promise((resolve) => setTimeout(resolve, PARTNER_LEFT_TOAST_DELAY_MS + 100));
    expect(screen.getByText(PARTNER_CHAT_TERMINATED)).toBeTruthy();
    expect(screen.queryByText('Your partner has disconnected.')).toBeNull();
    expect(screen.queryByText('Stranger has disconnected')).toBeNull();
    expect(screen.queryByText('The stranger left the chat.')).toBeNull();
  });

  it('keeps Match with a Stranger disabled until the captcha is solved', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Anonymous Chat' })).toBeTruthy();
    expect(matchButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(matchButton().disabled).toBe(false);
  });

  it('asks for a match with the interests and the captcha, and shows Matching...', () => {
    renderPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Interests' }), {
      target: { value: 'Chess' },
    });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Interests' }), { key: 'Enter' });
    startMatch();
    expect(lastEmit('requestAnonymousMatch')[0]).toEqual({
      interests: ['Chess'],
      // Preset from the browser's languages (jsdom's en-US) on a first visit.
      languages: ['en'],
      recaptchaValue: 'captcha-payload',
    });
    expect(screen.getByText('Matching...')).toBeTruthy();
    expect(screen.getByText('Looking for someone who shares your interests…')).toBeTruthy();
    expect(screen.getByTestId('ad-slot')).toBeTruthy();
    act(() => fakeSocket.trigger('matching', { widened: true }));
    expect(
      screen.getByText('No one with your interests right now — matching you with anyone…'),
    ).toBeTruthy();
  });

  it('keeps the interests typed while the connection was still opening', () => {
    act(() => disconnectSocket(getSocket()!));
    renderPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Interests' }), {
      target: { value: 'Chess' },
    });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Interests' }), { key: 'Enter' });
    act(() => {
      connectSocket(null);
    });
    startMatch();
    expect(lastEmit('requestAnonymousMatch')[0]).toMatchObject({ interests: ['Chess'] });
  });

  it('starts afresh on a new connection (after a login or logout)', () => {
    renderPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Interests' }), {
      target: { value: 'Chess' },
    });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Interests' }), { key: 'Enter' });
    const next = createFakeSocket();
    vi.mocked(io).mockReturnValueOnce(next as never);
    act(() => {
      connectSocket(null);
    });
    startMatch();
    const call = next.emit.mock.calls.find(([name]) => name === 'requestAnonymousMatch');
    expect(call?.[1]).toMatchObject({ interests: [] });
  });

  it('shows a failed request and a fresh captcha', () => {
    renderPage();
    startMatch();
    const ack = lastEmit('requestAnonymousMatch')[1] as Handler;
    act(() => ack({ ok: false, message: 'Captcha verification failed.' }));
    expect(screen.getByText('Captcha verification failed.')).toBeTruthy();
    expect(matchButton().disabled).toBe(true);
  });

  it('puts the focus in the message box on a match', () => {
    renderPage();
    startMatch();
    matched();
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));
  });

  it('skips on Esc pressed twice, after a hint', () => {
    renderPage();
    startMatch();
    matched();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByText('Press Esc again to skip')).toBeTruthy();
    expect(fakeSocket.emit.mock.calls.some(([name]) => name === 'skipAnonymousChat')).toBe(false);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(fakeSocket.emit.mock.calls.some(([name]) => name === 'skipAnonymousChat')).toBe(true);
    expect(screen.getByText('Matching...')).toBeTruthy();
  });
});

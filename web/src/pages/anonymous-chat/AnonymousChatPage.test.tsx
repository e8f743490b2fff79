// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSocket, loadSocketClient } from '../../api/socket';
import { ToastProvider } from '../../components/Toasts';
import { AnonymousChatPage } from './AnonymousChatPage';

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
vi.mock('../../session/ConfigContext', () => ({
  useConfig: () => ({
    captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
    ads: { provider: 'house' },
    iceServers: [],
  }),
}));
// A stand-in captcha: a button that "solves" it with a fixed payload.
vi.mock('../../components/Captcha', () => ({
  Captcha: ({ onVerify }: { onVerify(payload: string): void }) => (
    <button type="button" onClick={() => onVerify('captcha-payload')}>
      Solve captcha
    </button>
  ),
}));

vi.mock('../../api/compressImage', () => ({
  compressImage: async (file: File) => file,
  isImageFile: (file: File) => file.type.startsWith('image/'),
}));

const IMAGE = '/uploads/anon/0123abcd-0123-4567-89ab-0123456789ab.jpg';

function renderPage() {
  return render(
    <MemoryRouter>
      <ToastProvider>
        <AnonymousChatPage />
      </ToastProvider>
    </MemoryRouter>,
  );
}

const matchButton = () =>
  screen.getByRole('button', { name: 'Match with a Stranger' }) as HTMLButtonElement;

/** The last emit of `event`, as its argument list. */
function lastEmit(event: string): unknown[] {
  const call = fakeSocket.emit.mock.calls.filter(([name]) => name === event).at(-1);
  if (!call) throw new Error(`${event} was not emitted`);
  return call.slice(1);
}

function startMatch() {
  fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
  fireEvent.click(matchButton());
}

function matched(sharedInterests: string[] = ['Music']) {
  act(() =>
    fakeSocket.trigger('matched', {
      sharedInterests,
      isRegistered: false,
      uploadToken: 'upload-token',
    }),
  );
}

beforeEach(() => {
  fakeSocket.handlers.clear();
  fakeSocket.emit.mockReset();
  auth.user = null;
  act(() => {
    connectSocket(null);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AnonymousChatPage', () => {
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

  it('keeps Match with a Stranger disabled until the captcha is solved', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Anonymous Chat' })).toBeTruthy();
    expect(matchButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(matchButton().disabled).toBe(false);
  });

  it('asks for a match with the interests and the captcha, and shows Matching...', () => {
    renderPage();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Chess' } });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    startMatch();
    expect(lastEmit('requestAnonymousMatch')[0]).toEqual({
      interests: ['Chess'],
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

  it('shows a failed request and a fresh captcha', () => {
    renderPage();
    startMatch();
    const ack = lastEmit('requestAnonymousMatch')[1] as Handler;
    act(() => ack({ ok: false, message: 'Captcha verification failed.' }));
    expect(screen.getByText('Captcha verification failed.')).toBeTruthy();
    expect(matchButton().disabled).toBe(true);
  });

  it('shows Chatting with Stranger, sends text and shows both sides', () => {
    renderPage();
    startMatch();
    matched(['Music']);
    expect(screen.getByText('Chatting with Stranger')).toBeTruthy();
    expect(screen.getByText('You both like Music')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '<b>hi</b>' } });
    fireEvent.submit(screen.getByLabelText('Message').closest('form')!);
    const [payload, ack] = lastEmit('sendAnonymousMessage') as [unknown, Handler];
    expect(payload).toEqual({ content: '<b>hi</b>', type: 'text' });
    act(() => ack({ ok: true, content: '<b>hi</b>' }));
    act(() =>
      fakeSocket.trigger('receiveAnonymousMessage', {
        sender: 'Stranger',
        content: 'hello',
        type: 'text',
      }),
    );
    expect(screen.getByText('<b>hi</b>').closest('.anon-message')?.className).toContain('mine');
    expect(screen.getByText('hello').closest('.anon-message')?.className).toContain('theirs');
  });

  it("blurs the stranger's image until Click to reveal is clicked", () => {
    renderPage();
    startMatch();
    matched();
    act(() =>
      fakeSocket.trigger('receiveAnonymousMessage', {
        sender: 'Stranger',
        content: IMAGE,
        type: 'image',
      }),
    );
    expect(screen.queryByRole('img', { name: 'Shared image' })).toBeNull();
    fireEvent.click(screen.getByText('Click to reveal'));
    expect(screen.getByRole('img', { name: 'Shared image' }).getAttribute('src')).toBe(IMAGE);
    expect(screen.queryByText('Click to reveal')).toBeNull();
  });

  it('on partner disconnect shows the toast, keeps the conversation and offers one New chat', () => {
    renderPage();
    startMatch();
    matched();
    act(() =>
      fakeSocket.trigger('receiveAnonymousMessage', {
        sender: 'Stranger',
        content: 'bye',
        type: 'text',
      }),
    );
    act(() => fakeSocket.trigger('partnerDisconnected'));
    expect(screen.getByText('Your partner has disconnected.')).toBeTruthy();
    expect(screen.getByText('bye')).toBeTruthy();
    expect(screen.getByText('Stranger has disconnected')).toBeTruthy();
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'New chat' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'New chat' }));
    expect(lastEmit('requestAnonymousMatch')[0]).toEqual({ interests: [] });
    expect(screen.queryByText('bye')).toBeNull();
  });

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
    fireEvent.click(screen.getByRole('button', { name: 'Send Friend Request' }));
    expect(lastEmit('sendFriendRequestFromAnonymousChat')[0]).toBe('u2');
    act(() => fakeSocket.trigger('friendRequestSent', 'Friend request sent.'));
    expect(screen.getByText('Friend request sent.')).toBeTruthy();
    const sent = screen.getByRole('button', { name: 'Request Sent' }) as HTMLButtonElement;
    expect(sent.disabled).toBe(true);
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

  it('clears messages and the revealed profile on a new match', () => {
    renderPage();
    startMatch();
    matched();
    act(() =>
      fakeSocket.trigger('receiveAnonymousMessage', {
        sender: 'Stranger',
        content: 'one',
        type: 'text',
      }),
    );
    act(() =>
      fakeSocket.trigger('partnerProfileRevealed', {
        _id: 'u2',
        username: 'bob',
        profilePicture: '',
      }),
    );
    matched([]);
    expect(screen.queryByText('one')).toBeNull();
    expect(screen.queryByText('bob')).toBeNull();
    expect(screen.getByText('Matched at random')).toBeTruthy();
  });

  it('uploads an image with the match token and sends its URL', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ fileUrl: IMAGE }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    startMatch();
    matched();
    const file = new File(['x'], 'cat.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('anon-image-input'), { target: { files: [file] } });
    await waitFor(() =>
      expect(fakeSocket.emit.mock.calls.some(([name]) => name === 'sendAnonymousMessage')).toBe(
        true,
      ),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-Anonymous-Upload']).toBe('upload-token');
    const [payload, ack] = lastEmit('sendAnonymousMessage') as [unknown, Handler];
    expect(payload).toEqual({ content: IMAGE, type: 'image' });
    act(() => ack({ ok: true, content: IMAGE }));
    // one's own image is not blurred
    expect(screen.getByRole('img', { name: 'Shared image' })).toBeTruthy();
  });

  it('reports the stranger with a reason and shows the answer', async () => {
    renderPage();
    startMatch();
    matched();
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(screen.getByText('Please provide a reason for reporting.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'rude' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    const [payload, ack] = lastEmit('reportAnonymousPartner') as [unknown, Handler];
    expect(payload).toEqual({ reason: 'rude' });
    await act(async () => ack({ ok: true, message: 'Report received.' }));
    expect(screen.getByText('Report received.')).toBeTruthy();
    // The reporter moves on to a new stranger.
    await waitFor(() => expect(lastEmit('skipAnonymousChat')).toBeTruthy());
  });
});

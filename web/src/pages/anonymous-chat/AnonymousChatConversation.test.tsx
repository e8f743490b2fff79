// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSocketClient } from '../../api/socket';
import { IMAGE, pageHelpers } from './testSupport/anonymousPage';

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

describe('AnonymousChatPage: the conversation', () => {
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

  it('shows a note under messages whose contact details were hidden, on both sides', () => {
    renderPage();
    startMatch();
    matched();
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'add me on snapchat: jimmy_2011' },
    });
    fireEvent.submit(screen.getByLabelText('Message').closest('form')!);
    const [, ack] = lastEmit('sendAnonymousMessage') as [unknown, Handler];
    act(() => ack({ ok: true, content: 'add me on snapchat: **********', hidden: 'contact' }));
    act(() =>
      fakeSocket.trigger('receiveAnonymousMessage', {
        sender: 'Stranger',
        content: 'call me at ************',
        type: 'text',
        hidden: 'contact',
      }),
    );
    act(() =>
      fakeSocket.trigger('receiveAnonymousMessage', {
        sender: 'Stranger',
        content: 'I love my instagram feed',
        type: 'text',
      }),
    );
    const mine = screen.getByText('add me on snapchat: **********').closest('.anon-message')!;
    expect(mine.textContent).toContain('Contact details hidden from the stranger');
    const theirs = screen.getByText('call me at ************').closest('.anon-message')!;
    expect(theirs.textContent).toContain('Contact details were hidden for your safety');
    const plain = screen.getByText('I love my instagram feed').closest('.anon-message')!;
    expect(plain.querySelector('.hidden-note')).toBeNull();
    expect(screen.queryByText('jimmy_2011', { exact: false })).toBeNull();
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

  it('on partner disconnect shows the toast, keeps the conversation and offers one New chat', async () => {
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
    expect(await screen.findByText('Your partner has disconnected.')).toBeTruthy();
    expect(screen.getByText('bye')).toBeTruthy();
    expect(screen.getByText('Stranger has disconnected')).toBeTruthy();
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'New chat' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'New chat' }));
    expect(lastEmit('requestAnonymousMatch')[0]).toEqual({ interests: [], languages: ['en'] });
    expect(screen.queryByText('bye')).toBeNull();
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
    // The image waits in a preview: nothing is uploaded before Send.
    expect(screen.getByRole('form', { name: 'Photo preview' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), {
      target: { value: 'my cat' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send photo' }));
    const sends = () =>
      fakeSocket.emit.mock.calls.filter(([name]) => name === 'sendAnonymousMessage');
    await waitFor(() => expect(sends()).toHaveLength(2));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-Anonymous-Upload']).toBe('upload-token');
    // The image first, then its caption as a text message of its own.
    expect(sends()[1][1]).toEqual({ content: 'my cat', type: 'text' });
    const [payload, ack] = sends()[0].slice(1) as [unknown, Handler];
    expect(payload).toEqual({ content: IMAGE, type: 'image' });
    act(() => ack({ ok: true, content: IMAGE }));
    // one's own image is not blurred
    expect(screen.getByRole('img', { name: 'Shared image' })).toBeTruthy();
  });

  it('tells someone new why the image button does not open yet, and sends no image', () => {
    renderPage();
    startMatch();
    act(() =>
      fakeSocket.trigger('matched', {
        sharedInterests: [],
        isRegistered: false,
        uploadToken: 'upload-token',
        imagesLockedFor: 2,
      }),
    );
    const button = screen.getByRole('button', { name: 'Send an image (not yet available)' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(
      screen.getByText(/You can send images after 2 more chats with strangers\./),
    ).toBeTruthy();
    expect(fakeSocket.emit.mock.calls.some(([name]) => name === 'sendAnonymousMessage')).toBe(
      false,
    );
    // A later stranger (the lock is per match: this side's count comes with each match).
    matched([]);
    expect(screen.getByRole('button', { name: 'Send an image' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../testSupport/fakeFetch';
import {
  CALL_ID,
  emitsOf,
  ICE_SERVERS,
  lastEmit,
  matchWith,
  renderPage,
  resetPage,
  startMatch,
  type FakeSocket,
} from './testSupport/videoPage';

type Handler = (...args: any[]) => void;

const LEFT_AFTER_REPORT =
  'You left the call. You will not be matched with the person you reported again.';

const fakeSocket: FakeSocket = await vi.hoisted(() =>
  import('./testSupport/videoMocks').then((mocks) => mocks.createVideoSocket()),
);

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
vi.mock('../../session/ConfigContext', () =>
  import('./testSupport/videoMocks').then((mocks) => mocks.configModule),
);
vi.mock('../../session/AuthContext', () =>
  import('./testSupport/videoMocks').then((mocks) => mocks.authModule),
);
vi.mock('../../components/Captcha', () =>
  import('./testSupport/videoMocks').then((mocks) => mocks.captchaModule),
);

/** A real Escape key press as the modal reads it (by code). */
const ESCAPE = { key: 'Escape', code: 'Escape', keyCode: 27 };
const ALICE = 'aliceSocketId0001';

beforeEach(() => {
  resetPage(fakeSocket);
  stubFetch({
    'GET /api/video/ice-servers': { body: { iceServers: ICE_SERVERS, relayAvailable: false } },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** In a call with Alice, the first click: the flag on her tile; returns the dialog it opens. */
async function openReport(): Promise<HTMLElement> {
  renderPage();
  await startMatch(fakeSocket);
  await matchWith(fakeSocket, ALICE, true);
  fireEvent.click(screen.getByRole('button', { name: 'Report Stranger [alic]' }));
  return screen.getByRole('dialog', { name: 'Report Stranger [alic]' });
}

describe('VideoChatPage: reporting a call member in two clicks', () => {
  it('sends the report with the category clicked and shows the answer', async () => {
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sexual content' }));
    const [payload, ack] = lastEmit(fakeSocket, 'reportVideoMember') as [unknown, Handler];
    expect(payload).toEqual({
      callId: CALL_ID,
      socketId: ALICE,
      reason: 'Sexual content',
      category: 'sexual',
    });
    await act(async () => ack({ ok: true, message: 'Report received.' }));
    expect(screen.getByText('Report received.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Report means leave: the server took us out of the call, so the page is back at set-up.
    expect(screen.queryByRole('figure', { name: 'Stranger [alic]' })).toBeNull();
    expect(screen.getByText(LEFT_AFTER_REPORT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find a Match' })).toBeTruthy();
  });

  it('stays in the call when the report is refused, with the reason in the dialog', async () => {
    const dialog = await openReport();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Harassment or hate' }));
    const [, ack] = lastEmit(fakeSocket, 'reportVideoMember') as [unknown, Handler];
    await act(async () =>
      ack({ ok: false, message: 'You can only report a member of your call.' }),
    );
    expect(within(dialog).getByText('You can only report a member of your call.')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Stranger [alic]' })).toBeTruthy();
    expect(screen.queryByText(LEFT_AFTER_REPORT)).toBeNull();
  });

  it('sends a reason typed before the category', async () => {
    const dialog = await openReport();
    fireEvent.change(within(dialog).getByLabelText('What happened? (optional)'), {
      target: { value: 'rude' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Something else' }));
    expect(lastEmit(fakeSocket, 'reportVideoMember')[0]).toMatchObject({
      reason: 'rude',
      category: 'other',
    });
  });

  it('sends nothing on Escape or Cancel', async () => {
    await openReport();
    fireEvent.keyDown(screen.getByRole('dialog'), ESCAPE);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Report Stranger [alic]' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(emitsOf(fakeSocket, 'reportVideoMember')).toEqual([]);
    // The Escape that closed the dialog did not count toward Esc-twice-to-skip.
    expect(emitsOf(fakeSocket, 'skip-video-call')).toEqual([]);
    expect(screen.queryByText('Press Esc again to skip')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../testSupport/fakeFetch';
import type { FakeTrack } from './testSupport/fakeWebRtc';
import {
  CALL_ID,
  emitsOf,
  ICE_SERVERS,
  lastEmit,
  matchWith,
  renderPage,
  resetPage,
  serverSends,
  startMatch,
  type FakeSocket,
} from './testSupport/videoPage';
import { signedIn } from './testSupport/videoMocks';

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

const ALICE = 'aliceSocketId0001';

beforeEach(() => {
  resetPage(fakeSocket);
  signedIn.user = null;
  stubFetch({
    'GET /api/video/ice-servers': { body: { iceServers: ICE_SERVERS, relayAvailable: false } },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The tracks of the page's camera stream (what the peer connections send). */
async function localTracks(): Promise<FakeTrack[]> {
  const stream = await (navigator.mediaDevices.getUserMedia as any).mock.results[0].value;
  return stream.getTracks();
}

const track = (tracks: FakeTrack[], kind: 'audio' | 'video') =>
  tracks.find((each) => each.kind === kind)!;

async function inCallWithAlice() {
  renderPage();
  await startMatch(fakeSocket);
  await matchWith(fakeSocket, ALICE, true);
}

describe('call controls', () => {
  it('mutes and turns the camera off: tracks disabled, the others told, the buttons say so', async () => {
    await inCallWithAlice();
    const tracks = await localTracks();
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(track(tracks, 'audio').enabled).toBe(false);
    expect(track(tracks, 'video').enabled).toBe(true);
    expect(lastEmit(fakeSocket, 'callMediaState')[0]).toEqual({
      callId: CALL_ID,
      audio: false,
      video: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Camera off' }));
    expect(track(tracks, 'video').enabled).toBe(false);
    expect(lastEmit(fakeSocket, 'callMediaState')[0]).toEqual({
      callId: CALL_ID,
      audio: false,
      video: false,
    });
    const unmute = screen.getByRole('button', { name: 'Unmute' });
    expect(unmute.title).toBe('Unmute (M)');
    expect(unmute.getAttribute('aria-keyshortcuts')).toBe('M');
    expect(screen.getByRole('button', { name: 'Camera on' }).title).toBe('Camera on (V)');
    expect(screen.getByRole('button', { name: 'Skip' }).title).toBe('Skip (Esc twice)');
    fireEvent.click(unmute);
    expect(track(tracks, 'audio').enabled).toBe(true);
    expect(emitsOf(fakeSocket, 'callMediaState')).toHaveLength(3);
  });

  it('M and V work from the page but not while typing in the chat box', async () => {
    await inCallWithAlice();
    const tracks = await localTracks();
    const message = screen.getByLabelText('Message');
    fireEvent.keyDown(message, { key: 'm' });
    fireEvent.keyDown(message, { key: 'v' });
    expect(track(tracks, 'audio').enabled).toBe(true);
    expect(track(tracks, 'video').enabled).toBe(true);
    expect(emitsOf(fakeSocket, 'callMediaState')).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(track(tracks, 'audio').enabled).toBe(false);
    fireEvent.keyDown(document.body, { key: 'V' });
    expect(track(tracks, 'video').enabled).toBe(false);
    fireEvent.keyDown(document.body, { key: 'm', ctrlKey: true });
    expect(track(tracks, 'audio').enabled).toBe(false);
  });

  it('Esc twice skips to the next stranger', async () => {
    await inCallWithAlice();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByText('Press Esc again to skip')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByText('Matching...')).toBeTruthy();
  });

  it("shows a member's muted microphone and camera off on their tile", async () => {
    await inCallWithAlice();
    const tile = screen.getByRole('figure', { name: 'Stranger [alic]' });
    expect(within(tile).queryByRole('img', { name: 'Muted' })).toBeNull();
    await serverSends(fakeSocket, 'memberMediaState', {
      callId: CALL_ID,
      socketId: ALICE,
      audio: false,
      video: false,
    });
    expect(within(tile).getByRole('img', { name: 'Muted' })).toBeTruthy();
    expect(within(tile).getByRole('img', { name: 'Camera off' })).toBeTruthy();
    await serverSends(fakeSocket, 'memberMediaState', {
      callId: CALL_ID,
      socketId: ALICE,
      audio: true,
      video: true,
    });
    expect(within(tile).queryByRole('img', { name: 'Muted' })).toBeNull();
    expect(within(tile).queryByRole('img', { name: 'Camera off' })).toBeNull();
  });

  it('a muted person tells a newcomer too', async () => {
    await inCallWithAlice();
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    await serverSends(fakeSocket, 'newMemberJoinedCall', {
      callId: CALL_ID,
      member: 'bobSocketId000002',
      socketId: 'bobSocketId000002',
    });
    expect(emitsOf(fakeSocket, 'callMediaState')).toHaveLength(2);
  });

  it("fills in a signed-in person's profile interests", async () => {
    signedIn.user = { interests: ['Chess', 'Jazz'] };
    renderPage();
    await startMatch(fakeSocket);
    expect(lastEmit(fakeSocket, 'requestMatch')[0]).toMatchObject({
      interests: ['Chess', 'Jazz'],
    });
  });
});

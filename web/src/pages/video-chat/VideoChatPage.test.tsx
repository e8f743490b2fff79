// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../testSupport/fakeFetch';
import { PARTNER_CHAT_TERMINATED } from '@serendip/protocol';
import { FakePeerConnection } from './testSupport/fakeWebRtc';
import { MEMBER_LEFT_TOAST_DELAY_MS } from './useVideoCall';
import {
  CALL_ID,
  emitsOf,
  findMatchButton,
  ICE_SERVERS,
  lastEmit,
  matchWith,
  renderPage,
  resetPage,
  serverSends,
  startMatch,
  type FakeSocket,
} from './testSupport/videoPage';

type Handler = (...args: any[]) => void;

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
const BOB = 'bobSocketId000002';

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

describe('VideoChatPage before a call', () => {
  it('shows the preview and keeps Find a Match disabled until the captcha is solved', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Anonymous Video Chat' })).toBeTruthy();
    expect(await screen.findByLabelText('Your camera')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Open to Group Chat' })).toBeTruthy();
    expect(findMatchButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(findMatchButton().disabled).toBe(false);
  });

  it('asks for a match with fresh ICE servers, then shows Matching... and the widening', async () => {
    const fetchMock = stubFetch({
      'GET /api/video/ice-servers': { body: { iceServers: ICE_SERVERS, relayAvailable: false } },
    });
    renderPage();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open to Group Chat' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Interests' }), {
      target: { value: 'Chess' },
    });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Interests' }), { key: 'Enter' });
    await startMatch(fakeSocket);
    expect(fetchMock).toHaveBeenCalledWith('/api/video/ice-servers', expect.anything());
    expect(lastEmit(fakeSocket, 'requestMatch')[0]).toEqual({
      groupPreferred: true,
      interests: ['Chess'],
      languages: ['en'],
      captcha: 'captcha-payload',
    });
    expect(screen.getByText('Matching...')).toBeTruthy();
    await serverSends(fakeSocket, 'waitingForMatch', { widened: true });
    expect(
      screen.getByText('No one with your interests right now — matching you with anyone…'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(emitsOf(fakeSocket, 'cancelVideoMatch')).toHaveLength(1);
    expect(findMatchButton()).toBeTruthy();
  });

  it('shows a refused request and a fresh captcha', async () => {
    renderPage();
    await startMatch(fakeSocket);
    const ack = lastEmit(fakeSocket, 'requestMatch')[1] as Handler;
    act(() => ack({ ok: false, message: 'Captcha verification failed.' }));
    expect(screen.getByText('Captcha verification failed.')).toBeTruthy();
    expect(findMatchButton().disabled).toBe(true);
  });

  it('says so when the socket is not connected', async () => {
    fakeSocket.connected = false;
    renderPage();
    await screen.findByLabelText('Your camera');
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    fireEvent.click(findMatchButton());
    expect(screen.getByText('Socket connection not available. Please refresh.')).toBeTruthy();
    expect(emitsOf(fakeSocket, 'requestMatch')).toHaveLength(0);
  });
});

describe('VideoChatPage in a call', () => {
  it('the caller sees the call and offers; the tile is labelled by the socket id', async () => {
    renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, ALICE, true);
    for (const name of ['End Call', 'Skip', 'Add User']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('figure', { name: 'Stranger [alic]' })).toBeTruthy();
    expect(FakePeerConnection.instances[0].config.iceServers).toEqual(ICE_SERVERS);
    const [payload] = lastEmit(fakeSocket, 'webrtc-offer');
    expect(payload).toEqual({
      offer: { type: 'offer', sdp: 'offer-sdp' },
      toSocketId: ALICE,
      callId: CALL_ID,
    });
  });

  it('the callee waits for the offer, answers it and queues early candidates', async () => {
    renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, ALICE, false);
    expect(emitsOf(fakeSocket, 'webrtc-offer')).toHaveLength(0);
    const candidate = { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 };
    await serverSends(fakeSocket, 'webrtc-ice-candidate', {
      candidate,
      fromSocketId: ALICE,
      callId: CALL_ID,
    });
    await serverSends(fakeSocket, 'webrtc-offer', {
      offer: { type: 'offer', sdp: 'their-offer' },
      fromSocketId: ALICE,
      callId: CALL_ID,
    });
    expect(lastEmit(fakeSocket, 'webrtc-answer')[0]).toEqual({
      answer: { type: 'answer', sdp: 'answer-sdp' },
      toSocketId: ALICE,
      callId: CALL_ID,
    });
    expect(FakePeerConnection.instances[0].addedCandidates).toEqual([candidate]);
  });

  it('a newcomer to a group call offers once to each existing member', async () => {
    renderPage();
    await startMatch(fakeSocket);
    const members = [ALICE, BOB];
    await serverSends(fakeSocket, 'matchFound', {
      callId: CALL_ID,
      members,
      isCaller: true,
      isGroupCall: true,
      sharedInterests: [],
    });
    await serverSends(fakeSocket, 'existingMembersInCall', { callId: CALL_ID, members });
    const offered = emitsOf(fakeSocket, 'webrtc-offer').map(([p]) => (p as any).toSocketId);
    expect(offered).toEqual([ALICE, BOB]);
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });

  it('an existing member shows a newcomer and waits for their offer', async () => {
    renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, ALICE, true);
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(screen.getByText('Looking for another user to join...')).toBeTruthy();
    expect(lastEmit(fakeSocket, 'requestAddUserToCall')[0]).toBe(CALL_ID);
    // The asker's own toast said it: the call's echo adds the badge, not a second toast.
    await serverSends(fakeSocket, 'callLookingForMore', CALL_ID);
    expect(screen.getByText('Looking for more members…')).toBeTruthy();
    expect(screen.queryByText('Your call is now looking for more members.')).toBeNull();
    await serverSends(fakeSocket, 'newMemberJoinedCall', {
      callId: CALL_ID,
      member: BOB,
      socketId: BOB,
    });
    expect(screen.getByRole('figure', { name: 'Stranger [bobS]' })).toBeTruthy();
    expect(emitsOf(fakeSocket, 'webrtc-offer')).toHaveLength(1);
  });

  it('tells a member the call looks for more when another member pressed Add User', async () => {
    renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, ALICE, true);
    await serverSends(fakeSocket, 'callLookingForMore', CALL_ID);
    expect(screen.getByText('Your call is now looking for more members.')).toBeTruthy();
  });

  it('when the safety checks end the call, says why once, with no member-left toast', async () => {
    renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, ALICE, true);
    await serverSends(fakeSocket, 'memberLeftCall', {
      callId: CALL_ID,
      socketId: ALICE,
      callEnded: true,
    });
    await serverSends(fakeSocket, 'chatTerminated', {
      reason: PARTNER_CHAT_TERMINATED,
      callId: CALL_ID,
    });
    await new Promise((resolve) => setTimeout(resolve, MEMBER_LEFT_TOAST_DELAY_MS + 100));
    expect(screen.getByText(PARTNER_CHAT_TERMINATED)).toBeTruthy();
    expect(screen.queryByText('Stranger [alic] has left the call.')).toBeNull();
  });

  it('tells who left, and returns to the start when the call ends', async () => {
    renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, ALICE, true);
    const connection = FakePeerConnection.instances[0];
    await serverSends(fakeSocket, 'memberLeftCall', {
      callId: CALL_ID,
      socketId: ALICE,
      callEnded: true,
    });
    expect(await screen.findByText('Stranger [alic] has left the call.')).toBeTruthy();
    expect(connection.closed).toBe(true);
    expect(screen.getByText('Captcha solved for this session.')).toBeTruthy();
    expect(findMatchButton().disabled).toBe(false);
    fireEvent.click(findMatchButton());
    await waitFor(() => expect(emitsOf(fakeSocket, 'requestMatch')).toHaveLength(2));
    expect(lastEmit(fakeSocket, 'requestMatch')[0]).toEqual({
      groupPreferred: false,
      interests: [],
      languages: ['en'],
    });
  });

  it('restarts ICE on a failed connection and says it failed only once the restarts failed', async () => {
    renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, ALICE, true);
    const fail = () =>
      act(async () => {
        FakePeerConnection.instances[0].setConnectionState('failed');
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    await fail();
    expect(lastEmit(fakeSocket, 'webrtc-offer')[0]).toEqual({
      offer: { type: 'offer', sdp: 'offer-sdp-restart-1' },
      toSocketId: ALICE,
      callId: CALL_ID,
    });
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    expect(screen.queryByText(`Connection with ${ALICE} failed.`)).toBeNull();
    await fail();
    await fail();
    expect(emitsOf(fakeSocket, 'webrtc-offer')).toHaveLength(3);
    expect(screen.getByText(`Connection with ${ALICE} failed.`)).toBeTruthy();
    expect(screen.getByText('Connection failed')).toBeTruthy();
  });

  it('chats: own lines as You, others as Stranger [abcd]', async () => {
    renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, ALICE, false);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: ' hello ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const [payload, ack] = lastEmit(fakeSocket, 'sendVideoChatMessage') as [unknown, Handler];
    expect(payload).toEqual({ message: 'hello', callId: CALL_ID });
    act(() => ack({ ok: true, message: 'hello' }));
    await serverSends(fakeSocket, 'receiveVideoChatMessage', {
      message: 'hi there',
      sender: ALICE,
      callId: CALL_ID,
    });
    const log = screen.getByRole('log', { name: 'Call messages' });
    expect(within(log).getByText('You')).toBeTruthy();
    expect(within(log).getByText('Stranger [alic]')).toBeTruthy();
    expect(within(log).getByText('hi there')).toBeTruthy();
  });

  it('notes hidden contact details under the call messages they were hidden in', async () => {
    renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, ALICE, false);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'my ig is jim_22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const [, ack] = lastEmit(fakeSocket, 'sendVideoChatMessage') as [unknown, Handler];
    act(() => ack({ ok: true, message: 'my ig is ******', hidden: 'contact' }));
    await serverSends(fakeSocket, 'receiveVideoChatMessage', {
      message: 'snap: ********',
      sender: ALICE,
      callId: CALL_ID,
      hidden: 'contact',
    });
    await serverSends(fakeSocket, 'receiveVideoChatMessage', {
      message: 'discord is down',
      sender: ALICE,
      callId: CALL_ID,
    });
    const log = screen.getByRole('log', { name: 'Call messages' });
    const line = (text: string) => within(log).getByText(text).closest('.vc-chat-message')!;
    expect(line('my ig is ******').textContent).toContain(
      'Contact details hidden from the stranger',
    );
    expect(line('snap: ********').textContent).toContain(
      'Contact details were hidden for your safety',
    );
    expect(line('discord is down').querySelector('.hidden-note')).toBeNull();
  });

  it('skips to the next match with fresh ICE servers', async () => {
    renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, ALICE, true);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Matching...')).toBeTruthy();
    expect(FakePeerConnection.instances[0].closed).toBe(true);
    await waitFor(() => expect(lastEmit(fakeSocket, 'skip-video-call')[0]).toBe(CALL_ID));
  });

  it('ends the call, closing connections; leaving the page stops the camera', async () => {
    const { unmount } = renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, ALICE, true);
    fireEvent.click(screen.getByRole('button', { name: 'End Call' }));
    expect(lastEmit(fakeSocket, 'video-call-ended')[0]).toBe(CALL_ID);
    expect(FakePeerConnection.instances[0].closed).toBe(true);
    expect(findMatchButton()).toBeTruthy();
    const stream = (navigator.mediaDevices.getUserMedia as any).mock.results[0].value;
    const tracks = (await stream).getTracks();
    unmount();
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../testSupport/fakeFetch';
import { HIDE_IP_KEY } from './useRtcConfig';
import {
  cameraStream,
  FakePeerConnection,
  FakeTrack,
  FakeMediaStream,
  type MediaDevicesStub,
} from './testSupport/fakeWebRtc';
import {
  findMatchButton,
  ICE_SERVERS,
  matchWith,
  renderPage,
  resetPage,
  startMatch,
  type FakeSocket,
} from './testSupport/videoPage';

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

const TURN = [{ urls: 'turn:turn.example.org', username: 'u', credential: 'c' }];
const DEVICES = [
  { kind: 'videoinput', deviceId: 'camera-1', label: 'Front camera' },
  { kind: 'videoinput', deviceId: 'camera-2', label: '' },
  { kind: 'audioinput', deviceId: 'mic-1', label: 'Built-in microphone' },
  { kind: 'audioinput', deviceId: 'mic-2', label: 'Headset' },
  { kind: 'audiooutput', deviceId: 'speaker-1', label: 'Speaker' },
];

let media: MediaDevicesStub;

const iceServers = (body: unknown, status = 200) =>
  stubFetch({ 'GET /api/video/ice-servers': { status, body } });

beforeEach(() => {
  media = resetPage(fakeSocket);
  media.enumerateDevices.mockResolvedValue(DEVICES);
  iceServers({ iceServers: ICE_SERVERS, relayAvailable: false });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Hide my IP', () => {
  it('uses relay-only ICE when a relay exists, and remembers the choice', async () => {
    iceServers({ iceServers: TURN, relayAvailable: true });
    renderPage();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide my IP' }));
    expect(localStorage.getItem(HIDE_IP_KEY)).toBe('true');
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, 'aliceSocketId', true);
    expect(FakePeerConnection.instances[0].config).toEqual({
      iceServers: TURN,
      iceTransportPolicy: 'relay',
    });
  });

  it('says plainly when no relay is configured and connects directly', async () => {
    localStorage.setItem(HIDE_IP_KEY, 'true');
    renderPage();
    expect((screen.getByRole('checkbox', { name: 'Hide my IP' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      await screen.findByText(/Hide my IP cannot be honoured: no relay server is configured/),
    ).toBeTruthy();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, 'aliceSocketId', true);
    expect(FakePeerConnection.instances[0].config.iceTransportPolicy).toBe('all');
  });

  it('falls back to the configured ICE servers when the fetch fails', async () => {
    iceServers({ message: 'Down' }, 503);
    renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, 'aliceSocketId', true);
    expect(FakePeerConnection.instances[0].config.iceServers).toEqual([
      { urls: 'stun:fallback.example.org' },
    ]);
  });
});

describe('camera and microphone settings', () => {
  async function openSettingsInCall() {
    renderPage();
    await startMatch(fakeSocket);
    await matchWith(fakeSocket, 'aliceSocketId', true);
    fireEvent.click(screen.getByRole('button', { name: 'Camera and microphone settings' }));
    return screen.findByRole('dialog');
  }

  it('lists cameras and microphones, naming unlabelled ones', async () => {
    const dialog = await openSettingsInCall();
    const camera = within(dialog).getByLabelText('Camera') as HTMLSelectElement;
    await waitFor(() => expect(camera.options).toHaveLength(2));
    expect([...camera.options].map((option) => option.text)).toEqual(['Front camera', 'Camera 2']);
    expect(camera.value).toBe('camera-1');
    const microphone = within(dialog).getByLabelText('Microphone') as HTMLSelectElement;
    expect([...microphone.options].map((option) => option.text)).toEqual([
      'Built-in microphone',
      'Headset',
    ]);
  });

  it('switches the camera live: replaceTrack on the call, then the old track stops', async () => {
    const dialog = await openSettingsInCall();
    const original = (await media.getUserMedia.mock.results[0].value) as FakeMediaStream;
    const oldCamera = original.getVideoTracks()[0];
    const newCamera = new FakeTrack('video', 'camera-2');
    media.getUserMedia.mockResolvedValueOnce(new FakeMediaStream([newCamera]));
    const camera = within(dialog).getByLabelText('Camera') as HTMLSelectElement;
    await waitFor(() => expect(camera.options).toHaveLength(2));
    fireEvent.change(camera, { target: { value: 'camera-2' } });
    await waitFor(() => expect(oldCamera.stop).toHaveBeenCalled());
    expect(media.getUserMedia).toHaveBeenLastCalledWith({
      video: expect.objectContaining({ deviceId: { exact: 'camera-2' } }),
    });
    const sender = FakePeerConnection.instances[0]
      .getSenders()
      .find((candidate) => candidate.track?.kind === 'video');
    expect(sender?.replaceTrack).toHaveBeenCalledWith(newCamera);
    expect(FakePeerConnection.instances[0].closed).toBe(false);
    expect(screen.getByRole('button', { name: 'End Call' })).toBeTruthy();
    await waitFor(() => expect(camera.value).toBe('camera-2'));
  });

  it('tells when the device cannot be switched', async () => {
    const dialog = await openSettingsInCall();
    media.getUserMedia.mockRejectedValue(new DOMException('busy', 'NotReadableError'));
    const microphone = within(dialog).getByLabelText('Microphone') as HTMLSelectElement;
    await waitFor(() => expect(microphone.options).toHaveLength(2));
    fireEvent.change(microphone, { target: { value: 'mic-2' } });
    expect(
      await screen.findByText('Could not switch camera/microphone. Please check permissions.'),
    ).toBeTruthy();
  });

  it('tells when devices cannot be listed', async () => {
    media.enumerateDevices.mockRejectedValue(new Error('denied'));
    renderPage();
    await screen.findByLabelText('Your camera');
    fireEvent.click(screen.getByRole('button', { name: 'Camera and microphone settings' }));
    expect(
      await screen.findByText('Could not access media devices. Please check permissions.'),
    ).toBeTruthy();
  });

  it('waits for the camera prompt, and tells when the camera cannot be opened', async () => {
    let refuse = (_error: Error) => {};
    media.getUserMedia.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(findMatchButton().disabled).toBe(true);
    await act(async () => refuse(new DOMException('denied', 'NotAllowedError')));
    expect(
      screen.getByText('Could not access camera and microphone. Please check permissions.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    // Without a camera one can still join and watch; the others see no video.
    expect(findMatchButton().disabled).toBe(false);
  });

  it('opens the preview with the camera and microphone together', async () => {
    media.getUserMedia.mockResolvedValue(cameraStream());
    renderPage();
    await screen.findByLabelText('Your camera');
    expect(media.getUserMedia).toHaveBeenCalledWith({
      video: expect.any(Object),
      audio: true,
    });
  });
});

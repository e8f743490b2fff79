import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, expect } from 'vitest';
import { connectSocket, loadSocketClient } from '../../../api/socket';
import type { createFakeSocket } from '../../../testSupport/fakeSocket';
import { preloadToastStack, ToastProvider } from '../../../components/Toasts';
import { freshQueryCache } from '../../../testSupport/queryCache';
import { VideoChatPage } from '../VideoChatPage';
import { installWebRtcFakes, type MediaDevicesStub } from './fakeWebRtc';

// Toasts draw from a chunk loaded apart in the app: here it is ready from the start.
await preloadToastStack();

// The Socket.IO client is fetched on demand in the app; here it is the test file's mock.
beforeAll(() => loadSocketClient());

/** Helpers for the page tests; each test file mocks socket.io-client, config and captcha itself. */

export type FakeSocket = ReturnType<typeof createFakeSocket> & { id?: string };

export const CALL_ID = '0190d6a0-0000-7000-8000-000000000001';
export const ICE_SERVERS = [{ urls: 'stun:stun.example.org' }];

/** Before each test: a connected socket with no handlers or emits, empty storage, fresh WebRTC fakes. */
export function resetPage(socket: FakeSocket): MediaDevicesStub {
  socket.handlers.clear();
  socket.emit.mockReset();
  socket.connected = true;
  localStorage.clear();
  const media = installWebRtcFakes();
  act(() => {
    connectSocket(null);
  });
  return media;
}

export function renderPage() {
  freshQueryCache();
  return render(
    <MemoryRouter>
      <ToastProvider>
        <VideoChatPage />
      </ToastProvider>
    </MemoryRouter>,
  );
}

/** Every emit of `event`, as argument lists. */
export function emitsOf(socket: FakeSocket, event: string): unknown[][] {
  return socket.emit.mock.calls.filter(([name]) => name === event).map((call) => call.slice(1));
}

/** The last emit of `event`, as its argument list. */
export function lastEmit(socket: FakeSocket, event: string): unknown[] {
  const call = emitsOf(socket, event).at(-1);
  if (!call) throw new Error(`${event} was not emitted`);
  return call;
}

export const findMatchButton = () =>
  screen.getByRole('button', { name: 'Find a Match' }) as HTMLButtonElement;

/** Solves the (mocked) captcha, clicks Find a Match and waits for the request. */
export async function startMatch(socket: FakeSocket) {
  await screen.findByLabelText('Your camera');
  fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
  fireEvent.click(findMatchButton());
  await waitFor(() => expect(emitsOf(socket, 'requestMatch').length).toBeGreaterThan(0));
}

/** Delivers a server event inside act(), then lets the mesh's promises settle. */
export async function serverSends(socket: FakeSocket, event: string, ...args: unknown[]) {
  await act(async () => {
    socket.trigger(event, ...args);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** A one-to-one match with `partner`; isCaller decides who offers. */
export async function matchWith(socket: FakeSocket, partner: string, isCaller: boolean) {
  await serverSends(socket, 'matchFound', {
    callId: CALL_ID,
    members: [partner],
    isCaller,
    isGroupCall: false,
    sharedInterests: [],
  });
}

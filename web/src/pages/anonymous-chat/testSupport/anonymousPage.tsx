import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { connectSocket } from '../../../api/socket';
import { MemoryRouter } from 'react-router';
import type { createFakeSocket } from '../../../testSupport/fakeSocket';
import { preloadToastStack, ToastProvider } from '../../../components/Toasts';
import { AnonymousChatPage } from '../AnonymousChatPage';

// Toasts draw from a chunk loaded apart in the app: here it is ready from the start.
await preloadToastStack();

/**
 * The page rendered and driven the way the anonymous chat test files do, over a fake socket;
 * also resets the socket and the signed-in user before each test and unmounts after it.
 */

export const IMAGE = '/uploads/anon/0123abcd-0123-4567-89ab-0123456789ab.jpg';

export function pageHelpers(
  fakeSocket: ReturnType<typeof createFakeSocket>,
  auth: { user: unknown },
) {
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

  const matchButton = () =>
    screen.getByRole('button', { name: 'Match with a Stranger' }) as HTMLButtonElement;
  return {
    renderPage: () =>
      render(
        <MemoryRouter>
          <ToastProvider>
            <AnonymousChatPage />
          </ToastProvider>
        </MemoryRouter>,
      ),
    matchButton,
    /** The last emit of `event`, as its argument list. */
    lastEmit(event: string): unknown[] {
      const call = fakeSocket.emit.mock.calls.filter(([name]) => name === event).at(-1);
      if (!call) throw new Error(`${event} was not emitted`);
      return call.slice(1);
    },
    startMatch() {
      fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
      fireEvent.click(matchButton());
    },
    matched(sharedInterests: string[] = ['Music']) {
      act(() =>
        fakeSocket.trigger('matched', {
          sharedInterests,
          isRegistered: false,
          uploadToken: 'upload-token',
        }),
      );
    },
  };
}

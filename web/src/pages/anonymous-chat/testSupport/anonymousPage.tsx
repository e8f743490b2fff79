import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { createFakeSocket } from '../../../testSupport/fakeSocket';
import { ToastProvider } from '../../../components/Toasts';
import { AnonymousChatPage } from '../AnonymousChatPage';

/** The page rendered and driven the way the anonymous chat test files do, over a fake socket. */

export const IMAGE = '/uploads/anon/0123abcd-0123-4567-89ab-0123456789ab.jpg';

export function pageHelpers(fakeSocket: ReturnType<typeof createFakeSocket>) {
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

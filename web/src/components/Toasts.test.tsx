// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@serendip/protocol';
import {
  preloadToastStack,
  ToastProvider,
  useInlineNotice,
  useToast,
  type ToastVariant,
} from './Toasts';

await preloadToastStack();

function Trigger({ message, variant }: { message: string; variant?: ToastVariant }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(message, variant)}>
      show {message}
    </button>
  );
}

function Banner({ text }: { text: string }) {
  useInlineNotice(text);
  return <p>{text}</p>;
}

function renderWith(children: React.ReactNode) {
  return render(
    <MemoryRouter>
      <ToastProvider>{children}</ToastProvider>
    </MemoryRouter>,
  );
}

describe('ToastProvider', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a toast as a status message and hides it after 5 seconds', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWith(<Trigger message="Profile updated successfully!" variant="success" />);
    fireEvent.click(screen.getByRole('button', { name: /show/ }));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Profile updated successfully!');
    expect(toast.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 50));
    expect(screen.queryByText('Profile updated successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
  });

  it('announces an error at once (role alert)', () => {
    renderWith(<Trigger message="Failed to create room." variant="danger" />);
    fireEvent.click(screen.getByRole('button', { name: /show/ }));
    expect(screen.getByRole('alert').textContent).toContain('Failed to create room.');
  });

  it('shows the same text once while it is on screen', () => {
    renderWith(<Trigger message="Your partner has disconnected." />);
    const button = screen.getByRole('button', { name: /show/ });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.getAllByText('Your partner has disconnected.')).toHaveLength(1);
  });

  it('stacks different texts, at most three', () => {
    renderWith(
      <>
        {['one', 'two', 'three', 'four'].map((text) => (
          <Trigger key={text} message={text} />
        ))}
      </>,
    );
    for (const text of ['one', 'two', 'three', 'four'])
      fireEvent.click(screen.getByRole('button', { name: `show ${text}` }));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'two',
      'three',
      'four',
    ]);
  });

  it('shows no toast for a text an inline notice shows, and drops one shown before it', () => {
    const { rerender } = renderWith(<Trigger message="Message not sent." variant="danger" />);
    fireEvent.click(screen.getByRole('button', { name: /show/ }));
    expect(screen.getAllByText('Message not sent.')).toHaveLength(1);
    rerender(
      <MemoryRouter>
        <ToastProvider>
          <Trigger message="Message not sent." variant="danger" />
          <Banner text="Message not sent." />
        </ToastProvider>
      </MemoryRouter>,
    );
    // The provider is the same: the banner replaced the toast, and a new toast stays away.
    fireEvent.click(screen.getByRole('button', { name: /show/ }));
    expect(screen.getAllByText('Message not sent.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

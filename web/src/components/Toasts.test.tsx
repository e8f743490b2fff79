// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@serendip/protocol';
import { ToastProvider, useToast } from './Toasts';

function Trigger() {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast('Profile updated successfully!', 'success')}>
      show
    </button>
  );
}

describe('ToastProvider', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a toast as a status message and hides it after 5 seconds', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <MemoryRouter>
        <ToastProvider>
          <Trigger />
        </ToastProvider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByRole('status').textContent).toContain('Profile updated successfully!');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 50));
    expect(screen.queryByText('Profile updated successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
  });
});

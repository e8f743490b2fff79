// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_RESOURCES, type ChatTerminated } from '@serendip/protocol';
import type { AppSocket } from '../../api/socket';
import { createFakeSocket } from '../../testSupport/fakeSocket';
import { ModerationNotices } from './ModerationNotices';
import { useModerationNotices } from './useModerationNotices';

function Harness({
  socket,
  onTerminated,
}: {
  socket: AppSocket;
  onTerminated: (payload: ChatTerminated) => void;
}) {
  const moderation = useModerationNotices(socket, onTerminated);
  return <ModerationNotices notices={moderation.notices} onDismiss={moderation.dismiss} />;
}

function setUp() {
  const socket = createFakeSocket();
  const onTerminated = vi.fn();
  render(<Harness socket={socket as unknown as AppSocket} onTerminated={onTerminated} />);
  return { socket, onTerminated };
}

afterEach(cleanup);

describe('ModerationNotices', () => {
  it('shows a warning inline until dismissed', () => {
    const { socket } = setUp();
    const message = 'For your safety, phone numbers are hidden in anonymous chat.';
    act(() =>
      socket.trigger('moderationNotice', { kind: 'warning', rule: 'contact-details', message }),
    );
    const alert = screen.getByText(message).closest('[role="alert"]')!;
    expect(alert.getAttribute('data-notice')).toBe('warning');
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByText(message)).toBeNull();
  });

  it('shows support resources as links', () => {
    const { socket } = setUp();
    act(() =>
      socket.trigger('moderationNotice', {
        kind: 'support',
        rule: 'self-harm-self',
        message: 'You are not alone.',
        resources: SUPPORT_RESOURCES,
      }),
    );
    expect(screen.getByText('You are not alone.')).toBeTruthy();
    for (const resource of SUPPORT_RESOURCES)
      expect(screen.getByRole('link', { name: resource.name }).getAttribute('href')).toBe(
        resource.url,
      );
  });

  it('says why a chat was ended and lets the page leave it', () => {
    const { socket, onTerminated } = setUp();
    const payload = { reason: 'Serendip is only for adults (18 and over).', callId: 'c1' };
    act(() => socket.trigger('chatTerminated', payload));
    expect(screen.getByText('Chat ended')).toBeTruthy();
    expect(screen.getByText(payload.reason)).toBeTruthy();
    expect(onTerminated).toHaveBeenCalledWith(payload);
  });
});

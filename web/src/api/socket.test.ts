// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectSocket, loadSocketClient, VISITOR_ID_KEY } from './socket';

const io = vi.hoisted(() => vi.fn(() => ({ disconnect: vi.fn() })));
vi.mock('socket.io-client', () => ({ io }));
beforeAll(() => loadSocketClient());

const authOf = (call: number) => (io.mock.calls[call] as unknown[])[0] as { auth: object };

describe('connectSocket', () => {
  afterEach(() => {
    localStorage.clear();
    io.mockClear();
  });

  it('sends the same visitor id on every connection of a logged-out browser', () => {
    connectSocket(null);
    const first = authOf(0).auth as { visitorId: string };
    expect(first.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(first.visitorId);
    // A reload: a new connection from the same browser.
    connectSocket(null);
    expect(authOf(1).auth).toEqual({ visitorId: first.visitorId });
  });

  it('sends the token and the same visitor id when logged in (a sanction follows the browser)', () => {
    connectSocket(null);
    const { visitorId } = authOf(0).auth as { visitorId: string };
    connectSocket('token-1');
    expect(authOf(1).auth).toEqual({ token: 'token-1', visitorId });
  });

  it('replaces a stored value that is not a visitor id', () => {
    localStorage.setItem(VISITOR_ID_KEY, 'not-an-id');
    connectSocket(null);
    const sent = (authOf(0).auth as { visitorId: string }).visitorId;
    expect(sent).not.toBe('not-an-id');
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(sent);
  });
});

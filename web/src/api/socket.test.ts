// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Statement } from '@serendip/protocol';
import { connectSocket, loadSocketClient, VISITOR_ID_KEY } from './socket';
import { onRestriction } from './restriction';

type PacketListener = (packet: { type: number; nsp: string; data?: unknown }) => void;
/** The 'packet' listener registered on each connection's manager. */
const packetListeners = vi.hoisted(() => [] as PacketListener[]);
const io = vi.hoisted(() =>
  vi.fn(() => ({
    disconnect: vi.fn(),
    io: {
      on: (event: string, listener: PacketListener) => {
        if (event === 'packet') packetListeners.push(listener);
      },
    },
  })),
);
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

  it('notices a statement in any acknowledgement the connection receives', () => {
    connectSocket('token-1');
    const heard: Statement[] = [];
    const stop = onRestriction((statement) => heard.push(statement));
    const statement = { _id: 's1', decision: 'suspension', message: 'You are suspended until…' };
    const deliver = packetListeners.at(-1)!;
    deliver({ type: 3, nsp: '/', data: [{ ok: false, message: statement.message, statement }] });
    deliver({ type: 3, nsp: '/', data: [{ ok: false, message: 'Room not found.' }] });
    // An event (type 2) carrying such a payload is not an answer to anything the person did.
    deliver({ type: 2, nsp: '/', data: ['newNotification', { statement }] });
    stop();
    expect(heard).toEqual([statement]);
  });
});

import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { connectSocket } from '../api/socket';

/**
 * Registers, for the calling describe block, a signed-in page's setup: the stored token and a
 * connection opened with it (the file's mocked socket.io client) before each test; the render,
 * storage and stubbed globals cleared after it.
 */
export function signedInWithSocket(token = 'token-1'): void {
  beforeEach(() => {
    localStorage.setItem('token', token);
    act(() => {
      connectSocket(token);
    });
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });
}

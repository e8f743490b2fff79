import type { SignedOutReason } from '@serendip/protocol';

/**
 * Why this device was signed out without asking, kept in sessionStorage so the page it lands on
 * (even after a reload) can say so. Set when the server refuses the stored token; cleared when
 * the person dismisses the notice or signs in again.
 */
export type SignedOutCause = SignedOutReason | 'expired';

const KEY = 'signedOutReason';
const CAUSES: readonly SignedOutCause[] = ['elsewhere', 'passwordReset', 'expired'];
const listeners = new Set<() => void>();
/** Until when a refusal is this device's own doing (its Logout or "Log out everywhere"). */
let ownSignOutUntil = 0;

function read(): SignedOutCause | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    return CAUSES.find((cause) => cause === stored) ?? null;
  } catch {
    return null;
  }
}

function write(cause: SignedOutCause | null): void {
  try {
    if (cause) sessionStorage.setItem(KEY, cause);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage off: the notice just does not survive a reload.
  }
  listeners.forEach((listener) => listener());
}

/** This device is signing itself out now: the refusals that follow are not news. */
export function expectOwnSignOut(ms = 10_000): void {
  ownSignOutUntil = Date.now() + ms;
}

/** A 401 refused the stored token: remember why (the body's `signedOut`, else 'expired'). */
export function noteSignedOut(body: unknown): void {
  if (Date.now() < ownSignOutUntil) return;
  const reason =
    body && typeof body === 'object' && 'signedOut' in body ? body.signedOut : undefined;
  write(CAUSES.find((cause) => cause === reason) ?? 'expired');
}

export function signedOutCause(): SignedOutCause | null {
  return read();
}

export function clearSignedOut(): void {
  if (read()) write(null);
}

export function onSignedOutChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

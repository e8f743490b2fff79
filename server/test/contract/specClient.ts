import { expect } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { solveAltcha, widgetPayload } from '../captcha';

/**
 * A client written from the spec alone: plain `fetch` with the Bearer token when it has one and no
 * cookies (so no anti-forgery header either), and a plain Socket.IO client with the token as a
 * query parameter. Payloads follow the architecture's rule: a one-argument event carries its value
 * bare, a several-argument event one object keyed by the spec's argument names. Nothing here
 * knows our extras (clientId, uploadToken, captcha...).
 */
export interface SpecResponse<T = any> {
  status: number;
  body: T;
}

export async function call<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<SpecResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(baseUrl + path, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed as T };
}

/** Any 2xx is success. */
export function expectSuccess(response: SpecResponse): void {
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(200);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}

export interface SpecUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

/** POST /api/auth/register with the form's fields; the result carries the token and user fields. */
export async function register(baseUrl: string, prefix = 'spec'): Promise<SpecUser> {
  const username = `${prefix}${Math.random().toString(36).slice(2, 9)}`;
  const form = { username, email: `${username}@example.com`, password: 'secret12' };
  const response = await call(baseUrl, 'POST', '/api/auth/register', { json: form });
  expectSuccess(response);
  expect(typeof response.body.token).toBe('string');
  const profile = await call(baseUrl, 'GET', '/api/users/profile', { token: response.body.token });
  expectSuccess(profile);
  return { ...form, id: profile.body._id, token: response.body.token };
}

/** Friend request then accept, both as base contract calls. */
export async function makeFriends(baseUrl: string, a: SpecUser, b: SpecUser): Promise<void> {
  expectSuccess(await call(baseUrl, 'POST', `/api/friends/request/${b.id}`, { token: a.token }));
  expectSuccess(await call(baseUrl, 'POST', `/api/friends/accept/${a.id}`, { token: b.token }));
}

/** The captcha service's answer (here the server's self-hosted ALTCHA, solved as its widget does). */
export async function recaptchaValue(baseUrl: string): Promise<string> {
  const challenge = await call(baseUrl, 'GET', '/api/captcha/challenge');
  expectSuccess(challenge);
  return widgetPayload(challenge.body, await solveAltcha(challenge.body));
}

const open: Socket[] = [];

/** The live connection: to the API host, the token as a query parameter when logged in. */
export async function connect(baseUrl: string, token?: string): Promise<Socket> {
  const socket = io(baseUrl, {
    query: token ? { token } : {},
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export function closeSockets(): void {
  for (const socket of open.splice(0)) socket.disconnect();
}

/** Emits and resolves with the acknowledgement (fails after timeoutMs). */
export function emitAck<T = any>(socket: Socket, event: string, ...args: unknown[]): Promise<T> {
  return socket.timeout(10_000).emitWithAck(event, ...args) as Promise<T>;
}

/**
 * The next `event`'s payload (its first argument: Socket.IO's connection-state recovery may add
 * an offset after it, which a spec client ignores).
 */
export function next<T = any>(socket: Socket, event: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: unknown) => {
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload as T);
    };
    socket.on(event, listener);
  });
}

/** Everything `event` brings from now on (to assert that something did not arrive). */
export function record<T = any>(socket: Socket, event: string): T[] {
  const heard: T[] = [];
  socket.on(event, (payload: T) => heard.push(payload));
  return heard;
}

/** A readable refusal: a sentence, never a validator's raw text. */
export function expectReadableRefusal(reply: unknown): void {
  expect(reply).toMatchObject({ ok: false, message: expect.any(String) });
  const { message } = reply as { message: string };
  expect(message).toMatch(/^[A-Z'].*[.!]$/);
  expect(message).not.toMatch(/expected|Invalid UUID|Too small|Too big|Invalid input|>=|<=/);
}

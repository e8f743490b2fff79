import { expect } from 'vitest';
import type { Ack, AnonymousMatched } from '@serendip/protocol';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@serendip/protocol';
import { nextEvent, TestClient } from './support';
import { solveCaptcha } from './captcha';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Emits an event with an acknowledgement and resolves with the answer. */
export function ask<T extends object = object>(
  socket: Client,
  event: keyof ClientToServerEvents,
  ...args: unknown[]
): Promise<Ack<T>> {
  return new Promise((resolve) => {
    (socket.emit as (event: string, ...rest: unknown[]) => void)(event, ...args, resolve);
  });
}

/** Solves a captcha against `baseUrl` and asks for a match (resolves with the ack). */
export async function requestMatch(
  baseUrl: string,
  socket: Client,
  interests: string[] = [],
  captcha?: string,
): Promise<Ack> {
  const recaptchaValue = captcha ?? (await solveCaptcha(new TestClient(baseUrl)));
  return ask(socket, 'requestAnonymousMatch', { interests, recaptchaValue });
}

/** Requests matches for two sockets and waits for both `matched` events. */
export async function pairUp(
  baseUrl: string,
  a: Client,
  b: Client,
  interests: [string[], string[]] = [[], []],
): Promise<[AnonymousMatched, AnonymousMatched]> {
  const matchedA = nextEvent<AnonymousMatched>(a, 'matched');
  const matchedB = nextEvent<AnonymousMatched>(b, 'matched');
  expect((await requestMatch(baseUrl, a, interests[0])).ok).toBe(true);
  expect((await requestMatch(baseUrl, b, interests[1])).ok).toBe(true);
  return Promise.all([matchedA, matchedB]);
}

import { expect } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Ack, MatchFound, ServerToClientEvents } from '@serendip/protocol';
import { nextEvent, serverOfTestSocket, TestClient, type TestServer } from './support';
import { solveCaptcha } from './captcha';
import { ask, type Client } from './anonymous';
import { eventually } from './social';
import { videoStore } from '../src/video/store';

export { ask, type Client };

export interface VideoRequest {
  groupPreferred?: boolean;
  interests?: string[];
  /** A captcha payload; solved against the server when left out (null: send none). */
  captcha?: string | null;
}

/**
 * Ends whatever the sockets are doing, so that later tests do not meet them: each leaves the
 * queue (acknowledged) and disconnects; resolves once its server has taken it out of its call.
 */
export async function leave(...sockets: Client[]): Promise<void> {
  const connected = sockets.filter((socket) => socket.connected);
  await Promise.all(connected.map((socket) => ask(socket, 'cancelVideoMatch')));
  const leaving = connected.map((socket) => ({ id: socket.id!, ctx: serverOfTestSocket(socket) }));
  for (const socket of sockets) socket.disconnect();
  await eventually(async () => {
    for (const { id, ctx } of leaving)
      if (ctx) expect(await videoStore(ctx.hub).callOf(id)).toBeNull();
  });
}

/** Asks for a video match (solving a captcha first unless told otherwise); resolves with the ack. */
export async function requestVideoMatch(
  baseUrl: string,
  socket: Client,
  { groupPreferred = false, interests = [], captcha }: VideoRequest = {},
): Promise<Ack> {
  const token = captcha === undefined ? await solveCaptcha(new TestClient(baseUrl)) : captcha;
  return ask(socket, 'requestMatch', {
    groupPreferred,
    interests,
    ...(token === null ? {} : { captcha: token }),
  });
}

/**
 * Puts `waiting` and then `finder` in a one-to-one call and resolves with their matchFound
 * (the finder is the caller).
 */
export async function videoPair(
  baseUrl: string,
  waiting: Client,
  finder: Client,
  requests: [VideoRequest, VideoRequest] = [{}, {}],
): Promise<[MatchFound, MatchFound]> {
  const queued = nextEvent(waiting, 'waitingForMatch');
  expect((await requestVideoMatch(baseUrl, waiting, requests[0])).ok).toBe(true);
  await queued;
  const found = [
    nextEvent<MatchFound>(waiting, 'matchFound'),
    nextEvent<MatchFound>(finder, 'matchFound'),
  ];
  expect((await requestVideoMatch(baseUrl, finder, requests[1])).ok).toBe(true);
  const [mine, theirs] = await Promise.all(found);
  return [mine, theirs];
}

/** One server event as a socket heard it. */
export interface Heard {
  event: keyof ServerToClientEvents;
  payload: unknown;
}

/** The server's video chat events (VideoServerEvents). */
const videoEvents = new Set<string>([
  'waitingForMatch',
  'matchFound',
  'existingMembersInCall',
  'newMemberJoinedCall',
  'memberLeftCall',
  'callLookingForMore',
  'webrtc-offer',
  'webrtc-answer',
  'webrtc-ice-candidate',
  'receiveVideoChatMessage',
]);

/** Records every video event a socket hears, in order (to check orders and that some never came). */
export function record(socket: Client): Heard[] {
  const heard: Heard[] = [];
  socket.onAny((event: keyof ServerToClientEvents, payload: unknown) => {
    if (videoEvents.has(event)) heard.push({ event, payload });
  });
  return heard;
}

/** The payloads of one event among those recorded. */
export const payloadsOf = <T = unknown>(heard: Heard[], event: keyof ServerToClientEvents) =>
  heard.filter((entry) => entry.event === event).map((entry) => entry.payload as T);

/** Rows of a raw query (PGlite and node-postgres both answer { rows }). */
export async function query<T>(server: TestServer, statement: SQL): Promise<T[]> {
  return ((await server.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Every row of every public table, as text, that contains `needle`. */
export async function rowsContaining(server: TestServer, needle: string): Promise<string[]> {
  const tables = await query<{ table_name: string }>(
    server,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await query<{ row: string }>(
      server,
      sql`SELECT t::text AS row FROM ${sql.identifier(table)} t WHERE t::text LIKE ${`%${needle}%`}`,
    );
    found.push(...rows.map((row) => `${table}: ${row.row}`));
  }
  return found;
}

/** A well-formed SDP of a given length (the server only checks its type and size). */
export const sdp = (type: 'offer' | 'answer', length = 200) => ({
  type,
  sdp: `v=0\r\n${'a'.repeat(Math.max(0, length - 5))}`,
});

export const candidate = (text = 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host') => ({
  candidate: text,
  sdpMid: '0',
  sdpMLineIndex: 0,
});

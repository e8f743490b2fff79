import type { FastifyInstance } from 'fastify';
import { invalid } from './errors';
import type { SocketServer } from './context';
import { guardSocketEvents } from './socketDispatcher';

/**
 * The last line of defence behind `userText` (protocol/text.ts): PostgreSQL refuses NUL (U+0000)
 * in text, and the embedded one a lone UTF-16 surrogate, with an error, so a field that forgot
 * the primitive, today or in the future, would answer 500. Both are refused here on every HTTP
 * request (JSON body, query, route parameters) and every socket event, before any handler runs.
 */
export const NUL_MESSAGE =
  'Text contains the invisible NUL character (U+0000) or a broken character, which is not allowed. Please remove it.';

// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when any string (or object key) inside `value` holds NUL or a lone surrogate. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  // Deeper than any payload we accept: such input is refused elsewhere, never stored.
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => UNSTORABLE.test(key) || holdsUnstorableText(item, depth + 1),
  );
}

/** preValidation on every route: 400 `{ message }` when the body, query or params carry NUL. */
export function refuseNulInRequests(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      holdsUnstorableText(request.params) ||
      holdsUnstorableText(request.query) ||
      holdsUnstorableText(request.body) ||
      request.url.includes('%00')
    ) {
      throw invalid(NUL_MESSAGE);
    }
  });
}

/** Drops socket events whose arguments carry NUL, answering their ack `{ ok: false, message }`. */
export function refuseNulInSocketEvents(io: SocketServer): void {
  guardSocketEvents(io, (_socket, args) => {
    const ack = args.at(-1);
    if (!holdsUnstorableText(typeof ack === 'function' ? args.slice(0, -1) : args)) return true;
    if (typeof ack === 'function') ack({ ok: false, message: NUL_MESSAGE });
    return false;
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/** The id the requireUser guard set; the guard always runs first on the routes using this. */
export function signedIn(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}

/** preValidation: a request sent without any body validates as `{}`, so its fields' own messages show. */
export async function bodyOrEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

/**
 * Lets routes be called with an empty body even when it is declared as JSON: the web app sends
 * none on bodyless PUT/POST/DELETE, but some clients send `Content-Type: application/json` with
 * nothing after it, which Fastify refuses by default.
 * Non-empty bodies still go through Fastify's own (prototype-poisoning-safe) JSON parser.
 */
export function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

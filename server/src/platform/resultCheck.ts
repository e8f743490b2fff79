import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import type { HttpRouteEntry } from '@serendip/protocol';

/**
 * Wraps a route's handler so that a success answer must match the entry's result schema, as
 * the client receives it (after JSON): a mismatch is logged and answered 500 with the route and
 * the differences, so an integration test of the route fails on it. Tests only (CHECK_RESULTS):
 * production sends the answer as the handler returns it. Fields beside the schema pass.
 */
export function checkingResult(entry: HttpRouteEntry, handler: RouteHandlerMethod) {
  const route = `${entry.method} ${entry.path}`;
  return async function checked(request: FastifyRequest, reply: FastifyReply) {
    const answer: unknown = await handler.call(this, request, reply);
    if (reply.sent || answer === reply || reply.statusCode >= 300) return answer;
    const sent: unknown = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
    const parsed = entry.result.safeParse(sent);
    if (parsed.success) return answer;
    const differences = z.prettifyError(parsed.error);
    request.log.error({ route, differences }, 'answer does not match its result schema');
    reply.code(500);
    return { message: `The answer of ${route} does not match its result schema:\n${differences}` };
  } as RouteHandlerMethod;
}

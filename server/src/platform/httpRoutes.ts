import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathParamNames, type HttpRouteEntry, type PathParams } from '@serendip/protocol';
import type { AppContext } from './context';
import { limit } from './rateLimit';
import { checkingResult } from './resultCheck';

/** What a request of `Entry` carries once its schemas have parsed it. */
export type RouteRequest<
  Entry extends HttpRouteEntry,
  BodyUnchecked extends boolean = false,
> = FastifyRequest<{
  Params: Entry extends { params: infer S extends z.ZodType }
    ? z.output<S>
    : PathParams<Entry['path']>;
  Querystring: Entry extends { query: infer S extends z.ZodType } ? z.output<S> : unknown;
  Body: BodyUnchecked extends true
    ? unknown
    : Entry extends { upload: true }
      ? unknown
      : Entry extends { body: infer S extends z.ZodType }
        ? z.output<S>
        : unknown;
}>;

/** A handler of `Entry`: it must answer what the entry's result schema describes. */
export type RouteHandler<Entry extends HttpRouteEntry, BodyUnchecked extends boolean = false> = (
  request: RouteRequest<Entry, BodyUnchecked>,
  reply: FastifyReply,
) => Promise<z.input<Entry['result']>>;

/** What /api/docs says of a route beside its schemas. */
export interface RouteDocs {
  tags?: string[];
  summary?: string;
  description?: string;
  consumes?: string[];
}

/** How the server serves one route: its guards and its documentation. */
export interface RouteSetup<BodyUnchecked extends boolean = false> {
  docs?: RouteDocs;
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /**
   * The handler parses the body itself (with the entry's schema, for its own messages): the
   * schema is documented but the request is not refused before the handler runs.
   */
  bodyCheckedByHandler?: BodyUnchecked;
}

/** A path's `:name` parameters, each a string, when the entry does not give its own schema. */
function paramsSchema(entry: HttpRouteEntry): z.ZodType | undefined {
  if (entry.params) return entry.params;
  const names = pathParamNames(entry.path);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
}

function schemaOf(entry: HttpRouteEntry, docs: RouteDocs = {}): FastifySchema {
  const params = paramsSchema(entry);
  return {
    ...docs,
    ...(params ? { params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body && !entry.upload ? { body: entry.body } : {}),
    response: { '2xx': entry.result },
  };
}

/**
 * The answer is written as the handler returns it: the result schema types the handler and
 * documents the route, but does not strip the extras a handler adds beside the contract.
 */
const serializeAsReturned = () => (data: unknown) => JSON.stringify(data);

/** Lets the body through unparsed for a route whose handler checks it. */
const bodyLeftToHandler: FastifySchemaCompiler<FastifySchema> = (request) =>
  request.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(request as Parameters<typeof validatorCompiler>[0]);

/**
 * Registers the routes of the contract (protocol/src/routes/) on `app`: each with its method,
 * path, schemas and rate limit from its entry, and a handler whose input types come from the
 * schemas and whose answer must match the result schema (checked when the server compiles).
 * An address limit is counted by @fastify/rate-limit before the request is read; an account or
 * person limit after the guards, just before the handler. With `checkResults` (tests), each
 * success answer is also checked against the result schema when it is sent (resultCheck.ts).
 */
export function routeRegistrar(app: FastifyInstance, ctx: Pick<AppContext, 'hub' | 'config'>) {
  return function route<const Entry extends HttpRouteEntry, BodyUnchecked extends boolean = false>(
    entry: Entry,
    setup: RouteSetup<BodyUnchecked>,
    handler: RouteHandler<Entry, BodyUnchecked>,
  ): void {
    const { docs, bodyCheckedByHandler, ...hooks } = setup;
    const rule = entry.rateLimit;
    const perAddress = rule !== undefined && (rule.per ?? 'address') === 'address';
    const perPerson = rule !== undefined && !perAddress;
    const bucket = rule?.bucket ?? `${entry.method}${entry.path}`;
    const counted: RouteHandlerMethod = perPerson
      ? async (request, reply) => {
          const who = rule.per === 'person' ? (request.userId ?? request.ip) : request.userId;
          await limit(ctx.hub, `${bucket}:${who}`, rule.max, rule.windowMs, ctx.config.rateLimits);
          return handler(request as RouteRequest<Entry, BodyUnchecked>, reply);
        }
      : (handler as RouteHandlerMethod);
    const served = ctx.config.checkResults ? checkingResult(entry, counted) : counted;
    app.route({
      method: entry.method,
      url: entry.path,
      ...hooks,
      schema: schemaOf(entry, docs),
      ...(perAddress
        ? { config: { rateLimit: { max: rule.max, timeWindow: rule.windowMs } } }
        : {}),
      serializerCompiler: serializeAsReturned,
      ...(bodyCheckedByHandler ? { validatorCompiler: bodyLeftToHandler } : {}),
      handler: served,
    });
  };
}

export type RouteRegistrar = ReturnType<typeof routeRegistrar>;

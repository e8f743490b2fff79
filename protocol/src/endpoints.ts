import type { z } from 'zod';
import type { ApiMethod } from './httpRoute';
import type { appealBody, appealDecisionBody, moderationActionBody } from './moderation';
import type { AnyHttpRoute } from './routes';

/**
 * The HTTP API as the web app's client sees it, derived from the route entries (routes/): path →
 * method → what the client sends (`body`, `query`) and what it gets back (`result`). The client
 * (web/src/api/http.ts) infers every call's types from it.
 */

export type AppealBody = z.input<typeof appealBody>;
export type AppealDecisionBody = z.input<typeof appealDecisionBody>;
export type ModerationActionBody = z.input<typeof moderationActionBody>;

/** A query as a URL carries it: a field the schema coerces takes a string or a number. */
type QueryInput<Q extends z.ZodType> = {
  [K in keyof z.input<Q>]: unknown extends z.input<Q>[K]
    ? string | number | undefined
    : z.input<Q>[K];
};

/** One call: what goes in (optional body and query) and what comes back. */
type ClientSpec<E extends AnyHttpRoute> = { result: z.output<E['result']> } & (E extends {
  upload: true;
}
  ? { body: FormData }
  : E extends { body: infer B extends z.ZodType }
    ? { body: z.input<B> }
    : unknown) &
  (E extends { query: infer Q extends z.ZodType } ? { query: QueryInput<Q> } : unknown);

export type ApiPath = AnyHttpRoute['path'];

export type ApiEndpoints = {
  [P in ApiPath]: {
    [E in Extract<AnyHttpRoute, { path: P }> as E['method']]: ClientSpec<E>;
  };
};

/** The paths that answer `M`. */
export type PathsFor<M extends ApiMethod> = Extract<AnyHttpRoute, { method: M }>['path'];

/** The spec of `M` on `P`. */
export type EndpointOf<P extends ApiPath, M extends ApiMethod> = M extends keyof ApiEndpoints[P]
  ? ApiEndpoints[P][M]
  : never;

/** What `M` on `P` answers. */
export type ApiResult<P extends ApiPath, M extends ApiMethod> =
  EndpointOf<P, M> extends { result: infer R } ? R : never;

/** Fills a path's `:name` parameters (URL-encoded) and appends the query (undefined left out). */
export function apiUrl(
  path: string,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}.`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

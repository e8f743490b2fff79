import { z } from 'zod';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A route's rate limit: at most `max` requests in a fixed window of `windowMs`. Who is counted:
 * `address` (the default) counts the client's IP before the request is read; `account` counts
 * the signed-in person after the sign-in check; `person` counts the account, else the address.
 * Routes naming the same `bucket` share one count (default: the route's own).
 */
export interface RouteRateLimit {
  max: number;
  windowMs: number;
  per?: 'address' | 'account' | 'person';
  bucket?: string;
}

/**
 * One HTTP route of the contract: method, path (Fastify's spelling, `:name` for a parameter),
 * the schemas of what goes in, the schema of the success answer, and its rate limit.
 * `params` defaults to each `:name` as a string; `upload` marks a multipart form (no JSON body).
 */
export interface HttpRouteEntry {
  method: ApiMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  upload?: true;
  result: z.ZodType;
  rateLimit?: RouteRateLimit;
}

/** Declares one route, keeping its method and path as literal types. */
export function httpRoute<const Entry extends HttpRouteEntry>(entry: Entry): Entry {
  return entry;
}

/** `{ message }`: the answer of every route that only confirms. */
export const messageResponse = z.object({ message: z.string() });

/** The `:name` parameters of a path, as an object of strings (unknown when there are none). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : unknown;

/** The names of a path's `:name` parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
}

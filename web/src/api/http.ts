import {
  apiUrl,
  type ApiMethod,
  type ApiPath,
  type ApiResult,
  type EndpointOf,
  type PathParams,
  type PathsFor,
} from '@serendip/protocol';
import { noticeRestriction } from './restriction';
import { noteSignedOut } from './signedOut';

/**
 * The one HTTP client of the web app: JSON or multipart to /api, the Bearer token
 * from localStorage 'token' when present, and the anti-forgery cookie echoed in X-XSRF-TOKEN.
 */
export const TOKEN_KEY = 'token';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The whole JSON answer, for extras beside `message` (e.g. a 403's `statement`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

const tokenListeners = new Set<() => void>();

export function setToken(token: string | null): void {
  const changed = token !== getToken();
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
  if (changed) for (const listener of tokenListeners) listener();
}

/**
 * Called when the stored token changes (a sign-in, a sign-out, a refused token): what was read
 * with the old one belongs to another session.
 */
export function onTokenChange(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => void tokenListeners.delete(listener);
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

const sessionExpiredListeners = new Set<() => void>();

/** Called when the server refuses the stored token (expired or revoked): the app logs out. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => void sessionExpiredListeners.delete(listener);
}

/**
 * Sends one request; resolves with the parsed JSON answer, throws ApiError on a failure. An
 * aborted `signal` cancels it and rejects with the signal's reason, not with an ApiError: the
 * caller gave up, nothing failed.
 */
async function apiRequest(
  method: ApiMethod,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  const headers: Record<string, string> = {};
  // The server writes its `{ message }` texts in the language the app shows (<html lang>).
  const language = document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Only writes carry it; reading document.cookie is a call into the browser (4 ms the first
  // time, at the start of every page load, when a GET was all it served).
  const xsrf = method === 'GET' ? undefined : readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
  } catch (failure) {
    if (signal?.aborted) throw signal.reason ?? failure;
    throw new ApiError('Network error. Please check your connection and try again.', 0);
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (response.status === 401 && token) {
    noteSignedOut(data);
    setToken(null);
    for (const listener of sessionExpiredListeners) listener();
  }
  if (!response.ok) {
    if (response.status === 403) noticeRestriction(data);
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : '';
    throw new ApiError(message, response.status, data);
  }
  return data;
}

/** No fields (what `{}` means in a type, spelled so it reads as meant). */
type Empty = Record<never, never>;

/** What one call takes besides its path: `:name` parameters, query and body, as its spec says. */
type CallOptions<P extends ApiPath, M extends ApiMethod> = (keyof PathParams<P> extends never
  ? { params?: undefined }
  : { params: PathParams<P> }) &
  (EndpointOf<P, M> extends { query: infer Q }
    ? Empty extends Q
      ? { query?: Q }
      : { query: Q }
    : Empty) &
  (EndpointOf<P, M> extends { body: infer B } ? { body: B } : Empty);

/** Options any call takes: a signal that cancels the request (e.g. a query's, on unmount). */
interface RequestOptions {
  signal?: AbortSignal;
}

/** The options argument, optional when nothing in it is required. */
type CallArgs<P extends ApiPath, M extends ApiMethod> =
  Empty extends CallOptions<P, M>
    ? [options?: CallOptions<P, M> & RequestOptions]
    : [options: CallOptions<P, M> & RequestOptions];

interface LooseOptions extends RequestOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

function caller<M extends ApiMethod>(method: M) {
  return <P extends PathsFor<M>>(path: P, ...[options]: CallArgs<P, M>) => {
    const { params, query, body, signal } = (options ?? {}) as LooseOptions;
    return apiRequest(method, apiUrl(path, params, query), body, signal) as Promise<
      ApiResult<P, M>
    >;
  };
}

/**
 * Calls of the endpoint map in protocol/ (ApiEndpoints): the path picks the body, query and
 * result types, e.g. `api.get('/api/rooms/:id', { params: { id } })` resolves with a RoomView.
 */
export const api = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  delete: caller('DELETE'),
};

/** The server's message when it gave one, otherwise the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

import {
  QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { ApiError, errorMessage, onTokenChange } from './http';

/**
 * How the app loads data from the server: one TanStack Query client, used by the hooks below
 * with no provider in the React tree, so every React root (the pages, the PWA prompts) shares it.
 *
 * Each query function gets the query's AbortSignal and passes it to the API client: a page that
 * unmounts, or a query that starts again, cancels the request instead of ignoring its answer.
 */

/** How many times a failed read is tried again. */
const MAX_RETRIES = 2;

/**
 * A read is retried when the network or the server failed (status 0 or 5xx), never when the
 * server refused it (4xx): asking again would only be refused again, and later.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // Fresh from the server on every visit (as before: each page read on open), kept for five
    // minutes so a page opened again shows what it had while it reads anew; read again when the
    // window gets the focus back.
    queries: { retry: shouldRetry, staleTime: 0, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

// What QueryClientProvider would do on mount: refetch on focus and on reconnect.
queryClient.mount();

// What was read with another session's token is not this session's: dropped, and what is on
// screen is read again. A query marked `keepOnTokenChange` is the same for every session, or is
// the session itself, set by whoever changed the token.
onTokenChange(
  () =>
    void queryClient.resetQueries({ predicate: (query) => query.meta?.keepOnTokenChange !== true }),
);

/** useQuery on the app's client. */
export function useApiQuery<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>) {
  return useQuery(options, queryClient);
}

/** useInfiniteQuery on the app's client. */
export function useApiInfiniteQuery<
  TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UseInfiniteQueryOptions<
    TQueryFnData,
    DefaultError,
    InfiniteData<TQueryFnData, TPageParam>,
    TQueryKey,
    TPageParam
  >,
) {
  return useInfiniteQuery(options, queryClient);
}

/** useMutation on the app's client. */
export function useApiMutation<TData, TVariables = void>(
  options: UseMutationOptions<TData, DefaultError, TVariables>,
) {
  return useMutation(options, queryClient);
}

/**
 * What a page shows when its last read failed (after the retries): the server's message, else
 * `fallback`. It stays while the read is tried again and goes once one succeeds; an answer read
 * before stays on screen beside it.
 */
export function loadError(
  query: { error: unknown },
  fallback: string | ((error: unknown) => string),
): string | null {
  if (!query.error) return null;
  return typeof fallback === 'function'
    ? fallback(query.error)
    : errorMessage(query.error, fallback);
}

import { queryClient } from '../api/queries';

/**
 * Starts a test with nothing cached by an earlier one, and with failed reads retried at once (the
 * app's retry policy, without its waits of seconds).
 */
export function freshQueryCache(): void {
  queryClient.clear();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
}

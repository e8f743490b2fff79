import { notifyManager } from '@tanstack/react-query';
import { queryClient } from '../api/queries';

// Cache changes reach the components at once, not on a later tick: a live update renders inside
// the act() that made it, as a state update does.
notifyManager.setScheduler((notify) => notify());

/**
 * Starts a test with nothing cached by an earlier one, and with failed reads retried at once (the
 * app's retry policy, without its waits of seconds).
 */
export function freshQueryCache(): void {
  queryClient.clear();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
}

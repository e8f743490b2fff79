import { lazy, type ComponentType } from 'react';
import { LAZY_CHUNK_TIMEOUT_MS } from '@serendip/protocol';

/**
 * React.lazy with the spec's 120 s limit on fetching a page's chunk (SPEC §7), plus `preload()`:
 * starting the fetch before React gets to render the route (see preloadRoute in AppRoutes), so
 * the page's chunk downloads while the entry still runs and the session is checked.
 */
// `any` as React.lazy has it: a page may take props (the login screen's stayOnPage).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= new Promise<{ default: T }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Loading the page timed out.')),
        LAZY_CHUNK_TIMEOUT_MS,
      );
      load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
    // A failed fetch may be tried again (the error boundary's retry renders a new attempt).
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

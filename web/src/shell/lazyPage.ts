import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { LAZY_CHUNK_TIMEOUT_MS } from '@serendip/protocol';

/**
 * React.lazy with the spec's 120 s limit on fetching a page's chunk, plus `preload()`:
 * starting the fetch before React gets to render the route (see preloadRoute in AppRoutes), so
 * the page's chunk downloads while the entry still runs and the session is checked.
 *
 * A page whose chunk has already arrived renders at once. React.lazy alone suspends on its first
 * render whatever the state of the import (it learns the result a microtask later), and React
 * holds a revealed fallback for at least 300 ms: the preloaded /anonymous-chat showed a spinner
 * and its text appeared 0.3-0.7 s after the frame (Lighthouse: LCP 0.4 s after FCP).
 */
// `any` as React.lazy has it: a page may take props (the login screen's stayOnPage).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  let loaded: T | undefined;
  const preload = () => {
    loading ??= new Promise<{ default: T }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Loading the page timed out.')),
        LAZY_CHUNK_TIMEOUT_MS,
      );
      load()
        .then((module) => {
          loaded = module.default;
          resolve(module);
        }, reject)
        .finally(() => clearTimeout(timer));
    });
    // A failed fetch may be tried again (the error boundary's retry renders a new attempt).
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const LazyPage = lazy(preload);
  function Page(props: ComponentProps<T>) {
    // Chosen once per mount: switching from LazyPage to the page itself would remount it.
    const [arrived] = useState(() => loaded);
    return arrived ? createElement(arrived, props) : createElement(LazyPage, props);
  }
  return Object.assign(Page, { preload });
}

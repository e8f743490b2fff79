import { lazy, type ComponentType } from 'react';
import { LAZY_CHUNK_TIMEOUT_MS } from '@serendip/protocol';

/** React.lazy with the spec's 120 s limit on fetching a page's chunk (SPEC §7). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('Loading the page timed out.')),
          LAZY_CHUNK_TIMEOUT_MS,
        );
        load()
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      }),
  );
}

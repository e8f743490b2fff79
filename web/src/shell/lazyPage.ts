import { lazy, type ComponentType } from 'react';
import { LAZY_CHUNK_TIMEOUT_MS } from '@serendip/protocol';

/** React.lazy with the spec's 120 s limit on fetching a page's chunk (SPEC §7). */
// `any` as React.lazy has it: a page may take props (the login screen's stayOnPage).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
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

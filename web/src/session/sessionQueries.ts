import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig, SelfUser } from '@serendip/protocol';
import { api, getToken } from '../api/http';

/**
 * The shell's two reads, shared by every React root that needs them (the pages and the PWA
 * prompts). Both are read once per visit: the config does not change while the server runs, and
 * the signed-in user changes only through the session (sign-in, updates made here).
 */

/** The server's public runtime configuration: the same for every session. */
export const configQuery = queryOptions<PublicConfig>({
  queryKey: ['config'],
  queryFn: ({ signal }) => api.get('/api/config', { signal }),
  staleTime: Infinity,
  meta: { keepOnTokenChange: true },
});

/**
 * The signed-in user, null when signed out; read only with a stored token. The session itself
 * sets it when it changes the token (sign-in, sign-out), so a token change does not drop it.
 */
export const selfQuery = queryOptions<SelfUser | null>({
  queryKey: ['session', 'self'],
  queryFn: ({ signal }) => api.get('/api/users/profile', { signal }),
  enabled: () => getToken() !== null,
  staleTime: Infinity,
  gcTime: Infinity,
  meta: { keepOnTokenChange: true },
});

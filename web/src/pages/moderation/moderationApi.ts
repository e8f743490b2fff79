import type { AppealBody, ModerationActionBody, QueueFilter, Role } from '@serendip/protocol';
import { api } from '../../api/http';

/** The moderation console's and one's standing's HTTP calls (server/src/moderation/). */

export type { OpenAppeal, Rule } from '@serendip/protocol';

export const moderationApi = {
  role: (signal?: AbortSignal) => api.get('/api/account/role', { signal }),
  rules: (signal?: AbortSignal) => api.get('/api/moderation/rules', { signal }),
  // The console's tabs are keyed by the filters (QueuePage.tsx); the server refuses any other.
  queue: (filter: string, q: string, signal?: AbortSignal) =>
    api.get('/api/moderation/queue', {
      query: { filter: filter as QueueFilter, q: q || undefined },
      signal,
    }),
  item: (subject: string, signal?: AbortSignal) =>
    api.get('/api/moderation/items/:subject', { params: { subject }, signal }),
  claim: (subject: string) =>
    api.post('/api/moderation/items/:subject/claim', { params: { subject } }),
  release: (subject: string) =>
    api.delete('/api/moderation/items/:subject/claim', { params: { subject } }),
  staff: (signal?: AbortSignal) => api.get('/api/moderation/roles', { signal }),
  setRole: (userId: string, role: Role) =>
    api.put('/api/moderation/roles/:userId', { params: { userId }, body: { role } }),
  act: (subject: string, body: ModerationActionBody) =>
    api.post('/api/moderation/items/:subject/actions', { params: { subject }, body }),
  appeals: (signal?: AbortSignal) => api.get('/api/moderation/appeals', { signal }),
  decideAppeal: (id: string, decision: 'upheld' | 'reversed', reason: string) =>
    api.post('/api/moderation/appeals/:id', { params: { id }, body: { decision, reason } }),
  log: (signal?: AbortSignal) => api.get('/api/moderation/log', { signal }),
  statementByToken: (token: string, signal?: AbortSignal) =>
    api.get('/api/appeals', { query: { token }, signal }),
  standing: (signal?: AbortSignal) => api.get('/api/account/standing', { signal }),
  appeal: (body: AppealBody) => api.post('/api/appeals', { body }),
};

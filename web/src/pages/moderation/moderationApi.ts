import type { AppealBody, ModerationActionBody, QueueFilter, Role } from '@serendip/protocol';
import { api } from '../../api/http';

/** The moderation console's and one's standing's HTTP calls (server/src/moderation/). */

export type { OpenAppeal, Rule } from '@serendip/protocol';

export const moderationApi = {
  role: () => api.get('/api/account/role'),
  rules: () => api.get('/api/moderation/rules'),
  // The console's tabs are keyed by the filters (QueuePage.tsx); the server refuses any other.
  queue: (filter: string, q: string) =>
    api.get('/api/moderation/queue', {
      query: { filter: filter as QueueFilter, q: q || undefined },
    }),
  item: (subject: string) => api.get('/api/moderation/items/:subject', { params: { subject } }),
  claim: (subject: string) =>
    api.post('/api/moderation/items/:subject/claim', { params: { subject } }),
  release: (subject: string) =>
    api.delete('/api/moderation/items/:subject/claim', { params: { subject } }),
  staff: () => api.get('/api/moderation/roles'),
  setRole: (userId: string, role: Role) =>
    api.put('/api/moderation/roles/:userId', { params: { userId }, body: { role } }),
  act: (subject: string, body: ModerationActionBody) =>
    api.post('/api/moderation/items/:subject/actions', { params: { subject }, body }),
  appeals: () => api.get('/api/moderation/appeals'),
  decideAppeal: (id: string, decision: 'upheld' | 'reversed', reason: string) =>
    api.post('/api/moderation/appeals/:id', { params: { id }, body: { decision, reason } }),
  log: () => api.get('/api/moderation/log'),
  statementByToken: (token: string) => api.get('/api/appeals', { query: { token } }),
  standing: () => api.get('/api/account/standing'),
  appeal: (body: AppealBody) => api.post('/api/appeals', { body }),
};

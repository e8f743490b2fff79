import type {
  AuditRow,
  MessageResponse,
  QueueItem,
  QueueItemDetail,
  Role,
  StaffMember,
  Statement,
} from '@serendip/protocol';
import { api } from '../../api/http';

/** The moderation console's and one's standing's HTTP calls (server/src/moderation/). */

export interface Rule {
  id: string;
  title: string;
}

export interface OpenAppeal {
  _id: string;
  text: string;
  createdAt: string;
  subject: string;
  decidedBy: string | null;
  statement: Statement;
}

const item = (subject: string) => `/api/moderation/items/${encodeURIComponent(subject)}`;

export const moderationApi = {
  role: () => api.get<{ role: Role }>('/api/account/role'),
  rules: () => api.get<{ rules: Rule[] }>('/api/moderation/rules'),
  queue: (filter: string, q: string) =>
    api.get<{ items: QueueItem[] }>(
      `/api/moderation/queue?filter=${filter}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
    ),
  item: (subject: string) => api.get<QueueItemDetail>(item(subject)),
  claim: (subject: string) => api.post<MessageResponse>(`${item(subject)}/claim`),
  release: (subject: string) => api.delete<MessageResponse>(`${item(subject)}/claim`),
  staff: () => api.get<{ staff: StaffMember[] }>('/api/moderation/roles'),
  setRole: (userId: string, role: Role) =>
    api.put<MessageResponse>(`/api/moderation/roles/${encodeURIComponent(userId)}`, { role }),
  act: (subject: string, body: Record<string, unknown>) =>
    api.post<MessageResponse>(`${item(subject)}/actions`, body),
  appeals: () => api.get<{ appeals: OpenAppeal[] }>('/api/moderation/appeals'),
  decideAppeal: (id: string, decision: 'upheld' | 'reversed', reason: string) =>
    api.post<MessageResponse>(`/api/moderation/appeals/${id}`, { decision, reason }),
  log: () => api.get<{ log: AuditRow[] }>('/api/moderation/log'),
  statementByToken: (token: string) =>
    api.get<{ statement: Statement }>(`/api/appeals?token=${encodeURIComponent(token)}`),
  standing: () => api.get<{ sanctions: Statement[] }>('/api/account/standing'),
  appeal: (body: { text: string; sanctionId?: string; appealToken?: string }) =>
    api.post<MessageResponse>('/api/appeals', body),
};

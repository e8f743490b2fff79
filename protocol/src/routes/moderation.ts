import { z } from 'zod';
import { httpRoute, messageResponse, wireType } from '../httpRoute';
import {
  appealBody,
  appealDecisionBody,
  moderationActionBody,
  roleBody,
  type AuditRow,
  type QueueItem,
  type QueueItemDetail,
  type Role,
  type StaffMember,
  type Statement,
} from '../moderation';
import { contentReportBody } from '../reports';
import type { OpenAppeal, Rule } from '../results';
import type { TransparencyMonth, TransparencyPage } from '../transparency';
import type { AccountTrust } from '../trust';

const subjectParams = z.object({ subject: z.string().max(200) });

/** The moderation queue's tabs. */
export const queueFilter = z.enum(['open', 'mine', 'resolved']);
export type QueueFilter = z.infer<typeof queueFilter>;
/** Public reads, limited per address as the other public GETs are. */
const TRANSPARENCY_READS = { max: 60, windowMs: 60_000 };

/** One's own standing, trust and appeals, and reporting content. */
export const standingRoutes = {
  role: httpRoute({
    method: 'GET',
    path: '/api/account/role',
    result: z.object({ role: wireType<Role>('Role') }),
  }),
  standing: httpRoute({
    method: 'GET',
    path: '/api/account/standing',
    result: z.object({ sanctions: wireType<Statement[]>('Statement[]') }),
  }),
  trust: httpRoute({
    method: 'GET',
    path: '/api/account/trust',
    result: wireType<AccountTrust>('AccountTrust'),
    rateLimit: { max: 60, windowMs: 60_000, per: 'account', bucket: 'trust' },
  }),
  appealStatement: httpRoute({
    method: 'GET',
    path: '/api/appeals',
    // A query, not a path segment: a token is longer than a path parameter may be.
    query: z.object({ token: z.string().max(2000).default('') }),
    result: z.object({ statement: wireType<Statement>('Statement') }),
  }),
  appeal: httpRoute({
    method: 'POST',
    path: '/api/appeals',
    body: appealBody,
    result: messageResponse,
    rateLimit: { max: 10, windowMs: 60 * 60_000, per: 'person', bucket: 'appeal' },
  }),
  reportContent: httpRoute({
    method: 'POST',
    path: '/api/reports',
    body: contentReportBody,
    result: messageResponse,
    rateLimit: { max: 10, windowMs: 60 * 60_000, per: 'account', bucket: 'report' },
  }),
};

/** The moderation console: moderators' queue, items, actions and appeals; admins' log and roles. */
export const consoleRoutes = {
  rules: httpRoute({
    method: 'GET',
    path: '/api/moderation/rules',
    result: z.object({ rules: wireType<Rule[]>('Rule[]') }),
  }),
  queue: httpRoute({
    method: 'GET',
    path: '/api/moderation/queue',
    query: z.object({
      filter: queueFilter.default('open'),
      q: z.string().trim().max(50).optional(),
    }),
    result: z.object({ items: wireType<QueueItem[]>('QueueItem[]') }),
  }),
  item: httpRoute({
    method: 'GET',
    path: '/api/moderation/items/:subject',
    params: subjectParams,
    result: wireType<QueueItemDetail>('QueueItemDetail'),
  }),
  claim: httpRoute({
    method: 'POST',
    path: '/api/moderation/items/:subject/claim',
    params: subjectParams,
    result: messageResponse,
  }),
  release: httpRoute({
    method: 'DELETE',
    path: '/api/moderation/items/:subject/claim',
    params: subjectParams,
    result: messageResponse,
  }),
  act: httpRoute({
    method: 'POST',
    path: '/api/moderation/items/:subject/actions',
    params: subjectParams,
    body: moderationActionBody,
    result: messageResponse,
  }),
  appeals: httpRoute({
    method: 'GET',
    path: '/api/moderation/appeals',
    result: z.object({ appeals: wireType<OpenAppeal[]>('OpenAppeal[]') }),
  }),
  decideAppeal: httpRoute({
    method: 'POST',
    path: '/api/moderation/appeals/:id',
    body: appealDecisionBody,
    result: messageResponse,
  }),
  log: httpRoute({
    method: 'GET',
    path: '/api/moderation/log',
    result: z.object({ log: wireType<AuditRow[]>('AuditRow[]') }),
  }),
  staff: httpRoute({
    method: 'GET',
    path: '/api/moderation/roles',
    result: z.object({ staff: wireType<StaffMember[]>('StaffMember[]') }),
  }),
  setRole: httpRoute({
    method: 'PUT',
    path: '/api/moderation/roles/:userId',
    body: roleBody,
    result: messageResponse,
  }),
};

/** The public transparency report, as a page and as a file to download. */
export const transparencyRoutes = {
  page: httpRoute({
    method: 'GET',
    path: '/api/transparency',
    query: z.object({ month: z.string().max(40).optional() }),
    result: wireType<TransparencyPage>('TransparencyPage: { months, report }'),
    rateLimit: TRANSPARENCY_READS,
  }),
  download: httpRoute({
    method: 'GET',
    path: '/api/transparency/:month.json',
    params: z.object({ month: z.string().max(40) }),
    result: wireType<TransparencyMonth>('TransparencyMonth'),
    rateLimit: TRANSPARENCY_READS,
  }),
};

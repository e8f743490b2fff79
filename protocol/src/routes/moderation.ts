import { z } from 'zod';
import { httpRoute, messageResponse } from '../httpRoute';
import { appealBody, appealDecisionBody, moderationActionBody, roleBody } from '../moderation';
import { contentReportBody } from '../reports';
import {
  auditRowSchema,
  openAppealSchema,
  queueItemDetailSchema,
  queueItemSchema,
  roleSchema,
  ruleSchema,
  staffMemberSchema,
  statementSchema,
} from '../wire/moderation';
import { transparencyMonthSchema, transparencyPageSchema } from '../wire/transparency';
import { accountTrustSchema } from '../wire/trust';

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
    result: z.object({ role: roleSchema }),
  }),
  standing: httpRoute({
    method: 'GET',
    path: '/api/account/standing',
    result: z.object({ sanctions: z.array(statementSchema) }),
  }),
  trust: httpRoute({
    method: 'GET',
    path: '/api/account/trust',
    result: accountTrustSchema,
    rateLimit: { max: 60, windowMs: 60_000, per: 'account', bucket: 'trust' },
  }),
  appealStatement: httpRoute({
    method: 'GET',
    path: '/api/appeals',
    // A query, not a path segment: a token is longer than a path parameter may be.
    query: z.object({ token: z.string().max(2000).default('') }),
    result: z.object({ statement: statementSchema }),
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
    result: z.object({ rules: z.array(ruleSchema) }),
  }),
  queue: httpRoute({
    method: 'GET',
    path: '/api/moderation/queue',
    query: z.object({
      filter: queueFilter.default('open'),
      q: z.string().trim().max(50).optional(),
    }),
    result: z.object({ items: z.array(queueItemSchema) }),
  }),
  item: httpRoute({
    method: 'GET',
    path: '/api/moderation/items/:subject',
    params: subjectParams,
    result: queueItemDetailSchema,
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
    result: z.object({ appeals: z.array(openAppealSchema) }),
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
    result: z.object({ log: z.array(auditRowSchema) }),
  }),
  staff: httpRoute({
    method: 'GET',
    path: '/api/moderation/roles',
    result: z.object({ staff: z.array(staffMemberSchema) }),
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
    result: transparencyPageSchema,
    rateLimit: TRANSPARENCY_READS,
  }),
  download: httpRoute({
    method: 'GET',
    path: '/api/transparency/:month.json',
    params: z.object({ month: z.string().max(40) }),
    result: transparencyMonthSchema,
    rateLimit: TRANSPARENCY_READS,
  }),
};

import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { moderationLog, users } from '../platform/db/schema';
import { invalid, notFound } from '../platform/errors';
import { parseId } from '../platform/ids';
import { bodyOrEmpty, signedIn } from '../platform/requests';
import { requireRole, roleOf, setRole, staffList } from './roles';
import { audit, parseSubject } from './sanctions';
import { claim, listQueue, queueItem, release } from './queue';
import { act } from './actions';
import { decideAppeal, openAppeals } from './appeals';
import { RULES } from './rules';

const routes = HTTP_ROUTES.console;

/**
 * The moderation console's API: moderators' queue, items, actions and appeals;
 * admins' audit log and roles. A visitor gets 401, a user without the role 403.
 */
export async function registerConsoleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const route = routeRegistrar(app, ctx);
  const moderator = { preValidation: [requireRole(ctx, 'moderator'), bodyOrEmpty] };
  const admin = { preValidation: [requireRole(ctx, 'admin'), bodyOrEmpty] };
  const tags = ['moderation'];

  async function subjectOf(key: string) {
    const subject = await parseSubject(ctx.db, key);
    if (!subject) throw notFound('Nothing was reported about this person.');
    if ('userId' in subject) parseId(subject.userId, 'User');
    return subject;
  }

  route(
    HTTP_ROUTES.standing.role,
    { docs: { tags }, preValidation: [ctx.auth.requireUser] },
    async (request) => ({
      role: await roleOf(ctx.db, signedIn(request)),
    }),
  );

  route(routes.rules, { docs: { tags }, ...moderator }, async () => ({
    rules: [...RULES],
  }));

  route(
    routes.queue,
    {
      docs: {
        tags,
      },
      ...moderator,
    },
    async (request) => ({
      items: await listQueue(
        ctx.db,
        signedIn(request),
        request.query.filter,
        request.query.q || undefined,
      ),
    }),
  );

  route(
    routes.item,
    {
      docs: {
        tags,
        description:
          'One reported person: reports and automatic flags with their evidence read for people ' +
          '(`shown`: the words a flag matched, chat lines labelled reporter/reported/other ' +
          'member, media to show blurred, a profile’s bio), the history of flags, reports and ' +
          'decisions with outcomes, the escalation proposal with the count it rests on, and ' +
          '`allowed`: the actions this moderator may take (others are refused).',
      },
      ...moderator,
    },
    async (request) =>
      queueItem(
        ctx,
        request.params.subject,
        await subjectOf(request.params.subject),
        signedIn(request),
      ),
  );

  route(routes.claim, { docs: { tags }, ...moderator }, async (request) => {
    await subjectOf(request.params.subject);
    await claim(ctx.db, request.params.subject, signedIn(request));
    return { message: 'Claimed.' };
  });

  route(routes.release, { docs: { tags }, ...moderator }, async (request) => {
    await claim(ctx.db, request.params.subject, signedIn(request));
    await release(ctx.db, request.params.subject);
    return { message: 'Released.' };
  });

  route(routes.act, { docs: { tags }, ...moderator }, async (request) =>
    act(ctx, signedIn(request), await subjectOf(request.params.subject), request.body),
  );

  route(
    routes.appeals,
    {
      docs: {
        tags,
        description:
          'Open appeals, oldest first, each naming the person, linking to their item and ' +
          'listing the decisions this moderator may take (none on an appeal of their own decision).',
      },
      ...moderator,
    },
    async (request) => ({ appeals: await openAppeals(ctx, signedIn(request)) }),
  );

  route(
    routes.decideAppeal,
    {
      docs: { tags },
      ...moderator,
    },
    async (request) => decideAppeal(ctx, signedIn(request), request.params.id, request.body),
  );

  const actors = alias(users, 'actors');
  route(routes.log, { docs: { tags }, ...admin }, async () => {
    const rows = await ctx.db
      .select({ row: moderationLog, actor: actors.username })
      .from(moderationLog)
      .leftJoin(actors, eq(actors.id, moderationLog.actorId))
      .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
      .limit(200);
    return {
      log: rows.map(({ row, actor }) => ({
        _id: row.id,
        actor,
        action: row.action,
        subject: row.subject,
        rule: row.rule,
        note: row.note,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });

  route(
    routes.staff,
    { docs: { tags, description: 'Moderators and admins (admins only).' }, ...admin },
    async () => ({ staff: await staffList(ctx.db) }),
  );

  route(routes.setRole, { docs: { tags }, ...admin }, async (request) => {
    const userId = parseId(request.params.userId, 'User');
    // An admin cannot lock the console out by demoting themselves (the command line can).
    if (userId === signedIn(request)) throw invalid('You cannot change your own role.');
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found.');
    await setRole(ctx.db, userId, request.body.role);
    await audit(ctx.db, {
      actorId: signedIn(request),
      action: `role ${request.body.role}`,
      subject: `user:${userId}`,
      note: '',
    });
    return { message: 'Role updated.' };
  });
}

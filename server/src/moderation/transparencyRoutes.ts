import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { invalid } from '../platform/errors';
import { transparencyReports, TRANSPARENCY_CACHE_MS } from './transparency';
import { isReportableMonth, monthOf } from './transparencyCounts';

export const BAD_MONTH = 'Choose a month as YYYY-MM, from 2000 up to this month.';

const routes = HTTP_ROUTES.transparency;
const tags = ['transparency'];
const maxAge = `public, max-age=${TRANSPARENCY_CACHE_MS / 1000}`;

function reportableMonth(month: string): string {
  if (!isReportableMonth(month, new Date())) throw invalid(BAD_MONTH);
  return month;
}

/**
 * The public transparency report: GET /api/transparency?month=YYYY-MM for the page, and
 * GET /api/transparency/YYYY-MM.json, the same month as a file to download.
 */
export async function registerTransparencyRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const route = routeRegistrar(app, ctx);
  const reports = transparencyReports(ctx.db);
  route(
    routes.page,
    {
      docs: {
        tags,
        description:
          'One month of the transparency report (default: the current month, UTC) with the list of months there are, newest first: `{ months, report }`. Counts from 1 to 9 read `{ "fewerThan": 10 }`; the median time to a decision is null below 10 decisions. No personal data. Numbers may be up to a minute old. 60 requests a minute per address.',
      },
    },
    async (request, reply) => {
      const month = reportableMonth(request.query.month ?? monthOf(new Date()));
      reply.header('Cache-Control', maxAge);
      return reports.page(month);
    },
  );
  route(
    routes.download,
    {
      docs: {
        tags,
        description:
          'One month of the transparency report as a JSON file to download (the `report` of GET /api/transparency), e.g. /api/transparency/2026-11.json.',
      },
    },
    async (request, reply) => {
      const month = reportableMonth(request.params.month);
      reply
        .header('Cache-Control', maxAge)
        .header(
          'Content-Disposition',
          `attachment; filename="serendip-transparency-${month}.json"`,
        );
      return reports.month(month);
    },
  );
}

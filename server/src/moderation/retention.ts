import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/database';
import { reportOutcomes, reports } from '../platform/db/schema';

/** Days a dismissed report's evidence is kept (stated on the privacy page). */
export const DISMISSED_EVIDENCE_DAYS = 30;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Deletes the evidence (attached chat messages) of reports dismissed more than `days` ago;
 * the report itself (who, when, reason) stays for reporter accuracy and the audit trail.
 * Returns how many reports lost their evidence.
 */
export async function purgeDismissedEvidence(
  db: Database,
  days = DISMISSED_EVIDENCE_DAYS,
): Promise<number> {
  const expired = db
    .select({ id: reportOutcomes.reportId })
    .from(reportOutcomes)
    .where(
      and(
        eq(reportOutcomes.outcome, 'dismissed'),
        lt(reportOutcomes.decidedAt, sql`now() - make_interval(days => ${days})`),
      ),
    );
  const purged = await db
    .update(reports)
    .set({ evidence: null })
    .where(and(inArray(reports.id, expired), isNotNull(reports.evidence)))
    .returning({ id: reports.id });
  return purged.length;
}

/** Sweeps every hour in each process (the update is idempotent, so processes may overlap). */
export function startEvidenceSweeper(ctx: Pick<AppContext, 'db' | 'logger'>): () => void {
  const timer = setInterval(() => {
    purgeDismissedEvidence(ctx.db).catch((error: unknown) =>
      ctx.logger.warn({ err: error }, 'could not purge dismissed evidence'),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

import { z } from 'zod';
import { userText } from './text';
import {
  CONTENT_REPORT_REASON_MAX_LENGTH,
  REPORT_CATEGORY_IDS,
  REPORTABLE_KINDS,
} from './reportCategories';

export * from './reportCategories';

/** Optional on every report payload (the spec's `{ reason }` stays valid): 'other' when absent. */
export const reportCategory = z
  .enum(REPORT_CATEGORY_IDS, { error: 'Choose a category.' })
  .optional();

/**
 * POST /api/reports: a signed-in user reports a photo, a comment, a room message or a friend
 * chat message they can see. The reason may be left out: the category then says it.
 */
export const contentReportBody = z.object({
  kind: z.enum(REPORTABLE_KINDS, { error: 'Choose what to report.' }),
  id: z.string({ error: 'Choose what to report.' }).min(1).max(100),
  category: reportCategory,
  reason: userText({ multiline: true })
    .trim()
    .max(
      CONTENT_REPORT_REASON_MAX_LENGTH,
      `A reason is at most ${CONTENT_REPORT_REASON_MAX_LENGTH} characters.`,
    )
    .optional(),
});
export type ContentReportBody = z.infer<typeof contentReportBody>;

/**
 * Report categories and reportable kinds as plain data (no zod): pages that only show a report
 * dialog import these without pulling the schemas, and zod with them, into their chunk.
 */

/**
 * Report categories, most severe first. Severity orders the review queue: the first
 * three (severity 3) come before everything else.
 */
export const REPORT_CATEGORIES = [
  { id: 'minors', label: 'Sexual content involving minors', severity: 3 },
  { id: 'threats', label: 'Threats or violence', severity: 3 },
  { id: 'self-harm', label: 'Self-harm or suicide', severity: 3 },
  { id: 'sexual', label: 'Sexual content', severity: 2 },
  { id: 'harassment', label: 'Harassment or hate', severity: 2 },
  { id: 'spam', label: 'Spam or scam', severity: 1 },
  { id: 'other', label: 'Something else', severity: 0 },
] as const;

export type ReportCategory = (typeof REPORT_CATEGORIES)[number]['id'];
export const REPORT_CATEGORY_IDS = REPORT_CATEGORIES.map((category) => category.id) as [
  ReportCategory,
  ...ReportCategory[],
];

export const DEFAULT_REPORT_CATEGORY: ReportCategory = 'other';

export function categorySeverity(id: string): number {
  return REPORT_CATEGORIES.find((category) => category.id === id)?.severity ?? 0;
}

export function categoryLabel(id: string): string {
  return REPORT_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

/** Content that can be reported by its id: what a reporter sees in a page. */
export const REPORTABLE_KINDS = ['photo', 'comment', 'roomMessage', 'chatMessage'] as const;
export type ReportableKind = (typeof REPORTABLE_KINDS)[number];

export const CONTENT_REPORT_REASON_MAX_LENGTH = 1000;

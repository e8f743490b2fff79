/** Facts the static pages repeat: one place, so the legal texts never disagree. */
export const PRODUCT_NAME = 'Serendip';
export const SUPPORT_EMAIL = 'support@serendip.example';
/** The day the legal texts last changed, as YYYY-MM-DD (shown in the reader's language). */
export const LEGAL_LAST_UPDATED = '2025-07-26';
export const COPYRIGHT_YEAR = 2025;

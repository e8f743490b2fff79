/** Facts the static pages repeat: one place, so the legal texts never disagree. */
export const PRODUCT_NAME = 'Serendip';
export const SUPPORT_EMAIL = 'support@serendip.example';
export const LEGAL_LAST_UPDATED = 'July 26, 2025';
export const COPYRIGHT_YEAR = 2025;

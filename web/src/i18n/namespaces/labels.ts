import en from '../locales/en/labels.json';
import { defineNamespace } from '../namespace';

/**
 * Names of things the protocol defines by a stable id and several screens show: report
 * categories, transparency actions, interest suggestions. Screens read them through
 * `useLabels()` (`web/src/i18n/useLabels.ts`), never by key.
 */
export const useLabelsTranslation = defineNamespace('labels', en);

/** The interests the app suggests, by their wire value (the spec's English word). */
export const SUGGESTED_INTERESTS: ReadonlySet<string> = new Set(Object.keys(en.interests));

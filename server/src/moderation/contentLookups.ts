import type { AppContext } from '../platform/context';
import type { ContentLookups } from '../platform/contentLookup';

/**
 * Each removable kind's look-up, offered by the feature that owns it (wired in app.ts): reports
 * and the console read content through them, never another feature's tables.
 */
declare module '../platform/context' {
  interface AppContext {
    contentLookups: ContentLookups;
  }
}

/** What reads content for reports and the console. */
export type LookupsContext = Pick<AppContext, 'db' | 'contentLookups'>;

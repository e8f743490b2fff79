/**
 * Language rules of stranger matching (queueLua.ts holds the same rules for Redis). A person who
 * gave languages waits, like one who gave interests, for someone who shares one until their
 * languageWidenAt; after that anyone will do, unless either side asked for their language only.
 * Someone who gave no languages (any client written before them) meets everyone as before.
 */
import { primaryLanguages } from '@serendip/protocol';
import type { QueueEntry } from './types';

/** What a match request says about languages. */
export interface LanguageWish {
  languages?: string[];
  onlyMyLanguage?: boolean;
}

/** The queue entry's language fields for a request made at `now` (none without languages). */
export function languageFields(
  wish: LanguageWish,
  now: number,
  widenMs: number,
): Pick<QueueEntry, 'languages' | 'languageOnly' | 'languageWidenAt'> {
  const languages = primaryLanguages(wish.languages ?? []);
  if (languages.length === 0) return {};
  return {
    languages,
    languageWidenAt: now + widenMs,
    ...(wish.onlyMyLanguage ? { languageOnly: true } : {}),
  };
}

function sharesLanguage(a: QueueEntry, b: QueueEntry): boolean {
  return !!a.languages && !!b.languages && a.languages.some((code) => b.languages!.includes(code));
}

/** The hard rule: someone who asked for their language only meets no one without it. */
export function languageAllows(a: QueueEntry, b: QueueEntry): boolean {
  return !(a.languageOnly || b.languageOnly) || sharesLanguage(a, b);
}

/**
 * The preference: two people who both gave languages and share none meet only once both are past
 * their languageWidenAt (the hard rule is languageAllows).
 */
export function languageReady(a: QueueEntry, b: QueueEntry, now: number): boolean {
  if (!a.languages || !b.languages || sharesLanguage(a, b)) return true;
  return (a.languageWidenAt ?? 0) <= now && (b.languageWidenAt ?? 0) <= now;
}

/** When the entry stops preferring anything: past both its interest and language waits. */
export function widenedAt(entry: QueueEntry): number {
  return Math.max(entry.widenAt, entry.languageWidenAt ?? 0);
}

/**
 * The optional extra of a match announcement: the languages every one of `entries` gave, or
 * nothing when one gave none.
 */
export function sharedLanguages(entries: QueueEntry[]): { sharedLanguages?: string[] } {
  if (entries.some((entry) => !entry.languages)) return {};
  const [first, ...rest] = entries;
  const shared = first!.languages!.filter((code) =>
    rest.every((other) => other.languages!.includes(code)),
  );
  return { sharedLanguages: shared };
}

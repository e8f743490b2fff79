import { useMemo } from 'react';
import { useTranslation } from './i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Dates, times, numbers and "how long ago" in a language, through `Intl`, so that every screen
 * writes them the way the person's language does ("3 hr ago", "hace 3 h", "منذ 3 ساعات").
 * Formatters are built once per language and options. `justNow` is the language's word for
 * less than a minute ago (common `time.justNow`): Intl's own, "now", reads curt in a list.
 */
export function formattersFor(language: string, justNow?: string) {
  const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
  const dates = (options: Intl.DateTimeFormatOptions) => {
    const key = `d${JSON.stringify(options)}`;
    if (!cache.has(key)) cache.set(key, new Intl.DateTimeFormat(language, options));
    return cache.get(key) as Intl.DateTimeFormat;
  };
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  const valid = (value: string | number | Date) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  return {
    /** "28 Nov 2026", in the language's order. */
    date(
      value: string | number | Date,
      options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
    ) {
      const date = valid(value);
      return date ? dates(options).format(date) : '';
    },
    /** "14:05" or "2:05 PM", as the language writes hours. */
    time(value: string | number | Date) {
      const date = valid(value);
      return date ? dates({ timeStyle: 'short' }).format(date) : '';
    },
    /** The full date and time, for a title attribute. */
    dateTime(value: string | number | Date) {
      const date = valid(value);
      return date ? dates({ dateStyle: 'full', timeStyle: 'short' }).format(date) : '';
    },
    number(value: number, options: Intl.NumberFormatOptions = {}) {
      const key = `n${JSON.stringify(options)}`;
      if (!cache.has(key)) cache.set(key, new Intl.NumberFormat(language, options));
      return (cache.get(key) as Intl.NumberFormat).format(value);
    },
    /**
     * A short "how long ago", the same on every screen: just now, 5 min. ago, 3 hr. ago,
     * yesterday, 2 days ago, then the date.
     */
    ago(value: string | number | Date, now: number = Date.now()) {
      const date = valid(value);
      if (!date) return '';
      const elapsed = Math.max(0, now - date.getTime());
      if (elapsed < MINUTE) return justNow ?? relative.format(0, 'second');
      if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
      if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
      const days = Math.floor(elapsed / DAY);
      if (days < 7) return relative.format(-days, 'day');
      return dates({ day: 'numeric', month: 'short', year: 'numeric' }).format(date);
    },
  };
}

export type Formatters = ReturnType<typeof formattersFor>;

/** The formatters of the language the app speaks now; they change when the language does. */
export function useFormat(): Formatters {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const justNow = t('time.justNow');
  return useMemo(() => formattersFor(language, justNow), [language, justNow]);
}

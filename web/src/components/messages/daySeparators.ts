/** A calendar day in the reader's time zone, as YYYY-MM-DD (also a valid `dateTime`). */
export function localDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Whole calendar days from `date` to `now` in local time (0: today, 1: yesterday). */
function daysAgo(date: Date, now: Date): number {
  const start = (value: Date) =>
    Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()) / 86_400_000;
  return start(now) - start(date);
}

/** The words of the day separators: 'Today', 'Yesterday' and a date, in one language. */
export interface DayWords {
  today: string;
  yesterday: string;
  date(date: Date, options: Intl.DateTimeFormatOptions): string;
}

/** English's words with dates in `locale` (the browser's when not given). */
export function englishDayWords(locale?: string | string[]): DayWords {
  return {
    today: 'Today',
    yesterday: 'Yesterday',
    date: (date, options) => new Intl.DateTimeFormat(locale, options).format(date),
  };
}

/**
 * The label of a day separator: 'Today', 'Yesterday', otherwise the date in the reader's
 * language (the weekday too within the last week; the year only when it is not this year).
 */
export function dayLabel(date: Date, now = new Date(), words = englishDayWords()): string {
  const ago = daysAgo(date, now);
  if (ago === 0) return words.today;
  if (ago === 1) return words.yesterday;
  const options: Intl.DateTimeFormatOptions =
    ago > 1 && ago < 7
      ? { weekday: 'long', month: 'long', day: 'numeric' }
      : date.getFullYear() === now.getFullYear()
        ? { month: 'long', day: 'numeric' }
        : { year: 'numeric', month: 'long', day: 'numeric' };
  return words.date(date, options);
}

/** A separator to draw above a message: its day, for `<time dateTime>`, and the label. */
export interface DaySeparator {
  day: string;
  label: string;
}

/**
 * For each message of a list sorted oldest first, the separator above it, or null: one above the
 * first message and one wherever the local day changes. Messages without a readable time never
 * start a day.
 */
export function daySeparators(
  messages: ReadonlyArray<{ createdAt: string }>,
  now = new Date(),
  words = englishDayWords(),
): Array<DaySeparator | null> {
  let previous = '';
  return messages.map((message) => {
    const date = new Date(message.createdAt);
    if (Number.isNaN(date.getTime())) return null;
    const day = localDayKey(date);
    if (day === previous) return null;
    previous = day;
    return { day, label: dayLabel(date, now, words) };
  });
}

const unit = (language: string, name: string, display: 'long' | 'short') =>
  new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: display });

/**
 * A median time to a decision in `language`'s words, through Intl: "45 minutes", "3 hr 20 min",
 * "2 days 4 hr" ("45 minutos", "3 h 20 min", "2 días 4 h").
 */
export function durationText(minutes: number, language = 'en'): string {
  if (minutes < 60) return unit(language, 'minute', 'long').format(minutes);
  const hours = Math.floor(minutes / 60);
  const short = (name: string, value: number) => unit(language, name, 'short').format(value);
  if (hours < 48) {
    const rest = minutes % 60;
    return rest === 0 ? short('hour', hours) : `${short('hour', hours)} ${short('minute', rest)}`;
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const inDays = unit(language, 'day', 'long').format(days);
  return rest === 0 ? inDays : `${inDays} ${short('hour', rest)}`;
}

/**
 * "2026-11" as "November 2026" in `language` ("noviembre de 2026"); the month is in UTC, so it
 * is read as such.
 */
export function monthText(month: string, language = 'en'): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1, 1)).toLocaleDateString(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

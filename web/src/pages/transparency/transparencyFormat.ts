/** A median time to a decision in words: "45 minutes", "3 h 20 min", "2 days 4 h". */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? `${days} days` : `${days} days ${rest} h`;
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

/** How the console and one's standing write a moment: "29 Nov 2026, 14:05" in the language's order. */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

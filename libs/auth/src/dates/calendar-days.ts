const DAY_MS = 86_400_000;

const utcDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/**
 * Whole calendar days from today to the day of `iso`: 0 on that day, negative once it has passed; null for a
 * date that cannot be read. Days are counted in UTC, as the server counts a licence's days
 * (the server's licence and trial dates), so every viewer sees the same number whatever their time zone.
 */
export function calendarDaysUntil(iso: string, now: Date = new Date()): number | null {
  const end = new Date(iso);
  if (Number.isNaN(end.getTime())) return null;
  return Math.round((utcDay(end) - utcDay(now)) / DAY_MS);
}

/**
 * Dates as spec §9 writes them, 'MMMM do, yyyy' ('June 1st, 2026'), in the reader's time zone; with the time
 * ('June 1st, 2026, 12:00 PM') where a page needs it. Relative times ('3 days ago') are another matter.
 */
const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const ordinals = new Intl.PluralRules('en-US', { type: 'ordinal' });
const suffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** 1st, 2nd, 3rd, 4th, 11th, 21st … */
export function ordinal(day: number): string {
  return `${day}${suffixes[ordinals.select(day)] ?? 'th'}`;
}

function readTime(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const at = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(at) ? null : at;
}

/** 'June 1st, 2026'; null when there is no date or it cannot be read. */
export function formatDate(value: string | number | Date | null | undefined): string | null {
  const at = readTime(value);
  if (at === null) return null;
  const of = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
  return `${of['month']} ${ordinal(Number(of['day']))}, ${of['year']}`;
}

/** 'June 1st, 2026, 12:00 PM'; null when there is no time or it cannot be read. */
export function formatDateTime(value: string | number | Date | null | undefined): string | null {
  const at = readTime(value);
  return at === null ? null : `${formatDate(at)}, ${time.format(at)}`;
}

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** 'Jun 1, 2026, 12:00 PM' for an ISO time; null when there is none or it cannot be read. */
export function formatDateTime(iso: string | null | undefined): string | null {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? null : dateTime.format(time);
}

/** 'Jun 1, 2026' for an ISO time; null when there is none or it cannot be read. */
export function formatDate(iso: string | null | undefined): string | null {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? null : date.format(time);
}

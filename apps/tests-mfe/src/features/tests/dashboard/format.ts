/** Figures of the dashboard as it writes them. */

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '950', '1.2K', '3.4M'. */
export function formatCount(count: number): string {
  return compact.format(count);
}

/** A rate from 0 to 1 as a percentage: '12.5%'. */
export function formatRate(rate: number): string {
  return `${percent.format(rate * 100)}%`;
}

/** A change in percent with its sign: '+12.5%', '-4%', '0%'; null when there is nothing to compare with. */
export function formatPercentChange(change: number | null | undefined): string | null {
  if (change == null || !Number.isFinite(change)) return null;
  const text = `${percent.format(Math.abs(change))}%`;
  return change > 0 ? `+${text}` : change < 0 ? `-${text}` : text;
}

/** Seconds as '250ms', '4.5s', '2m 5s', '1h 2m', '2d 3h'. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0s';
  if (seconds < 1) return `${Math.max(1, Math.round(seconds * 1000))}ms`;
  if (seconds < 60) return `${percent.format(Math.round(seconds * 10) / 10)}s`;
  const whole = Math.round(seconds);
  const days = Math.floor(whole / 86_400);
  const hours = Math.floor((whole % 86_400) / 3_600);
  const minutes = Math.floor((whole % 3_600) / 60);
  const rest = whole % 60;
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`;
  return rest > 0 ? `${minutes}m ${rest}s` : `${minutes}m`;
}

// Bundle sizes and download times as the bundle pages show them: decimal units (1 kB = 1000 B), at most two
// decimals, narrow unit display ('1.2kB', '340ms'), so every bundle figure reads the same everywhere.

const KILOBYTE = 1_000;
const MEGABYTE = 1_000_000;
const GIGABYTE = 1_000_000_000;

type Unit = 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte' | 'millisecond' | 'second' | 'minute';

const formats = new Map<Unit, Intl.NumberFormat>();
function format(value: number, unit: Unit): string {
  let formatter = formats.get(unit);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'unit',
      unit,
      unitDisplay: 'narrow',
      maximumFractionDigits: 2,
    });
    formats.set(unit, formatter);
  }
  return formatter.format(value);
}

/** '512B', '1.2kB', '3.45MB', '1.1GB'; '-' without a value. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null || Number.isNaN(bytes)) return '-';
  const size = Math.abs(bytes);
  if (size < KILOBYTE) return format(bytes, 'byte');
  if (size < MEGABYTE) return format(bytes / KILOBYTE, 'kilobyte');
  if (size < GIGABYTE) return format(bytes / MEGABYTE, 'megabyte');
  return format(bytes / GIGABYTE, 'gigabyte');
}

/** A size change with its sign: '+1.2kB', '-300B', '0B'; '-' without a value. */
export function formatBytesChange(bytes: number | null | undefined): string {
  if (bytes == null || Number.isNaN(bytes)) return '-';
  return bytes > 0 ? `+${formatBytes(bytes)}` : formatBytes(bytes);
}

/** A download time: '340ms', '1.25s', '2.5m'; '-' without a value. */
export function formatLoadTime(ms: number | null | undefined): string {
  if (ms == null || Number.isNaN(ms)) return '-';
  const time = Math.abs(ms);
  if (time < 1_000) return format(ms, 'millisecond');
  if (time < 60_000) return format(ms / 1_000, 'second');
  return format(ms / 60_000, 'minute');
}

/** A load time change with its sign: '+120ms', '-1.5s'. */
export function formatLoadTimeChange(ms: number | null | undefined): string {
  if (ms == null || Number.isNaN(ms)) return '-';
  return ms > 0 ? `+${formatLoadTime(ms)}` : formatLoadTime(ms);
}

import { type Schema, fail, isMapping } from './schema';
import type { BundleThreshold, StatusTarget } from './types';

const percentText = /^\s*(\d+(?:\.\d*)?|\.\d+)\s*%?\s*$/;

/** `80`, `80.5`, `"80"`, `"80%"` → 80…; undefined when the value is not a percentage from 0 to 100. */
export function readPercentage(value: unknown): number | undefined {
  let number: number | undefined;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string') {
    const match = percentText.exec(value);
    if (match?.[1] !== undefined) number = Number(match[1]);
  }
  return number !== undefined && Number.isFinite(number) && number >= 0 && number <= 100 ? number : undefined;
}

export const percentage = (): Schema<number> => (value, at, errors) =>
  readPercentage(value) ?? fail(errors, at, 'must be a percentage from 0 to 100, such as 80 or "80%"');

export const statusTarget = (): Schema<StatusTarget> => (value, at, errors) => {
  if (value === 'auto') return 'auto';
  return (
    readPercentage(value) ?? fail(errors, at, 'must be "auto" or a percentage from 0 to 100, such as "80%"')
  );
};

const rangeText = /^\s*(\d+(?:\.\d+)?)\s*%?\s*\.{2,3}\s*(\d+(?:\.\d+)?)\s*%?\s*$/;

/** `"60..80"`, `"60...80"` or `[60, 80]` → `[60, 80]`. */
export function readRange(value: unknown): [number, number] | undefined {
  let bounds: [unknown, unknown] | undefined;
  if (typeof value === 'string') {
    const match = rangeText.exec(value);
    if (match) bounds = [match[1], match[2]];
  } else if (Array.isArray(value) && value.length === 2) bounds = [value[0], value[1]];
  if (!bounds) return undefined;
  const lo = readPercentage(bounds[0]);
  const hi = readPercentage(bounds[1]);
  return lo !== undefined && hi !== undefined && lo <= hi ? [lo, hi] : undefined;
}

export const coverageRange = (): Schema<[number, number]> => (value, at, errors) =>
  readRange(value) ?? fail(errors, at, 'must be "lo..hi" or [lo, hi] with 0 ≤ lo ≤ hi ≤ 100');

const sizeText = /^\s*(\d+(?:\.\d+)?)\s*(b|bytes?|kb|mb|gb)\s*$/i;
const sizeUnits: Record<string, number> = { b: 1, byte: 1, bytes: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/**
 * Bundle size thresholds: a whole number is bytes, a fraction is a percentage as written (0.5 → 0.5%),
 * `"5%"` is a percentage and `"10 mb"` / `"12KB"` / `"100 bytes"` are bytes with decimal multipliers.
 */
export function readBundleThreshold(value: unknown): BundleThreshold | undefined {
  if (isMapping(value)) return readNormalisedThreshold(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    return Number.isInteger(value) ? { type: 'absolute', value } : { type: 'percentage', value };
  }
  if (typeof value !== 'string') return undefined;
  if (value.includes('%')) {
    const percent = readPercentage(value);
    return percent === undefined ? undefined : { type: 'percentage', value: percent };
  }
  const bytes = readByteSize(value);
  return bytes === undefined ? undefined : { type: 'absolute', value: bytes };
}

/** A size in bytes: a whole number, or `"170 kB"`, `"1.5mb"`, `"100 bytes"` with decimal multipliers. */
export function readByteSize(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = sizeText.exec(value);
  const unit = sizeUnits[match?.[2]?.toLowerCase() ?? ''];
  if (!match?.[1] || unit === undefined) return undefined;
  return Math.round(Number(match[1]) * unit);
}

/** The normalised form is accepted too, so a stored configuration validates again unchanged. */
function readNormalisedThreshold(value: Record<string, unknown>): BundleThreshold | undefined {
  const keys = Object.keys(value);
  if (keys.length !== 2 || typeof value['value'] !== 'number' || !(value['value'] >= 0)) return undefined;
  if (value['type'] === 'absolute' && Number.isSafeInteger(value['value']))
    return { type: 'absolute', value: value['value'] };
  if (value['type'] === 'percentage' && Number.isFinite(value['value']))
    return { type: 'percentage', value: value['value'] };
  return undefined;
}

export const bundleThreshold = (): Schema<BundleThreshold> => (value, at, errors) =>
  readBundleThreshold(value) ??
  fail(errors, at, 'must be a size in bytes (such as 500000 or "500 kb") or a percentage (such as "5%")');

export const byteSize = (): Schema<number> => (value, at, errors) =>
  readByteSize(value) ?? fail(errors, at, 'must be a size in bytes, such as 170000 or "170 kB"');

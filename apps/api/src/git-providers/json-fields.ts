/** Typed reading of JSON answers from git hosts, whose shape is only trusted field by field. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function valueAt(value: unknown, keys: readonly string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

export function textAt(value: unknown, ...keys: string[]): string | null {
  const found = valueAt(value, keys);
  return typeof found === 'string' ? found : null;
}

export function numberAt(value: unknown, ...keys: string[]): number | null {
  const found = valueAt(value, keys);
  return typeof found === 'number' && Number.isFinite(found) ? found : null;
}

export function arrayAt(value: unknown, ...keys: string[]): unknown[] {
  const found = valueAt(value, keys);
  return Array.isArray(found) ? found : [];
}

/** A date from an ISO text, or null when absent or unreadable. */
export function dateAt(value: unknown, ...keys: string[]): Date | null {
  const found = textAt(value, ...keys);
  if (found === null) return null;
  const date = new Date(found);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function texts(values: unknown[], ...keys: string[]): string[] {
  return values.map((value) => textAt(value, ...keys)).filter((value): value is string => value !== null);
}

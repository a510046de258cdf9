/** Key conversion between the wire (snake_case) and the client (camelCase), spec §7. */

export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

export function toCamelCase(key: string): string {
  return key.replace(/(?<=[a-zA-Z0-9])[_-]+([a-zA-Z0-9])/g, (_match, char: string) => char.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[convert(key)] = convertKeys(item, convert);
  }
  return result;
}

/** Deeply renames object keys to snake_case (arrays and nested plain objects included). */
export function snakeCaseKeys(value: unknown): unknown {
  return convertKeys(value, toSnakeCase);
}

/** Deeply renames object keys to camelCase (arrays and nested plain objects included). */
export function camelCaseKeys(value: unknown): unknown {
  return convertKeys(value, toCamelCase);
}

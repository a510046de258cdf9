/**
 * Every value of a repeated query parameter: `types[]=A` as the reference writes it, and `types=A` or `types[0]=A`
 * from hand-made links.
 */
export function readRepeatedParam(params: URLSearchParams, key: string): string[] {
  const values: string[] = [];
  for (const [name, value] of params) {
    if (value && (name === key || (name.startsWith(`${key}[`) && /^\[\d*\]$/.test(name.slice(key.length))))) {
      values.push(value);
    }
  }
  return values;
}

/** Replaces a repeated query parameter (and its aliases) with `values`, written as `key[]=…` as the reference does. */
export function writeRepeatedParam(params: URLSearchParams, key: string, values: readonly string[]): void {
  for (const name of [...params.keys()]) {
    if (name === key || name.startsWith(`${key}[`)) params.delete(name);
  }
  for (const value of values) params.append(`${key}[]`, value);
}

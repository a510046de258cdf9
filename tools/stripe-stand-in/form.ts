/**
 * Stripe's request bodies and query strings: form encoding with brackets for nesting, as the `stripe` package
 * writes them (`items[0][price]=…`, `expand[]=…`, `metadata[ownerid]=…`).
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const head = /^[^[]*/.exec(name)![0];
  const rest = [...name.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!);
  return [head, ...rest];
}

function place(target: FormObject | FormValue[], path: string[], value: string): void {
  const [key, ...rest] = path;
  if (key === undefined) return;
  const slot = Array.isArray(target) ? (key === '' ? target.length : Number(key)) : key;
  const container = target as Record<string | number, FormValue>;
  if (rest.length === 0) {
    container[slot] = value;
    return;
  }
  const next = rest[0]!;
  const wantsArray = next === '' || /^\d+$/.test(next);
  const existing = container[slot];
  const child =
    existing && typeof existing === 'object'
      ? existing
      : wantsArray
        ? ([] as FormValue[])
        : ({} as FormObject);
  container[slot] = child;
  place(child, rest, value);
}

/** `a[b][0][c]=v&expand[]=x` → `{ a: { b: [{ c: 'v' }] }, expand: ['x'] }`. */
export function parseForm(text: string): FormObject {
  const result: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) place(result, keyPath(name), value);
  return result;
}

/** A field read as text, or undefined. */
export function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A field read as a list (Stripe accepts `x[0]=` and `x[]=`). */
export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined);
  if (value && typeof value === 'object') return Object.values(value);
  return value === undefined ? [] : [value];
}

export function record(value: FormValue | undefined): FormObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

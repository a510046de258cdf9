import type { YamlError } from './types';

/**
 * A tiny checker toolkit for codecov.yml. A schema checks one value at a location, records every problem it
 * finds and returns the coerced value, or INVALID when nothing usable is left. Containers drop invalid
 * children and keep the rest, so one mistake never discards a whole file.
 */
export const INVALID: unique symbol = Symbol('invalid');
export type Invalid = typeof INVALID;
export type Schema<T> = (value: unknown, at: string, errors: YamlError[]) => T | Invalid;

const simpleKey = /^[A-Za-z0-9_-]+$/;

/** `coverage.status` + `project` → `coverage.status.project`; odd keys and indexes use brackets. */
export function childPath(at: string, key: string | number): string {
  if (typeof key === 'number') return `${at}[${key}]`;
  if (!simpleKey.test(key)) return `${at}[${JSON.stringify(key)}]`;
  return at === '' ? key : `${at}.${key}`;
}

export function fail(errors: YamlError[], at: string, message: string): Invalid {
  errors.push({ path: at, message });
  return INVALID;
}

/** A plain mapping as YAML or JSON produce it (not a list, date, buffer or class instance). */
export function isMapping(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export const boolean = (): Schema<boolean> => (value, at, errors) =>
  typeof value === 'boolean' ? value : fail(errors, at, 'must be true or false');

export const text = (): Schema<string> => (value, at, errors) =>
  typeof value === 'string' ? value : fail(errors, at, 'must be a string');

export function integer(min: number, max?: number): Schema<number> {
  const message =
    max === undefined ? `must be an integer of at least ${min}` : `must be an integer from ${min} to ${max}`;
  return (value, at, errors) =>
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= min &&
    (max === undefined || value <= max)
      ? value
      : fail(errors, at, message);
}

export function oneOf<const T extends string>(...choices: T[]): Schema<T> {
  const message = `must be one of ${choices.join(', ')}`;
  return (value, at, errors) =>
    typeof value === 'string' && (choices as string[]).includes(value)
      ? (value as T)
      : fail(errors, at, message);
}

/** A string checked by a predicate that returns a problem description, or undefined when fine. */
export function checkedText(problem: (value: string) => string | undefined): Schema<string> {
  return (value, at, errors) => {
    if (typeof value !== 'string') return fail(errors, at, 'must be a string');
    const message = problem(value);
    return message === undefined ? value : fail(errors, at, message);
  };
}

/** A list; invalid items are reported and left out. An empty YAML value (null) counts as an empty list. */
export function list<T>(item: Schema<T>): Schema<T[]> {
  return (value, at, errors) => {
    if (value === null) return [];
    if (!Array.isArray(value)) return fail(errors, at, 'must be a list');
    const out: T[] = [];
    value.forEach((entry: unknown, index) => {
      const checked = item(entry, childPath(at, index), errors);
      if (checked !== INVALID) out.push(checked);
    });
    return out;
  };
}

export type Fields<T> = { [K in keyof T]-?: Schema<Exclude<T[K], undefined>> };

/**
 * A mapping with known keys: unknown keys are warned about and invalid values reported; both are left out. A missing or
 * invalid required key makes the whole mapping invalid. An empty YAML value (null) counts as `{}`.
 */
export function object<T extends object>(
  fields: Fields<T>,
  required: readonly (keyof T & string)[] = [],
): Schema<T> {
  const known = fields as Record<string, Schema<unknown>>;
  return (value, at, errors) => {
    if (value === null && required.length === 0) return {} as T;
    if (!isMapping(value)) return fail(errors, at, 'must be a mapping');
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      const schema = Object.hasOwn(known, key) ? known[key] : undefined;
      if (!schema) {
        // Keys this schema does not know yet (newer Codecov settings) must not turn a valid file invalid.
        errors.push({ path: childPath(at, key), message: 'unknown key', level: 'warning' });
        continue;
      }
      const checked = schema(entry, childPath(at, key), errors);
      if (checked !== INVALID) out[key] = checked;
    }
    let complete = true;
    for (const key of required) {
      if (Object.hasOwn(out, key)) continue;
      if (!Object.hasOwn(value, key)) fail(errors, childPath(at, key), 'is required');
      complete = false;
    }
    return complete ? (out as T) : INVALID;
  };
}

/** A mapping from names the user picks (flag names, status names) to values of one schema. */
export function record<T>(
  valueSchema: Schema<T>,
  name: { pattern: RegExp; message: string },
): Schema<Record<string, T>> {
  return (value, at, errors) => {
    if (value === null) return {};
    if (!isMapping(value)) return fail(errors, at, 'must be a mapping');
    const out: Record<string, T> = {};
    for (const [key, entry] of Object.entries(value)) {
      const where = childPath(at, key);
      // `__proto__` would replace the prototype of the resulting object instead of adding a key.
      if (key === '__proto__' || !name.pattern.test(key)) {
        fail(errors, where, key === '__proto__' ? 'is a reserved name' : name.message);
        continue;
      }
      const checked = valueSchema(entry, where, errors);
      if (checked !== INVALID) out[key] = checked;
    }
    return out;
  };
}

interface Shape<T> {
  when: (value: unknown) => boolean;
  schema: Schema<T>;
}
type ShapeOutput<S> = S extends Shape<infer T> ? T : never;

/** Alternatives chosen by the shape of the value; the chosen schema reports its own problems. */
export function shapes<const S extends readonly Shape<unknown>[]>(
  message: string,
  ...options: S
): Schema<ShapeOutput<S[number]>> {
  return (value, at, errors) => {
    const option = options.find((candidate) => candidate.when(value));
    return option
      ? (option.schema(value, at, errors) as ShapeOutput<S[number]> | Invalid)
      : fail(errors, at, message);
  };
}

/** A schema whose result is rewritten (a coercion or normalisation of an already valid value). */
export function map<T, U>(schema: Schema<T>, convert: (value: T) => U): Schema<U> {
  return (value, at, errors) => {
    const checked = schema(value, at, errors);
    return checked === INVALID ? INVALID : convert(checked);
  };
}

/** Deepest nesting accepted in sections kept as they are, so later deep copies cannot exhaust the stack. */
const MAX_OPAQUE_DEPTH = 32;

function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() ?? [undefined, 0];
    if (depth > deepest) deepest = depth;
    if (deepest > MAX_OPAQUE_DEPTH) break;
    if (Array.isArray(current) || isMapping(current)) {
      for (const child of Object.values(current)) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

/** A value accepted without interpretation (settings for other tools), within a nesting limit. */
export const opaque = (): Schema<unknown> => (value, at, errors) =>
  depthOf(value) > MAX_OPAQUE_DEPTH ? fail(errors, at, 'is nested too deeply') : value;

export const isBoolean = (value: unknown): boolean => typeof value === 'boolean';
export const isMappingOrEmpty = (value: unknown): boolean => value === null || isMapping(value);

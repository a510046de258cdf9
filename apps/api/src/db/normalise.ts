import type { CustomTypesConfig } from 'pg';
import pg from 'pg';

/**
 * The one place where the two drivers are made to agree.
 *
 * node-postgres returns int8 (bigint, count(*), sum of ints) and numeric as strings; PGlite returns numbers for
 * some of them and strings for others. Both back ends get the same parsers here, so every query returns plain
 * JavaScript numbers for int8, numeric and arrays of them. Values beyond Number.MAX_SAFE_INTEGER throw instead of
 * losing precision silently. Timestamps (Date), json/jsonb (objects) and booleans already agree.
 */
export const OID = { INT8: 20, NUMERIC: 1700, INT8_ARRAY: 1016, NUMERIC_ARRAY: 1231 } as const;

export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value))
    throw new RangeError(`int8 value ${text} does not fit in a JavaScript number`);
  return value;
}

export function parseNumeric(text: string): number {
  return Number(text);
}

/** A one-dimensional array of numbers in PostgreSQL's text format: `{1,2,NULL}`. */
function numberArray(parseElement: (text: string) => number) {
  return (text: string): Array<number | null> =>
    text === '{}'
      ? []
      : text
          .slice(1, -1)
          .split(',')
          .map((item) => (item === 'NULL' ? null : parseElement(item)));
}

const parsers: Record<number, (text: string) => unknown> = {
  [OID.INT8]: parseInt8,
  [OID.NUMERIC]: parseNumeric,
  [OID.INT8_ARRAY]: numberArray(parseInt8),
  [OID.NUMERIC_ARRAY]: numberArray(parseNumeric),
};

/** Parsers option of `PGlite.create`. */
export const pgliteParsers = parsers;

/** `types` option of a node-postgres Pool (per pool: the global pg.types registry is left alone). */
export const pgTypes: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    const parser = format === 'binary' ? undefined : parsers[oid];
    return parser ?? pg.types.getTypeParser(oid, format ?? 'text');
  }) as CustomTypesConfig['getTypeParser'],
};

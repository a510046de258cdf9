import { sql, type RawBuilder } from 'kysely';
import { ValidationError } from '../errors';

/** LIKE pattern matching the paths under a folder: wildcards in the folder name match literally. */
export function underFolderPattern(folder: string): string {
  return `${folder.replace(/[\\%_]/g, (char) => `\\${char}`)}/%`;
}

/**
 * A timestamp column as ISO text with microseconds. Cursors carry this rather than a JavaScript Date, which keeps
 * only milliseconds: a rounded value would skip or repeat rows that differ below the millisecond.
 */
export function exactTimestamp(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The (timestamp text, tie-breaker) values of a keyset cursor, or a ValidationError. */
export function timestampCursor<T extends 'number' | 'string'>(
  cursor: unknown[],
  tieBreaker: T,
): [string, T extends 'number' ? number : string] {
  const [time, tie] = cursor;
  const validTime = typeof time === 'string' && !Number.isNaN(Date.parse(time));
  const validTie = tieBreaker === 'number' ? Number.isSafeInteger(tie) : typeof tie === 'string';
  if (!validTime || !validTie) throw new ValidationError('Invalid cursor');
  return [time, tie as T extends 'number' ? number : string];
}

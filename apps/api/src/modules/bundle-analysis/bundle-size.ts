import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bundleTotalSize } from './bundle-read-store';

/** What other areas read of a commit's bundle: its total size, as the bundle badge shows it. */
export function bundleSizeOfCommit(
  db: Kysely<Database>,
  commitId: number,
  bundle: string,
): Promise<number | null> {
  return bundleTotalSize(db, commitId, bundle);
}

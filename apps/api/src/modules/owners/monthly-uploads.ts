import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { privateUploadCount } from './owner-store';

/** A plan's "monthly" upload limit counts the last 30 days, as Codecov does, not the calendar month. */
const UPLOAD_COUNT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The owner's coverage uploads to private repositories in the last 30 days (`Owner.numberOfUploads`). */
export function monthlyPrivateUploads(
  db: Kysely<Database>,
  ownerid: number,
  now = new Date(),
): Promise<number> {
  return privateUploadCount(db, ownerid, new Date(now.getTime() - UPLOAD_COUNT_WINDOW_MS));
}

import type { Kysely } from 'kysely';
import type { CommitRecord, Database } from '../../db/schema';
import { Lru } from '../reports';
import { type FileTotals, reportFileTotals } from './path-contents-store';

/** Rough memory of one file's entry (its path, name and numbers): what the cache bound counts. */
const BYTES_PER_FILE = 300;
/** Memory the kept file lists may take together: a 41,500-file report's list is about 12 MB. */
export const REPORT_FILES_CACHE_BYTES = 64 * 1024 * 1024;

// One cache per database (the server has one; tests open several).
const caches = new WeakMap<Kysely<Database>, Lru<string, Promise<FileTotals[]>>>();

/**
 * Every file of the commit's report with its totals, as `report_files` holds them. A commit's per-file totals
 * are written with its report, which is stored under a new name at every merge: the list read for one report
 * name never changes, so the last few are kept (bounded by memory) for the file list, the tree and the
 * components of the next requests. A commit without a stored report is read each time.
 */
export function reportFiles(db: Kysely<Database>, commit: CommitRecord): Promise<FileTotals[]> {
  if (!commit.reportStoragePath) return reportFileTotals(db, commit.id);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Lru(8, REPORT_FILES_CACHE_BYTES);
    caches.set(db, cache);
  }
  const key = `${commit.id}:${commit.reportStoragePath}`;
  const kept = cache;
  const files = kept.remember(key, () => reportFileTotals(db, commit.id));
  void files.then(
    (list) => kept.weigh(key, files, list.length * BYTES_PER_FILE),
    () => undefined,
  );
  return files;
}

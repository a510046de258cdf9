import { unmatchedMessage } from '../processing';

/** How many unmatched paths are listed by name. */
export const LISTED_UNMATCHED_PATHS = 20;

export interface UnmatchedPathsSummary {
  count: number;
  paths: string[];
  message: string | null;
}

interface UploadUnmatched {
  /** The first unmatched paths of the upload (ingestion may keep only some). */
  unmatchedPaths: readonly string[];
  /** All unmatched paths of the upload. */
  unmatchedCount: number;
}

/**
 * Unmatched paths of several uploads of one commit. Uploads of the same report (one per flag, say) share their
 * unmatched paths, so listed paths are counted once; paths an upload did not list cannot be compared, so the
 * count adds the most that any one upload left unlisted.
 */
export function summariseUnmatchedPaths(uploads: readonly UploadUnmatched[]): UnmatchedPathsSummary {
  const distinct = new Set<string>();
  let unlisted = 0;
  for (const upload of uploads) {
    for (const path of upload.unmatchedPaths) distinct.add(path);
    unlisted = Math.max(unlisted, upload.unmatchedCount - upload.unmatchedPaths.length);
  }
  const count = distinct.size + unlisted;
  const paths = [...distinct].slice(0, LISTED_UNMATCHED_PATHS);
  return { count, paths, message: unmatchedMessage(count, paths) };
}

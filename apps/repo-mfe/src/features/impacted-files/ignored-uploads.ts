import { createContext, use } from 'react';

/**
 * Uploads (their `Upload.id`) the reader unticked in the commit's uploads card. The diff views of the commit
 * leave them out of a line's hit count (`coverageInfo.hitUploadIds`), so one can see which upload covers a
 * line. Outside a commit page nothing is ignored.
 */
export const IgnoredUploadsContext = createContext<ReadonlySet<number>>(new Set());

export function useIgnoredUploadIds(): ReadonlySet<number> {
  return use(IgnoredUploadsContext);
}

/** A line's hit count without the ignored uploads. */
export function visibleHitCount(hitUploadIds: readonly number[], ignored: ReadonlySet<number>): number {
  if (ignored.size === 0) return hitUploadIds.length;
  return hitUploadIds.filter((id) => !ignored.has(id)).length;
}

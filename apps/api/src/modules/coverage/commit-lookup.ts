import type { CommitRecord } from '../../db/schema';
import type { CoverageReads } from './reads';
import { SHA_PREFIX } from './commit-store';

/** A commit named by SHA, SHA prefix (7+ characters) or branch name (its head), for comparisons. */
export function commitLookup(context: CoverageReads, repoid: number) {
  return async (ref: string): Promise<CommitRecord | null> => {
    const name = ref.trim();
    if (!name) return null;
    if (SHA_PREFIX.test(name)) {
      const commit = await context.loaders.commitByRef.load({ repoid, ref: name });
      if (commit) return commit;
    }
    const branch = await context.loaders.branchByName.load({ repoid, name });
    return branch ? context.loaders.commitByRef.load({ repoid, ref: branch.head }) : null;
  };
}

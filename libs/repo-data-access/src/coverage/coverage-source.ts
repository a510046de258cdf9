import type * as v from 'valibot';
import type { GraphqlDocument, OwnerRepositoryData } from '@canopy/api-client';

/**
 * Whose coverage a query reads: the head of a branch, one commit, or the head of a pull request. The same
 * shape as the pages' `CoverageSource`, so a page passes its source straight through.
 */
export type CoverageSourceArgs =
  | { kind: 'branch'; branch: string }
  | { kind: 'commit'; commitid: string }
  | { kind: 'pull'; pullId: number };

/** The source as the variables of the branch, commit and pull documents (`$branch`, `$commit`, `$pullId`). */
export function sourceVariables(source: CoverageSourceArgs): Record<string, unknown> {
  switch (source.kind) {
    case 'branch':
      return { branch: source.branch };
    case 'commit':
      return { commit: source.commitid };
    case 'pull':
      return { pullId: source.pullId };
  }
}

/** One document per kind of source, with the valibot schema of its `{ owner { repository } }` answer. */
export type SourceDocuments = Record<
  CoverageSourceArgs['kind'],
  { document: GraphqlDocument; schema: v.GenericSchema<unknown, OwnerRepositoryData> }
>;

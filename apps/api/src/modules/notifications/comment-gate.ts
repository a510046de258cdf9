import { type CommentSettings, matchesBranch } from '@canopy/coverage';

export interface CommentFacts {
  isPull: boolean;
  /** The branch the pull merges into. */
  baseBranch: string | null;
  hasBaseReport: boolean;
  hasHeadReport: boolean;
  /** Processed uploads of the head. */
  uploads: number;
  /** Head − base project coverage, rounded for display; null without both. */
  coverageChange: number | null;
  /** Missed and partial lines among the patch's. */
  patchMissed: number;
  /** Some file has coverage changes outside the diff. */
  unexpectedChanges: boolean;
}

export type CommentDecision = { post: true } | { post: false; reason: string };

function changesMissing(required: CommentSettings['require_changes'], facts: CommentFacts): string | null {
  if (!required) return null;
  const drop = facts.coverageChange !== null && facts.coverageChange < 0;
  if (required === true) {
    const changed = (facts.coverageChange ?? 0) !== 0 || facts.unexpectedChanges;
    return changed ? null : 'require_changes: coverage did not change';
  }
  // The listed kinds are alternatives: any one present is enough.
  if (required.includes('coverage_drop') && drop) return null;
  if (required.includes('uncovered_patch') && facts.patchMissed > 0) return null;
  return `require_changes (${required.join(', ')}): none of these changes is present`;
}

/** Whether the pull request comment is posted, as `comment:` says (`false`, `branches`, `require_*`, `after_n_builds`). */
export function commentDecision(
  settings: CommentSettings | false | undefined,
  facts: CommentFacts,
): CommentDecision {
  if (settings === false || settings === undefined) return { post: false, reason: 'comment: false' };
  if (!facts.isPull) return { post: false, reason: 'the commit is the head of no pull request' };
  // `branches` names the pulls' base branches the comment is posted on.
  if (settings.branches?.length && !matchesBranch(facts.baseBranch ?? '', settings.branches))
    return {
      post: false,
      reason: `branches: the pull's base branch ${facts.baseBranch ?? '(none)'} is not among the comment branches`,
    };
  if (settings.after_n_builds && facts.uploads < settings.after_n_builds)
    return {
      post: false,
      reason: `after_n_builds: ${facts.uploads} of ${settings.after_n_builds} uploads processed`,
    };
  if (settings.require_head !== false && !facts.hasHeadReport)
    return { post: false, reason: 'require_head: the head has no report' };
  if (settings.require_base && !facts.hasBaseReport)
    return { post: false, reason: 'require_base: the base has no report' };
  const missing = changesMissing(settings.require_changes, facts);
  return missing ? { post: false, reason: missing } : { post: true };
}

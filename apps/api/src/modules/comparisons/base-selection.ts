import type { Kysely } from 'kysely';
import type { CommitRecord, Database, PullRecord, RepositoryRecord } from '../../db/schema';
import { ancestors, shortSha } from '../reports';
import { commitOfChain, commitsBetween, newestReportOnBranch } from './target-branch-store';

/** Which base a comparison uses and why: every pull request figure names it. */
export interface BaseChoice {
  /** The merge base of head and target branch, when anyone told or the commit graph shows it. */
  trueBaseSha: string | null;
  /** The base compared to: a commit with a report, or null when none was found. */
  comparedTo: CommitRecord | null;
  isPseudoBase: boolean;
  /** Commits between the base compared to and the true base, when both are known. */
  distance: number | null;
  explanation: string;
}

function hasReport(commit: Pick<CommitRecord, 'reportStoragePath' | 'deleted'>): boolean {
  return commit.reportStoragePath !== null && !commit.deleted;
}

export function targetBranch(repo: RepositoryRecord, pull: Pick<PullRecord, 'baseBranch'>): string {
  return pull.baseBranch ?? repo.defaultBranch ?? 'main';
}

/**
 * The pull request's true base: the one the user picked, else what the git provider said, else what the
 * uploader measured with `git merge-base`, else the first known ancestor of the head on the target branch.
 */
async function trueBaseOf(
  db: Kysely<Database>,
  pull: PullRecord,
  head: CommitRecord | null,
  target: string,
): Promise<string | null> {
  const told = pull.userProvidedBaseSha ?? pull.base ?? head?.diffBase ?? null;
  if (told) return told;
  if (!head) return null;
  const chain = await ancestors(db, head.repoid, head.commitid, { stop: { branch: target } });
  const onTarget = chain.find((link) => link.depth > 0 && link.commit.branch === target);
  if (onTarget) return onTarget.commit.commitid;
  // The head's parent is outside what was uploaded: it is still the best guess of where the branch started.
  const last = chain.at(-1);
  return last && last.commit.branch !== target ? last.commit.parentCommitid : null;
}

/**
 * Base selection for a pull request: the true base when it has a report; otherwise the nearest earlier commit
 * of the target branch that has one (a pseudo-base), found along the true base's ancestors first and by time
 * otherwise.
 */
export async function selectPullBase(
  db: Kysely<Database>,
  repo: RepositoryRecord,
  pull: PullRecord,
  head: CommitRecord | null,
): Promise<BaseChoice> {
  const target = targetBranch(repo, pull);
  const trueBaseSha = await trueBaseOf(db, pull, head, target);
  if (trueBaseSha) {
    const chain = await ancestors(db, repo.repoid, trueBaseSha, { stop: { report: true } });
    const withReport = chain.find((link) => hasReport(link.commit));
    if (withReport?.depth === 0)
      return {
        trueBaseSha,
        comparedTo: await commitOfChain(db, withReport.commit.id),
        isPseudoBase: false,
        distance: 0,
        explanation: `Compared to ${shortSha(trueBaseSha)}, where the pull request branched off ${target}.`,
      };
    if (withReport)
      return {
        trueBaseSha,
        comparedTo: await commitOfChain(db, withReport.commit.id),
        isPseudoBase: true,
        distance: withReport.depth,
        explanation: pseudoExplanation(
          trueBaseSha,
          withReport.commit,
          withReport.depth,
          target,
          chain.length > 0,
        ),
      };
    const trueBase = chain[0] ? await commitOfChain(db, chain[0].commit.id) : null;
    const fallback = await newestReportOnBranch(db, repo.repoid, target, trueBase ?? head);
    if (fallback) {
      const distance = trueBase ? await commitsBetween(db, repo.repoid, target, fallback, trueBase) : null;
      return {
        trueBaseSha,
        comparedTo: fallback,
        isPseudoBase: true,
        distance,
        explanation: pseudoExplanation(trueBaseSha, fallback, distance, target, trueBase !== null),
      };
    }
    return {
      trueBaseSha,
      comparedTo: null,
      isPseudoBase: false,
      distance: null,
      explanation: `The base ${shortSha(trueBaseSha)} has no coverage report, and no earlier commit of ${target} has one.`,
    };
  }
  const fallback = await newestReportOnBranch(db, repo.repoid, target, head);
  if (fallback)
    return {
      trueBaseSha: null,
      comparedTo: fallback,
      isPseudoBase: true,
      distance: null,
      explanation: `The pull request's base is not known, so it is compared to ${shortSha(fallback.commitid)}, the newest commit of ${target} with a report from before the head.`,
    };
  return {
    trueBaseSha: null,
    comparedTo: null,
    isPseudoBase: false,
    distance: null,
    explanation: `The pull request's base is not known and no commit of ${target} has a report.`,
  };
}

function pseudoExplanation(
  trueBaseSha: string,
  used: Pick<CommitRecord, 'commitid'>,
  distance: number | null,
  target: string,
  trueBaseKnown: boolean,
): string {
  const why = trueBaseKnown ? 'has no coverage report' : 'was never uploaded to Canopy';
  const apart =
    distance === null ? '' : distance === 1 ? ' (1 commit earlier)' : ` (${distance} commits earlier)`;
  return `The base ${shortSha(trueBaseSha)} ${why}, so the nearest earlier commit of ${target} with one, ${shortSha(used.commitid)}${apart}, is used instead.`;
}

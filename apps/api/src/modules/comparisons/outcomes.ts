import type { Kysely } from 'kysely';
import type { CommitRecord, Database, OwnerRecord, PullRecord, RepositoryRecord } from '../../db/schema';
import { type BaseInfo, type ComparisonService, CoverageComparison } from './comparison';
import { type BaseChoice, selectPullBase } from './base-selection';
import { shortSha } from '../reports';
import { isOnlyPull } from './pull-store';

export type ComparisonProblem =
  | 'FirstPullRequest'
  | 'MissingBaseCommit'
  | 'MissingHeadCommit'
  | 'MissingComparison'
  | 'MissingBaseReport'
  | 'MissingHeadReport';

export type ComparisonResultValue = CoverageComparison | { __typename: ComparisonProblem; message: string };

function problem(typename: ComparisonProblem, message: string): ComparisonResultValue {
  return { __typename: typename, message };
}

function missingReport(typename: 'MissingHeadReport' | 'MissingBaseReport', commit: CommitRecord) {
  const side = typename === 'MissingHeadReport' ? 'head' : 'base';
  const still = commit.state === 'pending' ? ' yet: its uploads are being processed' : '';
  return problem(typename, `The ${side} commit ${shortSha(commit.commitid)} has no coverage report${still}.`);
}

/** Looks a commit up by SHA, SHA prefix, or branch name (its head). */
export type CommitLookup = (ref: string) => Promise<CommitRecord | null>;

/** The comparison of two commits once both are known, or why there is none. */
export async function compareCommits(
  service: ComparisonService,
  repo: RepositoryRecord,
  owner: OwnerRecord,
  base: CommitRecord,
  head: CommitRecord,
  baseInfo: BaseInfo,
  diffBase = base.commitid,
): Promise<ComparisonResultValue> {
  for (const [side, commit] of [
    ['MissingHeadReport', head],
    ['MissingBaseReport', base],
  ] as const)
    if (!commit.reportStoragePath) return missingReport(side, commit);
  // A report blob lost from storage cannot be compared; say so rather than fail every figure.
  for (const commit of [base, head])
    if (!(await service.storage.exists(commit.reportStoragePath!)))
      return problem(
        'MissingComparison',
        `The stored report of ${shortSha(commit.commitid)} could not be read; uploading again rebuilds it.`,
      );
  return new CoverageComparison(service, repo, owner, base, head, baseInfo, diffBase);
}

/** A commit against its parent. */
export async function compareWithParent(
  service: ComparisonService,
  repo: RepositoryRecord,
  owner: OwnerRecord,
  commit: CommitRecord,
  lookup: CommitLookup,
): Promise<ComparisonResultValue> {
  if (!commit.parentCommitid)
    return problem('MissingBaseCommit', `The parent of ${shortSha(commit.commitid)} is not known.`);
  const parent = await lookup(commit.parentCommitid);
  if (!parent)
    return problem(
      'MissingBaseCommit',
      `The parent ${shortSha(commit.parentCommitid)} of ${shortSha(commit.commitid)} was never uploaded to Canopy.`,
    );
  return compareCommits(service, repo, owner, parent, commit, {
    trueBaseSha: parent.commitid,
    isPseudoBase: false,
    distance: 0,
    explanation: `Compared to the parent commit ${shortSha(parent.commitid)}.`,
  });
}

/** Any two commits, each named by SHA, SHA prefix or branch. */
export async function compareRefs(
  service: ComparisonService,
  repo: RepositoryRecord,
  owner: OwnerRecord,
  baseRef: string,
  headRef: string,
  lookup: CommitLookup,
): Promise<ComparisonResultValue> {
  const [base, head] = await Promise.all([lookup(baseRef), lookup(headRef)]);
  if (!head) return problem('MissingHeadCommit', `No commit or branch "${headRef}" is known.`);
  if (!base) return problem('MissingBaseCommit', `No commit or branch "${baseRef}" is known.`);
  return compareCommits(service, repo, owner, base, head, {
    trueBaseSha: base.commitid,
    isPseudoBase: false,
    distance: 0,
    explanation: `Compared to ${shortSha(base.commitid)}, as chosen.`,
  });
}

/**
 * A pull request's head against its base: the base chosen by base selection, or the one the user picked.
 * Patch coverage always uses the diff from the true base when it is known.
 */
export async function compareWithBase(
  db: Kysely<Database>,
  service: ComparisonService,
  repo: RepositoryRecord,
  owner: OwnerRecord,
  pull: PullRecord,
  lookup: CommitLookup,
  chosenBase?: string | null,
  /** Base selection already made for this pull (it costs a few queries). */
  knownChoice?: () => Promise<BaseChoice>,
): Promise<ComparisonResultValue> {
  const head = pull.head ? await lookup(pull.head) : null;
  if (chosenBase) {
    if (!head) return problem('MissingHeadCommit', `The head of pull request #${pull.pullid} is not known.`);
    const base = await lookup(chosenBase);
    if (!base) return problem('MissingBaseCommit', `No commit or branch "${chosenBase}" is known.`);
    return compareCommits(service, repo, owner, base, head, {
      trueBaseSha: null,
      isPseudoBase: false,
      distance: null,
      explanation: `Compared to ${shortSha(base.commitid)}, as chosen instead of the pull request's base.`,
    });
  }
  const choice = await (knownChoice ? knownChoice() : selectPullBase(db, repo, pull, head));
  if (!choice.comparedTo) {
    if (!choice.trueBaseSha && (await isOnlyPull(db, repo.repoid)))
      return problem(
        'FirstPullRequest',
        'This is the first pull request of the repository: there is no base to compare to yet.',
      );
    return problem('MissingBaseCommit', choice.explanation);
  }
  if (!head) return problem('MissingHeadCommit', `The head of pull request #${pull.pullid} is not known.`);
  const { comparedTo, ...info } = choice;
  return compareCommits(
    service,
    repo,
    owner,
    comparedTo,
    head,
    info,
    choice.trueBaseSha ?? comparedTo.commitid,
  );
}

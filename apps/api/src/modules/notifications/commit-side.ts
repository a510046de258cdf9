import { type CodecovConfig, componentDefinitions } from '@canopy/coverage';
import type { Kysely } from 'kysely';
import type { CommitRecord, Database, OwnerRecord, PullRecord, RepositoryRecord } from '../../db/schema';
import type { BundleNotice, ReadBundleNotice } from './bundle-notice';
import type { ReadTestResultsNotice, TestResultsNotice } from './test-results-notify';
import {
  compareWithBase,
  compareWithParent,
  type ComparisonService,
  type CoverageComparison,
  openPullsWithHead,
} from '../comparisons';
import { commitById, commitsByRef, coverageUploadsOfCommit } from '../coverage';
import { repositoryWithOwner } from '../repositories';
import { commitConfig, openCommitCoverage, type ReportReader, type YamlSecrets } from '../reports';
import type { CommitSide } from './status-facts';

export interface NotifyReads {
  db: Kysely<Database>;
  comparisons: ComparisonService;
  reports: ReportReader;
  /** Opens the secret strings of the repository's codecov.yml (notifier URLs and the like). */
  secrets?: YamlSecrets;
  /** Reads a commit's bundles (the bundle analysis module's, given by the server); absent, none are told. */
  bundles?: ReadBundleNotice;
  /** Reads a commit's test results (the test results module's, given by the server); absent, none are told. */
  testResults?: ReadTestResultsNotice;
}

export interface CommitScene {
  commit: CommitRecord;
  repo: RepositoryRecord;
  owner: OwnerRecord;
  config: CodecovConfig;
  pull: PullRecord | null;
  side: CommitSide;
  /** Why there is no comparison (the pull page's message), when there is none. */
  noComparison: string | null;
  /** Processed uploads of the head, carried-forward sessions left out (`comment.after_n_builds` counts builds). */
  builds: number;
  /** Flags of the head's processed uploads (carried-forward ones included). */
  uploadedFlags: string[];
  /** Flags the head only has through carried-forward sessions. */
  carriedOnlyFlags: string[];
  /** The head's components (codecov.yml), by id and display name. */
  components: { id: string; name: string }[];
  /** The head's bundles against the pull's base (or the parent); null when it has no bundle stats. */
  bundles: BundleNotice | null;
  /** The head's test results; null (or absent) when it has no test results uploads. */
  testResults?: TestResultsNotice | null;
}

const asComparison = (result: { __typename: string }) =>
  result.__typename === 'Comparison' ? (result as CoverageComparison) : null;

/** Runs `load` on first call only; later calls share its answer. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

function carriedOnly(uploads: readonly { flags: string[]; sessionType: string }[]): string[] {
  const fresh = new Set(uploads.filter((u) => u.sessionType !== 'carriedforward').flatMap((u) => u.flags));
  const carried = uploads.filter((u) => u.sessionType === 'carriedforward').flatMap((u) => u.flags);
  return [...new Set(carried)].filter((flag) => !fresh.has(flag)).sort();
}

/**
 * A commit with what its notifications are judged on: the open pull it heads and that pull's comparison, the
 * same one the pull page shows; for a commit heading no pull, the comparison with its parent.
 */
export async function commitScene(reads: NotifyReads, commitId: number): Promise<CommitScene | null> {
  const { db } = reads;
  const commit = await commitById(db, commitId);
  if (!commit || commit.deleted) return null;
  const { repo, owner } = await repositoryWithOwner(db, commit.repoid);
  const config = await commitConfig(db, commit, reads.secrets);
  const pulls = await openPullsWithHead(db, repo.repoid, commit.commitid);
  // The pull the upload named, if it is among them; otherwise the newest.
  const pull =
    pulls.find((candidate) => candidate.pullid === commit.pullid) ??
    [...pulls].sort((a, b) => b.pullid - a.pullid)[0] ??
    null;
  const lookup = async (ref: string) => (await commitsByRef(db, [{ repoid: repo.repoid, ref }]))[0] ?? null;
  const result = pull
    ? await compareWithBase(db, reads.comparisons, repo, owner, pull, lookup)
    : await compareWithParent(reads.comparisons, repo, owner, commit, lookup);
  const comparison = asComparison(result);
  const uploads = await coverageUploadsOfCommit(db, commit.id);
  const headCoverage = once(() => openCommitCoverage(db, reads.reports, commit, uploads));
  const parentComparison = once(async () =>
    asComparison(await compareWithParent(reads.comparisons, repo, owner, commit, lookup)),
  );
  const processed = uploads.filter((upload) => upload.state === 'processed');
  return {
    commit,
    repo,
    owner,
    config,
    pull,
    side: {
      head: commit,
      isPull: pull !== null,
      comparison,
      parentComparison,
      headCoverage,
      processedUploads: processed.length,
    },
    noComparison: comparison ? null : (result as { message: string }).message,
    builds: processed.filter((upload) => upload.sessionType !== 'carriedforward').length,
    uploadedFlags: [...new Set(processed.flatMap((upload) => upload.flags))].sort(),
    carriedOnlyFlags: carriedOnly(processed),
    components: componentDefinitions(config).map((component) => ({ id: component.id, name: component.name })),
    bundles: reads.bundles ? await reads.bundles(commit, pull) : null,
    testResults: reads.testResults ? await reads.testResults(commit) : null,
  };
}

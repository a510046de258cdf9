import type { Kysely } from 'kysely';
import type { Database, OwnerRecord, RepositoryRecord } from '../../db/schema';
import { type GitProvider, ProviderError, type RepoRef } from '../../git-providers';
import { recordedPull } from './tokenless-store';
import { commitOfRepository } from './upload-store';
import { unauthorized } from './upload-errors';

/**
 * What an upload without a token claims to write to. `branch` and `pullid` are what the request names; a route
 * that names only the commit (the CLI's `…/commits/{sha}/…` calls) leaves them null and the stored commit speaks.
 */
export interface TokenlessClaim {
  commitid: string;
  branch: string | null;
  pullid: number | null;
}

export interface TokenlessDeps {
  db: Kysely<Database>;
  /** The git host of the repository's service, when one is configured: it says whether a pull is from a fork. */
  providerFor: (service: RepoRef['service']) => GitProvider | null;
  onProviderError?: (error: unknown) => void;
}

/** `owner:branch`, as uploaders name the head branch of a pull request from a fork. */
export function isForkBranch(branch: string | null | undefined): branch is string {
  if (!branch) return false;
  const at = branch.indexOf(':');
  return at > 0 && at < branch.length - 1;
}

const FORKS_ONLY = 'Uploads without a token are accepted only from fork branches (owner:branch)';

/**
 * The one rule for every upload without a token (coverage, test results, bundles), as narrow as the reference
 * system's: a public repository (checked by the caller), a fork branch, a commit that is new or already belongs to
 * that same fork branch, and a pull request, if named, that is open and comes from a fork. Throws a 401 that says
 * which part failed.
 */
export async function checkTokenlessUpload(
  deps: TokenlessDeps,
  owner: OwnerRecord,
  repo: RepositoryRecord,
  claim: TokenlessClaim,
): Promise<void> {
  // The branch and pull request a stored commit belongs to speak for it; a new commit has none.
  const stored = await commitOfRepository(deps.db, repo.repoid, claim.commitid);
  const branch = claim.branch ?? stored?.branch ?? null;
  if (!isForkBranch(branch)) throw unauthorized(FORKS_ONLY);
  if (stored && stored.branch !== branch)
    throw unauthorized(
      `Commit ${claim.commitid.slice(0, 7)} is not a commit of ${branch}: uploads without a token may only add ` +
        'coverage to commits of their own fork branch',
    );
  if (claim.pullid !== null && claim.pullid !== stored?.pullid)
    await checkForkPull(deps, owner, repo, claim.pullid);
}

/** A pull request a tokenless upload names must be open and come from a fork: the git host decides when it can. */
async function checkForkPull(
  deps: TokenlessDeps,
  owner: OwnerRecord,
  repo: RepositoryRecord,
  pullid: number,
): Promise<void> {
  const refused = (why: string) =>
    unauthorized(
      `Pull request #${pullid} ${why}: uploads without a token are accepted only for open pull requests from forks`,
    );
  const provider = deps.providerFor(owner.service as RepoRef['service']);
  if (provider) {
    try {
      const pull = await provider.pull(
        { service: owner.service as RepoRef['service'], owner: owner.username, name: repo.name },
        pullid,
      );
      if (pull && pull.state !== 'open') throw refused(`is ${pull.state}`);
      if (pull && pull.fromFork === false) throw refused('is not from a fork');
      if (pull?.fromFork === true) return;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // The host could not be asked: what Canopy recorded still decides.
      deps.onProviderError?.(error);
    }
  }
  const known = await recordedPull(deps.db, repo.repoid, pullid);
  if (!known) return;
  if (known.state !== 'open') throw refused(`is ${known.state}`);
  // The head's commit was uploaded from one of the repository's own branches: not a fork's pull request.
  const headBranch = known.headCommitBranch ?? (known.source === 'upload' ? known.headBranch : null);
  if (headBranch && !isForkBranch(headBranch)) throw refused('is not from a fork');
}

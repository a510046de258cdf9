import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PullDetails, RepoRef } from '../../git-providers';
import { repositoryIdOf } from '../repositories';
import { type PullFacts, recordPullFromProvider } from './pull-store';

/** A pull request the git host told about (webhook), for a repository Canopy knows; others are ignored. */
export async function recordProviderPull(
  db: Kysely<Database>,
  repo: RepoRef,
  pull: PullDetails,
): Promise<void> {
  const known = await repositoryIdOf(db, repo);
  if (known === null) return;
  // A delivery names the target branch's tip, not the merge base: the true base comes from the provider sync
  // that runs when the head's coverage is processed.
  await recordPullFromProvider(db, known, pull.pullid, pullFacts(pull, null));
}

/** What the git host says about a pull request, with the true base as the caller knows it. */
export function pullFacts(pull: PullDetails, base: string | null): PullFacts {
  return {
    state: pull.state,
    title: pull.title,
    author: pull.author,
    baseBranch: pull.baseBranch,
    headBranch: pull.headBranch,
    head: pull.headSha,
    base,
  };
}

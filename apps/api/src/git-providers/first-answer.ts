import { type GitProvider, ProviderError } from './git-provider';

type Question<T> = (provider: GitProvider) => Promise<T | null>;

async function ask<T>(primary: GitProvider, fallback: GitProvider, question: Question<T>): Promise<T | null> {
  let failure: ProviderError | null = null;
  try {
    const answer = await question(primary);
    if (answer !== null) return answer;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    failure = error;
  }
  // A fallback failure after a clean "not found" is still a failure to know; after a primary failure, that one is news.
  try {
    const answer = await question(fallback);
    if (answer !== null || failure === null) return answer;
  } catch (error) {
    if (failure === null) throw error;
  }
  throw failure;
}

/**
 * Asks the primary provider (the git host) first and the fallback (a local mirror) when the host does not know or
 * cannot be reached; the host's error surfaces only when the fallback has nothing either.
 */
export function firstAnswer(primary: GitProvider, fallback: GitProvider): GitProvider {
  return {
    kind: primary.kind,
    pull: (repo, pullid) => ask(primary, fallback, (provider) => provider.pull(repo, pullid)),
    commit: (repo, sha) => ask(primary, fallback, (provider) => provider.commit(repo, sha)),
    mergeBase: (repo, base, head) =>
      ask(primary, fallback, (provider) => provider.mergeBase(repo, base, head)),
    diff: (repo, base, head) => ask(primary, fallback, (provider) => provider.diff(repo, base, head)),
    fileContent: (repo, ref, path) =>
      ask(primary, fallback, (provider) => provider.fileContent(repo, ref, path)),
  };
}

import { type Diff, parseUnifiedDiff } from '@canopy/coverage';
import type { CommitRecord } from '../../db/schema';
import { type GitProvider, ProviderError, type RepoRef } from '../../git-providers';
import type { Storage } from '../../storage/storage';
import { shortSha } from './ancestor-store';

export type DiffSource = 'PROVIDER' | 'UPLOAD' | 'MIRROR' | 'NONE';

export interface DiffLoad {
  diff: Diff | null;
  source: DiffSource;
  /** Why there is no diff; null when there is one. */
  message: string | null;
  /** The git host failed: asking again later may find the diff. */
  retryable?: boolean;
}

export interface DiffProviders {
  /** The git host's API, when configured. */
  provider: GitProvider | null;
  /** A local mirror of the repository, when configured. */
  mirror: GitProvider | null;
}

/** Where processing keeps the diff an upload carried (canopy-cli --diff-base). */
export function attachedDiffKey(commit: Pick<CommitRecord, 'repoid' | 'commitid'>): string {
  return `diffs/${commit.repoid}/${commit.commitid}.json`;
}

async function attachedDiff(storage: Storage, head: CommitRecord): Promise<string | null> {
  const blob = await storage.readIfPresent(attachedDiffKey(head));
  if (!blob) return null;
  const stored = JSON.parse(blob.toString('utf8')) as { text?: unknown };
  return typeof stored.text === 'string' ? stored.text : null;
}

/**
 * The diff of base...head: from the git provider when configured, else the one attached to the head's upload
 * when it is against this base, else a local mirror. Otherwise none, and the message says why.
 */
export async function loadDiff(
  providers: DiffProviders,
  storage: Storage,
  repo: RepoRef,
  head: CommitRecord,
  base: string,
): Promise<DiffLoad> {
  let providerProblem: string | null = null;
  if (providers.provider) {
    try {
      const text = await providers.provider.diff(repo, base, head.commitid);
      if (text !== null) return { diff: parseUnifiedDiff(text), source: 'PROVIDER', message: null };
      providerProblem = `the git provider does not know ${shortSha(base)}...${shortSha(head.commitid)}`;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      providerProblem = `the git provider failed: ${error.message}`;
    }
  }
  if (head.diffBase === base) {
    const text = await attachedDiff(storage, head);
    if (text !== null) return { diff: parseUnifiedDiff(text), source: 'UPLOAD', message: null };
  }
  if (providers.mirror) {
    const text = await providers.mirror.diff(repo, base, head.commitid).catch(() => null);
    if (text !== null) return { diff: parseUnifiedDiff(text), source: 'MIRROR', message: null };
  }
  const reasons: string[] = [];
  if (providerProblem) reasons.push(providerProblem);
  else if (!providers.provider && !providers.mirror) reasons.push('no git provider or mirror is configured');
  else if (providers.mirror) reasons.push(`the mirror does not have ${shortSha(head.commitid)}`);
  reasons.push(
    head.diffBase
      ? `the diff uploaded with ${shortSha(head.commitid)} is against ${shortSha(head.diffBase)}, not ${shortSha(base)}`
      : `no diff was uploaded with ${shortSha(head.commitid)} (canopy-cli --diff-base attaches one)`,
  );
  return {
    diff: null,
    source: 'NONE',
    retryable: providerProblem?.startsWith('the git provider failed') ?? false,
    message: `No diff is available, so patch coverage cannot be computed and only project-level changes are shown: ${reasons.join('; ')}.`,
  };
}

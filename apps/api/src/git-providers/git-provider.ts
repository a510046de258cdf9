import type { CiState } from './ci-state';

/** A repository as the git host names it. */
export interface RepoRef {
  service: 'github' | 'github_enterprise' | 'gitlab' | 'gitlab_enterprise' | 'bitbucket' | 'bitbucket_server';
  /** The owner's path; GitLab subgroups make it contain '/' (`group/subgroup`). */
  owner: string;
  name: string;
}

export type PullState = 'open' | 'closed' | 'merged';

/** What the git host says about a pull (merge) request. */
export interface PullDetails {
  pullid: number;
  title: string | null;
  state: PullState;
  author: string | null;
  baseBranch: string | null;
  baseSha: string | null;
  headBranch: string | null;
  headSha: string | null;
  /** The head is in another repository (a fork); null or absent when the host does not say. */
  fromFork?: boolean | null;
}

export interface CommitDetails {
  sha: string;
  parents: string[];
  message: string | null;
  /** The author's login on the host, or their name when the host has no account for them. */
  author: string | null;
  /** The author's email, when the source tells it (a mirror does; it is how a git author is matched to an owner). */
  authorEmail?: string | null;
  timestamp: Date | null;
}

/**
 * Where comparisons learn what uploads cannot tell: pull requests, commit parents, diffs and file contents.
 * A null answer means "the host does not know it"; a failure to ask is a ProviderError.
 */
export interface GitProvider {
  /** 'github' | 'gitlab' | 'bitbucket' | 'mirror' */
  readonly kind: string;
  pull(repo: RepoRef, pullid: number): Promise<PullDetails | null>;
  commit(repo: RepoRef, sha: string): Promise<CommitDetails | null>;
  mergeBase(repo: RepoRef, base: string, head: string): Promise<string | null>;
  /** Unified diff text of `git diff base...head` (the head's changes since the merge base). */
  diff(repo: RepoRef, base: string, head: string): Promise<string | null>;
  fileContent(repo: RepoRef, ref: string, path: string): Promise<string | null>;
}

/** The git host could not be asked: unreachable, a 5xx or other unexpected status, a timeout, or an unreadable answer. */
export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A commit status as Codecov posts it: `codecov/project`, `codecov/patch`, … */
export interface CommitStatus {
  context: string;
  state: 'pending' | 'success' | 'failure' | 'error';
  description: string;
  /** Where the status links to (the commit or pull page); Bitbucket requires one. */
  targetUrl: string;
}

/** A line range a check run points at (GitHub check run annotations). */
export interface CheckAnnotation {
  path: string;
  startLine: number;
  endLine: number;
  level: 'notice' | 'warning' | 'failure';
  message: string;
}

/** A completed GitHub check run, as Codecov posts one in place of a commit status. */
export interface CheckRun {
  /** `codecov/project`, as the status context would be. */
  name: string;
  conclusion: 'success' | 'failure' | 'neutral';
  title: string;
  summary: string;
  detailsUrl: string;
  annotations: CheckAnnotation[];
}

/**
 * What notifications write back to the git host: commit statuses and the pull request comment. Comment ids are
 * the host's, as text.
 */
export interface HostNotifier {
  postStatus(repo: RepoRef, sha: string, status: CommitStatus): Promise<void>;
  /** Only hosts with check runs (GitHub): creates one, its annotations sent in the host's batches. */
  postCheckRun?(repo: RepoRef, sha: string, run: CheckRun): Promise<void>;
  createComment(repo: RepoRef, pullid: number, body: string): Promise<string>;
  /** False when the comment is gone (deleted on the host). */
  updateComment(repo: RepoRef, pullid: number, commentId: string, body: string): Promise<boolean>;
  deleteComment(repo: RepoRef, pullid: number, commentId: string): Promise<void>;
  /** What CI reported on the commit, Canopy's own statuses left out (`wait_for_ci`, `if_ci_failed`). */
  ciState(repo: RepoRef, sha: string): Promise<CiState>;
}

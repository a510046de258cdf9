import type {
  CommitDetails,
  CommitStatus,
  GitProvider,
  HostNotifier,
  PullDetails,
  PullState,
  RepoRef,
} from './git-provider';
import { bitbucketCi, type CiState } from './ci-state';
import { arrayAt, dateAt, numberAt, textAt, texts } from './json-fields';
import { filePath, HostClient, type HttpProviderOptions, segment } from './provider-http';

export const BITBUCKET_API_URL = 'https://api.bitbucket.org/2.0';

function bitbucketPullState(state: string | null): PullState {
  if (state === 'MERGED') return 'merged';
  if (state === 'DECLINED' || state === 'SUPERSEDED') return 'closed';
  return 'open';
}

/** A pull request object as Bitbucket Cloud's API and its webhooks both describe it. */
export function bitbucketPullDetails(pull: unknown): PullDetails | null {
  const pullid = numberAt(pull, 'id');
  if (pullid === null) return null;
  return {
    pullid,
    title: textAt(pull, 'title'),
    state: bitbucketPullState(textAt(pull, 'state')),
    author: textAt(pull, 'author', 'nickname') ?? textAt(pull, 'author', 'display_name'),
    baseBranch: textAt(pull, 'destination', 'branch', 'name'),
    baseSha: textAt(pull, 'destination', 'commit', 'hash'),
    headBranch: textAt(pull, 'source', 'branch', 'name'),
    headSha: textAt(pull, 'source', 'commit', 'hash'),
    fromFork: forkOf(
      textAt(pull, 'source', 'repository', 'full_name'),
      textAt(pull, 'destination', 'repository', 'full_name'),
    ),
  };
}

function forkOf(source: string | null, destination: string | null): boolean | null {
  return source === null || destination === null ? null : source.toLowerCase() !== destination.toLowerCase();
}

function bitbucketCommitDetails(commit: unknown): CommitDetails | null {
  const sha = textAt(commit, 'hash');
  if (sha === null) return null;
  return {
    sha,
    parents: texts(arrayAt(commit, 'parents'), 'hash'),
    message: textAt(commit, 'message'),
    author: textAt(commit, 'author', 'user', 'nickname') ?? textAt(commit, 'author', 'raw'),
    timestamp: dateAt(commit, 'date'),
  };
}

/**
 * Bitbucket Cloud's REST API (2.0). Pull requests there name commits by 12-character abbreviations; callers that
 * need full shas ask commit() for them.
 */
export class BitbucketProvider implements GitProvider, HostNotifier {
  readonly kind = 'bitbucket';
  private readonly client: HostClient;

  constructor(options: HttpProviderOptions, host = 'Bitbucket') {
    this.client = new HostClient(host, options, {
      accept: 'application/json',
      authorization: `Bearer ${options.token}`,
    });
  }

  async pull(repo: RepoRef, pullid: number): Promise<PullDetails | null> {
    const label = `pullrequests/${pullid}`;
    const answer = await this.client.json({ path: `${repoPath(repo)}/pullrequests/${pullid}`, label });
    if (answer === null) return null;
    return bitbucketPullDetails(answer) ?? this.unreadable(label);
  }

  async commit(repo: RepoRef, sha: string): Promise<CommitDetails | null> {
    const label = `commit/${sha}`;
    const answer = await this.client.json({ path: `${repoPath(repo)}/commit/${segment(sha)}`, label });
    if (answer === null) return null;
    return bitbucketCommitDetails(answer) ?? this.unreadable(label);
  }

  async mergeBase(repo: RepoRef, base: string, head: string): Promise<string | null> {
    const label = `merge-base/${base}..${head}`;
    const answer = await this.client.json({
      path: `${repoPath(repo)}/merge-base/${segment(base)}..${segment(head)}`,
      label,
    });
    if (answer === null) return null;
    return textAt(answer, 'hash') ?? this.unreadable(label);
  }

  /**
   * Bitbucket's diff spec reads `source..destination`, the reverse of git's order: `head..base` is the head's
   * changes, and topic=true measures them from the merge base (git's `base...head`).
   */
  async diff(repo: RepoRef, base: string, head: string): Promise<string | null> {
    return this.client.text({
      path: `${repoPath(repo)}/diff/${segment(head)}..${segment(base)}?topic=true`,
      label: `diff/${head}..${base}`,
      headers: { accept: 'text/plain' },
    });
  }

  async fileContent(repo: RepoRef, ref: string, path: string): Promise<string | null> {
    return this.client.text({
      path: `${repoPath(repo)}/src/${segment(ref)}/${filePath(path)}`,
      label: `src/${ref}/${path}`,
      headers: { accept: 'text/plain, */*' },
    });
  }

  async postStatus(repo: RepoRef, sha: string, status: CommitStatus): Promise<void> {
    const state =
      status.state === 'success' ? 'SUCCESSFUL' : status.state === 'pending' ? 'INPROGRESS' : 'FAILED';
    await this.client.mustWrite({
      method: 'POST',
      path: `${repoPath(repo)}/commit/${segment(sha)}/statuses/build`,
      label: `commit/${sha}/statuses/build`,
      // The key identifies the status, so a later post for the same context replaces it.
      body: {
        key: status.context,
        name: status.context,
        state,
        description: status.description,
        url: status.targetUrl,
      },
    });
  }

  async createComment(repo: RepoRef, pullid: number, body: string): Promise<string> {
    const label = `pullrequests/${pullid}/comments`;
    const path = `${repoPath(repo)}/pullrequests/${pullid}/comments`;
    const answer = await this.client.mustWrite({
      method: 'POST',
      path,
      label,
      body: { content: { raw: body } },
    });
    return this.client.createdId(answer, label);
  }

  async updateComment(repo: RepoRef, pullid: number, commentId: string, body: string): Promise<boolean> {
    const label = `pullrequests/${pullid}/comments/${commentId}`;
    const path = `${repoPath(repo)}/pullrequests/${pullid}/comments/${segment(commentId)}`;
    return (
      (await this.client.write({ method: 'PUT', path, label, body: { content: { raw: body } } })) !== null
    );
  }

  async deleteComment(repo: RepoRef, pullid: number, commentId: string): Promise<void> {
    const label = `pullrequests/${pullid}/comments/${commentId}`;
    const path = `${repoPath(repo)}/pullrequests/${pullid}/comments/${segment(commentId)}`;
    await this.client.write({ method: 'DELETE', path, label });
  }

  async ciState(repo: RepoRef, sha: string): Promise<CiState> {
    const path = `${repoPath(repo)}/commit/${segment(sha)}/statuses?pagelen=100`;
    return bitbucketCi(await this.client.json({ path, label: `commit/${sha}/statuses` }));
  }

  private unreadable(label: string): never {
    throw this.client.badAnswer(label);
  }
}

function repoPath(repo: RepoRef): string {
  return `/repositories/${segment(repo.owner)}/${segment(repo.name)}`;
}

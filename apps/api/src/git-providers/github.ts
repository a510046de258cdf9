import type {
  CheckAnnotation,
  CheckRun,
  CommitDetails,
  CommitStatus,
  GitProvider,
  HostNotifier,
  PullDetails,
  RepoRef,
} from './git-provider';
import { githubCi, type CiState } from './ci-state';
import { arrayAt, dateAt, numberAt, textAt, texts, valueAt } from './json-fields';
import { filePath, HostClient, type HttpProviderOptions, segment } from './provider-http';

export const GITHUB_API_URL = 'https://api.github.com';

/** GitHub takes at most 50 annotations in one check run request. */
export const ANNOTATIONS_PER_REQUEST = 50;

function annotationBody(annotation: CheckAnnotation) {
  return {
    path: annotation.path,
    start_line: annotation.startLine,
    end_line: annotation.endLine,
    annotation_level: annotation.level,
    message: annotation.message,
  };
}

/** A pull request object as GitHub's REST API and its webhooks both describe it. */
export function githubPullDetails(pull: unknown): PullDetails | null {
  const pullid = numberAt(pull, 'number');
  if (pullid === null) return null;
  const merged = valueAt(pull, ['merged']) === true || textAt(pull, 'merged_at') !== null;
  return {
    pullid,
    title: textAt(pull, 'title'),
    state: merged ? 'merged' : textAt(pull, 'state') === 'closed' ? 'closed' : 'open',
    author: textAt(pull, 'user', 'login'),
    baseBranch: textAt(pull, 'base', 'ref'),
    baseSha: textAt(pull, 'base', 'sha'),
    headBranch: textAt(pull, 'head', 'ref'),
    headSha: textAt(pull, 'head', 'sha'),
    fromFork: differs(textAt(pull, 'head', 'repo', 'full_name'), textAt(pull, 'base', 'repo', 'full_name')),
  };
}

/** A deleted fork leaves the head without a repository: still a fork. */
function differs(head: string | null, base: string | null): boolean | null {
  if (base === null) return null;
  return head === null || head.toLowerCase() !== base.toLowerCase();
}

function githubCommitDetails(commit: unknown): CommitDetails | null {
  const sha = textAt(commit, 'sha');
  if (sha === null) return null;
  return {
    sha,
    parents: texts(arrayAt(commit, 'parents'), 'sha'),
    message: textAt(commit, 'commit', 'message'),
    author: textAt(commit, 'author', 'login') ?? textAt(commit, 'commit', 'author', 'name'),
    timestamp: dateAt(commit, 'commit', 'author', 'date') ?? dateAt(commit, 'commit', 'committer', 'date'),
  };
}

/**
 * GitHub's REST API (v3); GitHub Enterprise Server is the same API under `https://host/api/v3`. With a token source
 * (an app installation's tokens) each request takes its token from there instead of the configured token.
 */
export class GitHubProvider implements GitProvider, HostNotifier {
  readonly kind = 'github';
  private readonly client: HostClient;

  constructor(options: HttpProviderOptions, host = 'GitHub') {
    this.client = new HostClient(host, options, {
      accept: 'application/vnd.github+json',
      ...(options.tokenSource ? {} : { authorization: `Bearer ${options.token}` }),
      'user-agent': 'Canopy',
      'x-github-api-version': '2022-11-28',
    });
  }

  async pull(repo: RepoRef, pullid: number): Promise<PullDetails | null> {
    const label = `pulls/${pullid}`;
    const answer = await this.client.json({ path: `${repoPath(repo)}/pulls/${pullid}`, label });
    if (answer === null) return null;
    return githubPullDetails(answer) ?? this.unreadable(label);
  }

  async commit(repo: RepoRef, sha: string): Promise<CommitDetails | null> {
    const label = `commits/${sha}`;
    // GitHub answers 422 rather than 404 for a commit it does not have.
    const answer = await this.client.json({
      path: `${repoPath(repo)}/commits/${segment(sha)}`,
      label,
      notFound: [404, 422],
    });
    if (answer === null) return null;
    return githubCommitDetails(answer) ?? this.unreadable(label);
  }

  async mergeBase(repo: RepoRef, base: string, head: string): Promise<string | null> {
    const label = `compare/${base}...${head}`;
    const answer = await this.client.json({
      path: comparePath(repo, base, head),
      label,
      notFound: [404, 422],
    });
    if (answer === null) return null;
    return textAt(answer, 'merge_base_commit', 'sha') ?? this.unreadable(label);
  }

  async diff(repo: RepoRef, base: string, head: string): Promise<string | null> {
    return this.client.text({
      path: comparePath(repo, base, head),
      label: `compare/${base}...${head} (diff)`,
      headers: { accept: 'application/vnd.github.v3.diff' },
      notFound: [404, 422],
    });
  }

  async fileContent(repo: RepoRef, ref: string, path: string): Promise<string | null> {
    return this.client.text({
      path: `${repoPath(repo)}/contents/${filePath(path)}?ref=${encodeURIComponent(ref)}`,
      label: `contents/${path}@${ref}`,
      headers: { accept: 'application/vnd.github.raw' },
    });
  }

  async postStatus(repo: RepoRef, sha: string, status: CommitStatus): Promise<void> {
    await this.client.mustWrite({
      method: 'POST',
      path: `${repoPath(repo)}/statuses/${segment(sha)}`,
      label: `statuses/${sha}`,
      body: {
        state: status.state,
        context: status.context,
        description: status.description,
        target_url: status.targetUrl,
      },
    });
  }

  /** Created completed with the first 50 annotations; each further 50 are added by an update of the run. */
  async postCheckRun(repo: RepoRef, sha: string, run: CheckRun): Promise<void> {
    const batches: CheckAnnotation[][] = [];
    for (let at = 0; at < run.annotations.length; at += ANNOTATIONS_PER_REQUEST)
      batches.push(run.annotations.slice(at, at + ANNOTATIONS_PER_REQUEST));
    const output = (batch: CheckAnnotation[] = []) => ({
      title: run.title,
      summary: run.summary,
      ...(batch.length > 0 ? { annotations: batch.map(annotationBody) } : {}),
    });
    const label = 'check-runs';
    const created = await this.client.mustWrite({
      method: 'POST',
      path: `${repoPath(repo)}/check-runs`,
      label,
      body: {
        name: run.name,
        head_sha: sha,
        status: 'completed',
        conclusion: run.conclusion,
        details_url: run.detailsUrl,
        output: output(batches[0]),
      },
    });
    const id = this.client.createdId(created, label);
    for (const batch of batches.slice(1))
      await this.client.mustWrite({
        method: 'PATCH',
        path: `${repoPath(repo)}/check-runs/${segment(id)}`,
        label: `check-runs/${id}`,
        body: { output: output(batch) },
      });
  }

  async createComment(repo: RepoRef, pullid: number, body: string): Promise<string> {
    const label = `issues/${pullid}/comments`;
    const path = `${repoPath(repo)}/issues/${pullid}/comments`;
    return this.client.createdId(
      await this.client.mustWrite({ method: 'POST', path, label, body: { body } }),
      label,
    );
  }

  async updateComment(repo: RepoRef, _pullid: number, commentId: string, body: string): Promise<boolean> {
    const path = `${repoPath(repo)}/issues/comments/${segment(commentId)}`;
    const answer = await this.client.write({
      method: 'PATCH',
      path,
      label: `issues/comments/${commentId}`,
      body: { body },
    });
    return answer !== null;
  }

  async deleteComment(repo: RepoRef, _pullid: number, commentId: string): Promise<void> {
    const path = `${repoPath(repo)}/issues/comments/${segment(commentId)}`;
    await this.client.write({ method: 'DELETE', path, label: `issues/comments/${commentId}` });
  }

  async ciState(repo: RepoRef, sha: string): Promise<CiState> {
    const path = `${repoPath(repo)}/commits/${segment(sha)}`;
    const [statuses, runs] = await Promise.all([
      this.client.json({ path: `${path}/status`, label: `commits/${sha}/status`, notFound: [404, 422] }),
      this.client.json({
        path: `${path}/check-runs`,
        label: `commits/${sha}/check-runs`,
        notFound: [404, 422],
      }),
    ]);
    return githubCi(statuses, runs);
  }

  private unreadable(label: string): never {
    throw this.client.badAnswer(label);
  }
}

function repoPath(repo: RepoRef): string {
  return `/repos/${segment(repo.owner)}/${segment(repo.name)}`;
}

function comparePath(repo: RepoRef, base: string, head: string): string {
  return `${repoPath(repo)}/compare/${segment(base)}...${segment(head)}`;
}

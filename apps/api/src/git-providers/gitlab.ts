import type {
  CommitDetails,
  CommitStatus,
  GitProvider,
  HostNotifier,
  PullDetails,
  PullState,
  RepoRef,
} from './git-provider';
import { gitlabCi, type CiState } from './ci-state';
import { arrayAt, dateAt, numberAt, textAt, valueAt } from './json-fields';
import { HostClient, type HttpProviderOptions, segment } from './provider-http';

export const GITLAB_API_URL = 'https://gitlab.com/api/v4';

/** Merge request states in GitLab's words; 'locked' is the brief moment of a merge in progress. */
export function gitlabPullState(state: string | null): PullState {
  if (state === 'merged') return 'merged';
  if (state === 'closed') return 'closed';
  return 'open';
}

function forkOf(source: number | null, target: number | null): boolean | null {
  return source === null || target === null ? null : source !== target;
}

export function gitlabPullDetails(request: unknown): PullDetails | null {
  const pullid = numberAt(request, 'iid');
  if (pullid === null) return null;
  return {
    pullid,
    title: textAt(request, 'title'),
    state: gitlabPullState(textAt(request, 'state')),
    author: textAt(request, 'author', 'username'),
    baseBranch: textAt(request, 'target_branch'),
    baseSha: textAt(request, 'diff_refs', 'base_sha'),
    headBranch: textAt(request, 'source_branch'),
    headSha: textAt(request, 'diff_refs', 'head_sha') ?? textAt(request, 'sha'),
    fromFork: forkOf(numberAt(request, 'source_project_id'), numberAt(request, 'target_project_id')),
  };
}

function gitlabCommitDetails(commit: unknown): CommitDetails | null {
  const sha = textAt(commit, 'id');
  if (sha === null) return null;
  return {
    sha,
    parents: arrayAt(commit, 'parent_ids').filter((parent): parent is string => typeof parent === 'string'),
    message: textAt(commit, 'message'),
    author: textAt(commit, 'author_name'),
    timestamp: dateAt(commit, 'authored_date') ?? dateAt(commit, 'committed_date'),
  };
}

function modeLines(change: unknown): string[] {
  const before = textAt(change, 'a_mode') ?? '100644';
  const after = textAt(change, 'b_mode') ?? '100644';
  if (valueAt(change, ['new_file']) === true) return [`new file mode ${after}`];
  if (valueAt(change, ['deleted_file']) === true) return [`deleted file mode ${before}`];
  return before === after ? [] : [`old mode ${before}`, `new mode ${after}`];
}

/** One file of GitLab's compare answer written as a `git diff` section. */
function fileSection(change: unknown): string {
  const oldPath = textAt(change, 'old_path') ?? textAt(change, 'new_path') ?? '';
  const newPath = textAt(change, 'new_path') ?? oldPath;
  const lines = [`diff --git a/${oldPath} b/${newPath}`, ...modeLines(change)];
  if (valueAt(change, ['renamed_file']) === true)
    lines.push(`rename from ${oldPath}`, `rename to ${newPath}`);
  const body = textAt(change, 'diff') ?? '';
  // Hunks need the file header; renames without changes, binary files and collapsed diffs have none.
  if (body.startsWith('@@')) {
    lines.push(valueAt(change, ['new_file']) === true ? '--- /dev/null' : `--- a/${oldPath}`);
    lines.push(valueAt(change, ['deleted_file']) === true ? '+++ /dev/null' : `+++ b/${newPath}`);
  }
  const head = `${lines.join('\n')}\n`;
  if (body === '') return head;
  return body.endsWith('\n') ? head + body : `${head}${body}\n`;
}

/** GitLab describes a comparison file by file; comparisons read the unified text `git diff` prints. */
export function gitlabUnifiedDiff(changes: readonly unknown[]): string {
  return changes.map(fileSection).join('');
}

/** GitLab's REST API (v4), gitlab.com or self-managed. */
export class GitLabProvider implements GitProvider, HostNotifier {
  readonly kind = 'gitlab';
  private readonly client: HostClient;

  constructor(options: HttpProviderOptions, host = 'GitLab') {
    this.client = new HostClient(host, options, {
      accept: 'application/json',
      'private-token': options.token,
    });
  }

  async pull(repo: RepoRef, pullid: number): Promise<PullDetails | null> {
    const label = `merge_requests/${pullid}`;
    const answer = await this.client.json({ path: `${projectPath(repo)}/merge_requests/${pullid}`, label });
    if (answer === null) return null;
    return gitlabPullDetails(answer) ?? this.unreadable(label);
  }

  async commit(repo: RepoRef, sha: string): Promise<CommitDetails | null> {
    const label = `repository/commits/${sha}`;
    const answer = await this.client.json({
      path: `${projectPath(repo)}/repository/commits/${segment(sha)}`,
      label,
    });
    if (answer === null) return null;
    return gitlabCommitDetails(answer) ?? this.unreadable(label);
  }

  async mergeBase(repo: RepoRef, base: string, head: string): Promise<string | null> {
    const label = `repository/merge_base of ${base} and ${head}`;
    const refs = `refs[]=${encodeURIComponent(base)}&refs[]=${encodeURIComponent(head)}`;
    // An unknown ref is a 400 on some GitLab versions, a 404 on others.
    const answer = await this.client.json({
      path: `${projectPath(repo)}/repository/merge_base?${refs}`,
      label,
      notFound: [400, 404],
    });
    if (answer === null) return null;
    return textAt(answer, 'id') ?? this.unreadable(label);
  }

  async diff(repo: RepoRef, base: string, head: string): Promise<string | null> {
    const label = `repository/compare ${base}...${head}`;
    const query = `from=${encodeURIComponent(base)}&to=${encodeURIComponent(head)}&straight=false`;
    const answer = await this.client.json({
      path: `${projectPath(repo)}/repository/compare?${query}`,
      label,
    });
    if (answer === null) return null;
    const changes = valueAt(answer, ['diffs']);
    if (!Array.isArray(changes)) throw this.client.badAnswer(label);
    return gitlabUnifiedDiff(changes);
  }

  async fileContent(repo: RepoRef, ref: string, path: string): Promise<string | null> {
    const file = encodeURIComponent(path.replace(/^\/+/, ''));
    return this.client.text({
      path: `${projectPath(repo)}/repository/files/${file}/raw?ref=${encodeURIComponent(ref)}`,
      label: `repository/files/${path}@${ref}`,
    });
  }

  async postStatus(repo: RepoRef, sha: string, status: CommitStatus): Promise<void> {
    // GitLab has no "error" state; a failed check is "failed" either way.
    const state = status.state === 'success' ? 'success' : status.state === 'pending' ? 'pending' : 'failed';
    await this.client.mustWrite({
      method: 'POST',
      path: `${projectPath(repo)}/statuses/${segment(sha)}`,
      label: `statuses/${sha}`,
      body: { state, name: status.context, description: status.description, target_url: status.targetUrl },
    });
  }

  async createComment(repo: RepoRef, pullid: number, body: string): Promise<string> {
    const label = `merge_requests/${pullid}/notes`;
    const path = `${projectPath(repo)}/merge_requests/${pullid}/notes`;
    return this.client.createdId(
      await this.client.mustWrite({ method: 'POST', path, label, body: { body } }),
      label,
    );
  }

  async updateComment(repo: RepoRef, pullid: number, commentId: string, body: string): Promise<boolean> {
    const label = `merge_requests/${pullid}/notes/${commentId}`;
    const path = `${projectPath(repo)}/merge_requests/${pullid}/notes/${segment(commentId)}`;
    return (await this.client.write({ method: 'PUT', path, label, body: { body } })) !== null;
  }

  async deleteComment(repo: RepoRef, pullid: number, commentId: string): Promise<void> {
    const label = `merge_requests/${pullid}/notes/${commentId}`;
    const path = `${projectPath(repo)}/merge_requests/${pullid}/notes/${segment(commentId)}`;
    await this.client.write({ method: 'DELETE', path, label });
  }

  async ciState(repo: RepoRef, sha: string): Promise<CiState> {
    const path = `${projectPath(repo)}/repository/commits/${segment(sha)}/statuses?per_page=100`;
    return gitlabCi(await this.client.json({ path, label: `commits/${sha}/statuses` }));
  }

  private unreadable(label: string): never {
    throw this.client.badAnswer(label);
  }
}

/** GitLab names a project by its full path, subgroups included, as one encoded segment. */
function projectPath(repo: RepoRef): string {
  return `/projects/${encodeURIComponent(`${repo.owner}/${repo.name}`)}`;
}

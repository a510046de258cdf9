import type { CommitStatus, HostNotifier, RepoRef } from './git-provider';
import { bitbucketCi, type CiState } from './ci-state';
import { numberAt } from './json-fields';
import { HostClient, type HttpProviderOptions, segment } from './provider-http';

const API = '/rest/api/1.0';
const BUILD_STATUS = '/rest/build-status/1.0';

/** The server's root: the API URL may end in `/rest/api/1.0` (as the settings derive it) or not. */
function serverRoot(apiUrl: string): string {
  return apiUrl.replace(/\/+$/, '').replace(/\/rest\/api\/1\.0$/, '');
}

function pullPath(repo: RepoRef, pullid: number): string {
  return `${API}/projects/${segment(repo.owner)}/repos/${segment(repo.name)}/pull-requests/${pullid}`;
}

/**
 * Bitbucket Server / Data Center as notifications use it: build statuses (REST build-status 1.0) and pull request
 * comments (REST 1.0), which are edited and deleted at their current version.
 */
export class BitbucketServerNotifier implements HostNotifier {
  private readonly client: HostClient;

  constructor(options: HttpProviderOptions, host = 'Bitbucket Server') {
    this.client = new HostClient(
      host,
      { ...options, apiUrl: serverRoot(options.apiUrl) },
      { accept: 'application/json', authorization: `Bearer ${options.token}` },
    );
  }

  async postStatus(_repo: RepoRef, sha: string, status: CommitStatus): Promise<void> {
    const state =
      status.state === 'success' ? 'SUCCESSFUL' : status.state === 'pending' ? 'INPROGRESS' : 'FAILED';
    await this.client.mustWrite({
      method: 'POST',
      path: `${BUILD_STATUS}/commits/${segment(sha)}`,
      label: `build-status/commits/${sha}`,
      // The key identifies the status, so a later post for the same context replaces it.
      body: {
        state,
        key: status.context,
        name: status.context,
        url: status.targetUrl,
        description: status.description,
      },
    });
  }

  async createComment(repo: RepoRef, pullid: number, body: string): Promise<string> {
    const label = `pull-requests/${pullid}/comments`;
    const answer = await this.client.mustWrite({
      method: 'POST',
      path: `${pullPath(repo, pullid)}/comments`,
      label,
      body: { text: body },
    });
    return this.client.createdId(answer, label);
  }

  async updateComment(repo: RepoRef, pullid: number, commentId: string, body: string): Promise<boolean> {
    const comment = await this.currentVersion(repo, pullid, commentId);
    if (!comment) return false;
    const answer = await this.client.write({
      method: 'PUT',
      path: comment.path,
      label: comment.label,
      body: { text: body, version: comment.version },
    });
    return answer !== null;
  }

  async deleteComment(repo: RepoRef, pullid: number, commentId: string): Promise<void> {
    const comment = await this.currentVersion(repo, pullid, commentId);
    if (!comment) return;
    await this.client.write({
      method: 'DELETE',
      path: `${comment.path}?version=${comment.version}`,
      label: comment.label,
    });
  }

  async ciState(_repo: RepoRef, sha: string): Promise<CiState> {
    const path = `${BUILD_STATUS}/commits/${segment(sha)}?limit=100`;
    return bitbucketCi(await this.client.json({ path, label: `build-status/commits/${sha}` }));
  }

  /** A comment is changed only at the version it has now; null when it is gone. */
  private async currentVersion(repo: RepoRef, pullid: number, commentId: string) {
    const path = `${pullPath(repo, pullid)}/comments/${segment(commentId)}`;
    const label = `pull-requests/${pullid}/comments/${commentId}`;
    const answer = await this.client.json({ path, label });
    if (answer === null) return null;
    const version = numberAt(answer, 'version');
    if (version === null) throw this.client.badAnswer(label);
    return { path, label, version };
  }
}

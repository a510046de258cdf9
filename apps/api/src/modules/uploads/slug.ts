import { normaliseService, type Service } from '../../config/providers';
import { badRequest } from './upload-errors';

export interface RepositorySlug {
  /** The owner's username; GitLab subgroups keep their path: `group/sub`. */
  owner: string;
  repo: string;
}

/**
 * Decodes the CLI's encoded slug: `owner::::repo`, with GitLab subgroups as `group:::sub::::proj`.
 * Plain `owner/repo` (legacy query parameter) is accepted too.
 */
export function decodeSlug(value: string): RepositorySlug {
  const text = value.trim();
  let owner: string;
  let repo: string;
  if (text.includes('::::')) {
    const at = text.lastIndexOf('::::');
    owner = text.slice(0, at).split(':::').join('/');
    repo = text.slice(at + 4);
  } else {
    const at = text.lastIndexOf('/');
    if (at <= 0) throw badRequest(`Invalid repository slug "${value}": expected owner/repo`);
    owner = text.slice(0, at);
    repo = text.slice(at + 1);
  }
  const part = /^[A-Za-z0-9_.@-]+$/;
  if (!repo || !part.test(repo) || owner.split('/').some((segment) => !part.test(segment)))
    throw badRequest(`Invalid repository slug "${value}": expected owner/repo`);
  return { owner, repo };
}

/** The git service an upload names. The CLI also accepts `github-actions` for GitHub. */
export function uploadService(value: string | undefined | null): Service | null {
  if (!value) return null;
  const lowered = value.toLowerCase();
  if (lowered === 'github-actions') return 'github';
  if (lowered === 'github_enterprise' || lowered === 'gitlab_enterprise' || lowered === 'bitbucket_server')
    return lowered;
  return normaliseService(lowered);
}

export const GIT_SERVICES = [
  'github',
  'gitlab',
  'bitbucket',
  'github_enterprise',
  'gitlab_enterprise',
  'bitbucket_server',
] as const;

export type GitService = (typeof GIT_SERVICES)[number];

export function isGitService(value: string): value is GitService {
  return (GIT_SERVICES as readonly string[]).includes(value);
}

/** Where a git remote points: the host and the repository path (`owner/repo`, or `group/sub/proj` on GitLab). */
export interface RemoteRepository {
  host: string;
  slug: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** `git@host:owner/repo.git`, the scp-like form ssh remotes usually take. */
const SCP_LIKE = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/)(.+)$/;

/** Reads the repository out of a remote URL (https, ssh, git or scp-like); null when it names none. */
export function parseRemoteUrl(url: string): RemoteRepository | null {
  const location = splitRemote(url.trim());
  if (!location || location.host === '') return null;
  const slug = location.path.replace(/^\/+|\/+$/g, '').replace(/\.git$/, '');
  const parts = slug.split('/');
  if (parts.length < 2 || parts.some((part) => part === '')) return null;
  return { host: location.host.toLowerCase(), slug };
}

function splitRemote(url: string): { host: string; path: string } | null {
  if (SCHEME.test(url)) {
    try {
      const parsed = new URL(url);
      return { host: parsed.hostname, path: decodeURIComponent(parsed.pathname) };
    } catch {
      return null;
    }
  }
  const scp = SCP_LIKE.exec(url);
  return scp ? { host: scp[1] ?? '', path: scp[2] ?? '' } : null;
}

/** The public hosts map to their services; any other host is taken for a GitHub-compatible one. */
export function serviceForHost(host: string): GitService {
  switch (host) {
    case 'gitlab.com':
      return 'gitlab';
    case 'bitbucket.org':
      return 'bitbucket';
    default:
      return 'github';
  }
}

import type { ConfigEnv } from '../config/config-env';
import { providerName, type ShortProvider } from './provider-names';

export interface ProviderRepoRef {
  /** A short or long provider code (`gh`, `github_enterprise` …). */
  provider: string;
  /** The owner; a GitLab group path may have several segments (`group/subgroup`). */
  owner: string;
  repo: string;
}

/** The install's enterprise hosts (runtime configuration). */
export type ProviderHosts = Pick<ConfigEnv, 'GHE_URL' | 'GLE_URL' | 'BBS_URL'>;

const path = (value: string) => value.split('/').map(encodeURIComponent).join('/');

/** The repository's web address on its git host; null when the host is unknown (an enterprise host not configured). */
function repoUrl(short: ShortProvider, owner: string, repo: string, hosts: ProviderHosts): string | null {
  const slug = `${path(owner)}/${encodeURIComponent(repo)}`;
  const host = (url: string) => url.trim().replace(/\/+$/, '') || null;
  switch (short) {
    case 'gh':
      return `https://github.com/${slug}`;
    case 'gl':
      return `https://gitlab.com/${slug}`;
    case 'bb':
      return `https://bitbucket.org/${slug}`;
    case 'ghe':
    case 'gle': {
      const base = host(short === 'ghe' ? hosts.GHE_URL : hosts.GLE_URL);
      return base && `${base}/${slug}`;
    }
    case 'bbs': {
      // Bitbucket Server names repositories by project key.
      const base = host(hosts.BBS_URL);
      return base && `${base}/projects/${path(owner)}/repos/${encodeURIComponent(repo)}`;
    }
  }
}

/**
 * The owner's (organisation's or person's) page on its git host, e.g. `https://github.com/acme`; Bitbucket Server
 * owners are projects. Null when the host is unknown (an enterprise host not configured).
 */
export function providerOwnerUrl(provider: string, owner: string, hosts: ProviderHosts): string | null {
  const short = providerName(provider)?.short;
  const host = (url: string) => url.trim().replace(/\/+$/, '') || null;
  switch (short) {
    case 'gh':
      return `https://github.com/${path(owner)}`;
    case 'gl':
      return `https://gitlab.com/${path(owner)}`;
    case 'bb':
      return `https://bitbucket.org/${path(owner)}`;
    case 'ghe':
    case 'gle': {
      const base = host(short === 'ghe' ? hosts.GHE_URL : hosts.GLE_URL);
      return base && `${base}/${path(owner)}`;
    }
    case 'bbs': {
      const base = host(hosts.BBS_URL);
      return base && `${base}/projects/${path(owner)}`;
    }
    default:
      return null;
  }
}

const commitPaths: Record<ShortProvider, string> = {
  gh: 'commit',
  ghe: 'commit',
  gl: '-/commit',
  gle: '-/commit',
  bb: 'commits',
  bbs: 'commits',
};

const pullPaths: Record<ShortProvider, string> = {
  gh: 'pull',
  ghe: 'pull',
  gl: '-/merge_requests',
  gle: '-/merge_requests',
  bb: 'pull-requests',
  bbs: 'pull-requests',
};

/** A commit on its git host, e.g. `https://github.com/acme/widgets/commit/abc…`; null when the host is unknown. */
export function providerCommitUrl(
  ref: ProviderRepoRef,
  commitid: string,
  hosts: ProviderHosts,
): string | null {
  const short = providerName(ref.provider)?.short;
  const repo = short && repoUrl(short, ref.owner, ref.repo, hosts);
  return repo ? `${repo}/${commitPaths[short]}/${encodeURIComponent(commitid)}` : null;
}

/** A pull (merge) request on its git host, e.g. `https://gitlab.com/acme/widgets/-/merge_requests/12`. */
export function providerPullUrl(ref: ProviderRepoRef, pullId: number, hosts: ProviderHosts): string | null {
  const short = providerName(ref.provider)?.short;
  const repo = short && repoUrl(short, ref.owner, ref.repo, hosts);
  return repo ? `${repo}/${pullPaths[short]}/${pullId}` : null;
}

import type {
  HostAccount,
  HostDirectory,
  HostDirectoryOptions,
  HostOrganization,
  HostPermission,
  HostRepository,
} from '../directory';
import { ProviderError } from '../git-provider';
import { numberAt, textAt, valueAt } from '../json-fields';
import { fetchJson, timedFetch } from './host-requests';

const HOST = 'Bitbucket Server';
const LIMIT = 100;

/** A repository is listed under every level the person reaches; asking the highest first keeps each one's best. */
const LEVELS: readonly [string, HostPermission][] = [
  ['REPO_ADMIN', 'admin'],
  ['REPO_WRITE', 'write'],
  ['REPO_READ', 'read'],
];

function unreadable(what: string): ProviderError {
  return new ProviderError(`${HOST} sent an unreadable answer while reading ${what}`);
}

function idOf(value: unknown, ...keys: string[]): string | null {
  const id = numberAt(value, ...keys);
  return id === null ? null : String(id);
}

/** Personal projects (`~user`) are their user's space, not an organisation. */
function isPersonal(project: unknown): boolean {
  return textAt(project, 'type') === 'PERSONAL' || (textAt(project, 'key') ?? '').startsWith('~');
}

/** The project or personal space that owns a repository, as Canopy names owners. */
export function bitbucketServerOwner(project: unknown): HostAccount | null {
  if (isPersonal(project)) {
    const serviceId = idOf(project, 'owner', 'id');
    const username = textAt(project, 'owner', 'slug') ?? textAt(project, 'owner', 'name');
    if (serviceId === null || username === null) return null;
    return {
      serviceId,
      username,
      isOrg: false,
      name: textAt(project, 'owner', 'displayName'),
      avatarUrl: null,
    };
  }
  const key = textAt(project, 'key');
  if (key === null) return null;
  return { serviceId: key, username: key, isOrg: true, name: textAt(project, 'name'), avatarUrl: null };
}

/** Bitbucket Server / Data Center (REST 1.0) with the person's bearer token. It tells no rate limit. */
export function bitbucketServerDirectory(options: HostDirectoryOptions): HostDirectory {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const fetcher = timedFetch(options.fetch);
  const headers = { authorization: `Bearer ${options.accessToken}` };

  /** Every entry of a paged list: `start` moves to `nextPageStart` until `isLastPage`. */
  async function* allValues(path: string, what: string): AsyncIterable<unknown> {
    for (let start: number | null = 0; start !== null;) {
      const separator = path.includes('?') ? '&' : '?';
      const url = `${apiUrl}${path}${separator}start=${start}&limit=${LIMIT}`;
      const { body } = await fetchJson(fetcher, url, { host: HOST, what, headers });
      const values = valueAt(body, ['values']);
      if (!Array.isArray(values)) throw unreadable(what);
      yield* values;
      const next = numberAt(body, 'nextPageStart');
      start = valueAt(body, ['isLastPage']) === false && next !== null && next > start ? next : null;
    }
  }

  async function* organizations(): AsyncIterable<HostOrganization> {
    const administered = new Set<string>();
    for await (const project of allValues('/projects?permission=PROJECT_ADMIN', 'projects'))
      administered.add(textAt(project, 'key') ?? '');
    for await (const project of allValues('/projects', 'projects')) {
      if (isPersonal(project)) continue;
      const key = textAt(project, 'key');
      if (key === null) throw unreadable('projects');
      yield {
        serviceId: key,
        username: key,
        name: textAt(project, 'name'),
        avatarUrl: null,
        isAdmin: administered.has(key),
      };
    }
  }

  async function* repositories(): AsyncIterable<HostRepository> {
    const seen = new Set<string>();
    for (const [level, permission] of LEVELS) {
      for await (const repo of allValues(`/repos?permission=${level}`, 'repositories')) {
        const serviceId = idOf(repo, 'id');
        const name = textAt(repo, 'slug');
        const project = valueAt(repo, ['project']);
        const owner = bitbucketServerOwner(project);
        if (serviceId === null || name === null || owner === null) throw unreadable('repositories');
        if (seen.has(serviceId)) continue;
        seen.add(serviceId);
        // A public project makes all its repositories public.
        const isPublic = valueAt(repo, ['public']) === true || valueAt(project, ['public']) === true;
        // The listing names neither the default branch nor a language.
        yield { serviceId, owner, name, private: !isPublic, defaultBranch: null, language: null, permission };
      }
    }
  }

  return { service: options.service, organizations, repositories, rateLimit: async () => null };
}

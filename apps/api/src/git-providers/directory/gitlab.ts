import { AccessLevel, Groups, Projects, Users } from '@gitbeaker/rest';
import type {
  HostAccount,
  HostDirectory,
  HostDirectoryOptions,
  HostOrganization,
  HostPermission,
  HostRateLimit,
  HostRepository,
} from '../directory';
import { ProviderError } from '../git-provider';
import { isObject, numberAt, textAt } from '../json-fields';
import { fetchJson, timedFetch } from './host-requests';

type RequesterFn = NonNullable<ConstructorParameters<typeof Groups>[0]['requesterFn']>;
type Requester = ReturnType<RequesterFn>;

const HOST = 'GitLab';
const PER_PAGE = 100;

/** gitbeaker wants the web root and adds `/api/v4`; Canopy is configured with the API root itself. */
export function gitlabWebRoot(apiUrl: string): string {
  return apiUrl.replace(/\/+$/, '').replace(/\/api\/v4$/, '');
}

/** gitbeaker's options are camelCase; GitLab's query parameters are snake_case. */
function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * gitbeaker's own requester calls the global fetch; this one sends its GETs through the fetch Canopy was given, to
 * the configured API root, and keeps the last rate limit headers. The directory only reads.
 */
function readOnlyRequester(
  apiUrl: string,
  fetcher: typeof fetch,
  seen: (headers: Headers) => void,
): RequesterFn {
  return (resource) => {
    const get = async (endpoint: string, options?: { searchParams?: Record<string, unknown> }) => {
      const url = new URL(`${apiUrl}/${endpoint}`);
      for (const [name, value] of Object.entries(options?.searchParams ?? {}))
        if (value !== undefined && value !== null) url.searchParams.set(snakeCase(name), String(value));
      const headers: Record<string, string> = { ...resource.headers };
      for (const [name, value] of Object.entries(resource.authHeaders)) headers[name] = await value();
      const answer = await fetchJson(fetcher, url.href, { host: HOST, what: endpoint, headers });
      seen(answer.headers);
      return { body: answer.body, headers: Object.fromEntries(answer.headers.entries()), status: 200 };
    };
    const refuse = () => Promise.reject(new ProviderError('the GitLab directory only reads'));
    return { get, post: refuse, put: refuse, patch: refuse, delete: refuse } as unknown as Requester;
  };
}

/** Reporter and below read, Developer and Maintainer write, Owner administers. */
export function gitlabPermission(level: number): HostPermission {
  if (level >= AccessLevel.OWNER) return 'admin';
  if (level >= AccessLevel.DEVELOPER) return 'write';
  return 'read';
}

function idOf(value: unknown, ...keys: string[]): string | null {
  const id = numberAt(value, ...keys);
  return id === null ? null : String(id);
}

/** RateLimit-Reset is in seconds since the epoch; self-managed installs often send no limit at all. */
function rateLimitOf(headers: Headers | null): HostRateLimit | null {
  const limit = Number(headers?.get('ratelimit-limit') ?? NaN);
  const remaining = Number(headers?.get('ratelimit-remaining') ?? NaN);
  const reset = Number(headers?.get('ratelimit-reset') ?? NaN);
  if (![limit, remaining, reset].every(Number.isFinite)) return null;
  return { limit, remaining, resetAt: new Date(reset * 1000) };
}

interface Page {
  data: unknown;
  paginationInfo?: { next: number | null };
}

/**
 * An entry without its id, path or owner. The whole read fails rather than skip it: the sync takes the lists as
 * complete, and a missing repository would lose its access.
 */
function unreadable(what: string): ProviderError {
  return new ProviderError(`${HOST} sent an unreadable answer while reading ${what}`);
}

/** Reads offset pages one by one (X-Next-Page), so the caller sees the first page before the last is asked. */
async function* allPages(what: string, list: (page: number) => Promise<Page>): AsyncIterable<unknown> {
  for (let page: number | null = 1; page !== null;) {
    const { data, paginationInfo } = await list(page);
    if (!Array.isArray(data)) throw unreadable(what);
    yield* data;
    const next: number | null = paginationInfo?.next ?? null;
    page = next !== null && next > page ? next : null;
  }
}

/** GitLab.com and self-managed GitLab (REST v4), read through gitbeaker. */
export function gitlabDirectory(options: HostDirectoryOptions): HostDirectory {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  let lastHeaders: Headers | null = null;
  const settings = {
    host: gitlabWebRoot(apiUrl),
    oauthToken: options.accessToken,
    requesterFn: readOnlyRequester(apiUrl, timedFetch(options.fetch), (headers) => {
      lastHeaders = headers;
    }),
    queryTimeout: null,
  };
  const groups = new Groups(settings);
  const projects = new Projects(settings);
  const users = new Users(settings);

  const groupPages = (minAccessLevel: typeof AccessLevel.GUEST | typeof AccessLevel.OWNER) =>
    allPages(
      'groups',
      (page) =>
        groups.all({
          minAccessLevel,
          pagination: 'offset',
          perPage: PER_PAGE,
          page,
          showExpanded: true,
        }) as Promise<Page>,
    );

  async function* organizations(): AsyncIterable<HostOrganization> {
    // The group list does not say the person's role; a second list, of the groups they own, does.
    const owned = new Set<string>();
    for await (const group of groupPages(AccessLevel.OWNER)) owned.add(idOf(group, 'id') ?? '');
    for await (const group of groupPages(AccessLevel.GUEST)) {
      const serviceId = idOf(group, 'id');
      const username = textAt(group, 'full_path');
      if (serviceId === null || username === null) throw unreadable('groups');
      yield {
        serviceId,
        username,
        name: textAt(group, 'full_name') ?? textAt(group, 'name'),
        avatarUrl: textAt(group, 'avatar_url'),
        isAdmin: owned.has(serviceId),
      };
    }
  }

  function ownerOf(project: unknown): HostAccount | null {
    const namespace = isObject(project) ? project.namespace : null;
    const username = textAt(namespace, 'full_path');
    if (username === null) return null;
    // A personal namespace's id is not its user's id; the project's `owner` is that user.
    const kind = textAt(namespace, 'kind');
    const serviceId = kind === 'user' ? idOf(project, 'owner', 'id') : idOf(namespace, 'id');
    if (serviceId === null) return null;
    return {
      serviceId,
      username,
      isOrg: kind !== 'user',
      name: kind === 'user' ? textAt(project, 'owner', 'name') : textAt(namespace, 'name'),
      avatarUrl: textAt(namespace, 'avatar_url'),
    };
  }

  async function* repositories(): AsyncIterable<HostRepository> {
    const pages = allPages(
      'projects',
      (page) =>
        projects.all({
          membership: true,
          pagination: 'offset',
          perPage: PER_PAGE,
          page,
          showExpanded: true,
        }) as Promise<Page>,
    );
    for await (const project of pages) {
      const serviceId = idOf(project, 'id');
      const name = textAt(project, 'path');
      const owner = ownerOf(project);
      if (serviceId === null || name === null || owner === null) throw unreadable('projects');
      // Membership can come through the project, its group, or both; the higher one counts.
      const level = Math.max(
        numberAt(project, 'permissions', 'project_access', 'access_level') ?? 0,
        numberAt(project, 'permissions', 'group_access', 'access_level') ?? 0,
      );
      yield {
        serviceId,
        owner,
        name,
        private: textAt(project, 'visibility') !== 'public',
        defaultBranch: textAt(project, 'default_branch'),
        language: null,
        permission: gitlabPermission(level),
      };
    }
  }

  async function rateLimit(): Promise<HostRateLimit | null> {
    await users.showCurrentUser();
    return rateLimitOf(lastHeaders);
  }

  return { service: options.service, organizations, repositories, rateLimit };
}

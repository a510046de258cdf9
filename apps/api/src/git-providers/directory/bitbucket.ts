import * as bitbucketModule from 'bitbucket';
import type {
  HostAccount,
  HostDirectory,
  HostDirectoryOptions,
  HostOrganization,
  HostPermission,
  HostRepository,
} from '../directory';
import { ProviderError } from '../git-provider';
import { textAt, valueAt } from '../json-fields';
import { requestFailure, statusFailure, timedFetch } from './host-requests';

// Node's ESM loader sees this UMD bundle as one default export, CommonJS (the tests) its named export.
const { Bitbucket } = (
  'default' in bitbucketModule ? (bitbucketModule as { default: unknown }).default : bitbucketModule
) as typeof bitbucketModule;

type Client = InstanceType<typeof Bitbucket>;
interface Paginated {
  values?: unknown[];
  next?: string;
}

const HOST = 'Bitbucket';
const PAGELEN = 100;
/**
 * The permission list holds only a repository's name and links; these ask for the rest (Bitbucket's partial
 * responses, `+` adding to the default fields).
 */
const REPOSITORY_FIELDS = ['is_private', 'mainbranch', 'language', 'workspace']
  .map((field) => `+values.repository.${field}`)
  .join(',');

const PERMISSIONS: Record<string, HostPermission> = { admin: 'admin', write: 'write', read: 'read' };

/** Bitbucket names accounts by braced UUIDs; Canopy keeps them without the braces, as sign-in does. */
function uuidOf(value: unknown, ...keys: string[]): string | null {
  return textAt(value, ...keys)?.replace(/^\{|\}$/g, '') ?? null;
}

/** The library reports an unreachable host as a 500 without headers; a real answer always has some. */
function bitbucketFailure(error: unknown, what: string): ProviderError {
  const failure = (error ?? {}) as { status?: unknown; headers?: Record<string, unknown> };
  const answered = Object.keys(failure.headers ?? {}).length > 0;
  if (typeof failure.status === 'number' && answered) return statusFailure(HOST, failure.status, what);
  return requestFailure(HOST, what, error);
}

interface Person {
  uuid: string;
  username: string | null;
}

/**
 * The person's own (legacy personal) workspace is them, not an organisation. It shares their account's UUID, and
 * its slug is their username unless renamed; either is enough, so the person is never listed as their own org.
 */
function isPersonal(self: Person, uuid: string, slug: string): boolean {
  return uuid === self.uuid || (self.username !== null && slug === self.username);
}

function unreadable(what: string): ProviderError {
  return new ProviderError(`${HOST} sent an unreadable answer while reading ${what}`);
}

/** Every entry of a paginated list, following `next` until there is none. */
async function* allValues(client: Client, what: string, first: () => Promise<{ data: unknown }>) {
  try {
    let page = (await first()).data as Paginated;
    for (;;) {
      if (!Array.isArray(page.values)) throw unreadable(what);
      yield* page.values;
      if (!client.hasNextPage(page)) return;
      page = (await client.getNextPage(page)).data as Paginated;
    }
  } catch (error) {
    throw error instanceof ProviderError ? error : bitbucketFailure(error, what);
  }
}

/**
 * Bitbucket Cloud (REST 2.0), read through the `bitbucket` client. It tells no rate limit. Atlassian lists the two
 * `/user/permissions/*` calls as deprecated (CHANGE-2770) with neither a date nor a replacement yet; the fallback is
 * `/repositories/{workspace}?role=admin|contributor|member` per workspace.
 */
export function bitbucketDirectory(options: HostDirectoryOptions): HostDirectory {
  const client = new Bitbucket({
    baseUrl: options.apiUrl.replace(/\/+$/, ''),
    auth: { token: options.accessToken },
    request: { fetch: timedFetch(options.fetch) },
    notice: false,
  });
  let person: Promise<Person> | null = null;

  function whoAmI(): Promise<Person> {
    person ??= client.user
      .get({})
      .then(
        ({ data }) => {
          const uuid = uuidOf(data, 'uuid');
          if (uuid === null) throw unreadable('user');
          return { uuid, username: textAt(data, 'username') ?? textAt(data, 'nickname') };
        },
        (error: unknown) => Promise.reject(bitbucketFailure(error, 'user')),
      )
      .catch((error: unknown) => {
        person = null; // asked again next time
        throw error;
      });
    return person;
  }

  async function* organizations(): AsyncIterable<HostOrganization> {
    const self = await whoAmI();
    const memberships = allValues(client, 'workspace permissions', () =>
      client.user.listPermissionsForWorkspaces({ pagelen: PAGELEN }),
    );
    for await (const membership of memberships) {
      const serviceId = uuidOf(membership, 'workspace', 'uuid');
      const username = textAt(membership, 'workspace', 'slug');
      if (serviceId === null || username === null) throw unreadable('workspace permissions');
      if (isPersonal(self, serviceId, username)) continue;
      yield {
        serviceId,
        username,
        name: textAt(membership, 'workspace', 'name'),
        avatarUrl: textAt(membership, 'workspace', 'links', 'avatar', 'href'),
        isAdmin: textAt(membership, 'permission') === 'owner',
      };
    }
  }

  function ownerOf(repository: unknown, self: Person): HostAccount | null {
    const serviceId = uuidOf(repository, 'workspace', 'uuid');
    const username = textAt(repository, 'workspace', 'slug');
    if (serviceId === null || username === null) return null;
    const personal = isPersonal(self, serviceId, username);
    return {
      serviceId: personal ? self.uuid : serviceId,
      username,
      isOrg: !personal,
      name: textAt(repository, 'workspace', 'name'),
      avatarUrl: textAt(repository, 'workspace', 'links', 'avatar', 'href'),
    };
  }

  async function* repositories(): AsyncIterable<HostRepository> {
    const self = await whoAmI();
    const permissions = allValues(client, 'repository permissions', () =>
      client.user.listPermissionsForRepos({ pagelen: PAGELEN, fields: REPOSITORY_FIELDS }),
    );
    for await (const entry of permissions) {
      const permission = PERMISSIONS[textAt(entry, 'permission') ?? ''];
      if (!permission) continue;
      const repository = valueAt(entry, ['repository']);
      const serviceId = uuidOf(repository, 'uuid');
      // The slug, as in the repository's URL, is the part of the full name after the workspace.
      const name = textAt(repository, 'full_name')?.split('/')[1] ?? null;
      const owner = ownerOf(repository, self);
      const isPrivate = valueAt(repository, ['is_private']);
      if (serviceId === null || !name || owner === null || typeof isPrivate !== 'boolean')
        throw unreadable('repository permissions');
      yield {
        serviceId,
        owner,
        name,
        private: isPrivate,
        defaultBranch: textAt(repository, 'mainbranch', 'name'),
        // Bitbucket answers '' for a repository whose language was never set.
        language: textAt(repository, 'language') || null,
        permission,
      };
    }
  }

  return { service: options.service, organizations, repositories, rateLimit: async () => null };
}

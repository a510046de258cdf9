import {
  type DirectoryData,
  type DirectoryHost,
  directoryAnswers,
  signInToken,
  startDirectoryHost,
} from '../../testing/host-directory-stand-in';
import { startOAuthHost } from '../../testing/oauth-host';
import { type HostDirectory, HostTokenRejectedError, readAll } from '../directory';
import { ProviderError } from '../git-provider';
import { gitlabDirectory, gitlabPermission, gitlabWebRoot } from './gitlab';

const TOKEN = 'gitlab-token';

function sampleData(): DirectoryData {
  return {
    user: { id: 42, username: 'grace', name: 'Grace Hopper' },
    orgs: [
      { id: 1, path: 'acme', name: 'Acme', admin: true },
      { id: 2, path: 'acme/platform', name: 'Acme / Platform', admin: false },
      { id: 3, path: 'beta', name: 'Beta', admin: false },
    ],
    repos: [
      { id: 10, name: 'widgets', owner: 'acme', private: true, permission: 'admin', defaultBranch: 'main' },
      // Maintainer on the project, Reporter through the subgroup: the higher counts, and Maintainer writes.
      {
        id: 11,
        name: 'api',
        owner: 'acme/platform',
        private: true,
        permission: 'write',
        gitlab: { project: 40, group: 20 },
      },
      {
        id: 12,
        name: 'dotfiles',
        owner: 'grace',
        private: false,
        permission: 'admin',
        defaultBranch: 'trunk',
      },
      {
        id: 13,
        name: 'handbook',
        owner: 'beta',
        private: true,
        permission: 'read',
        gitlab: { project: null, group: 10, visibility: 'internal' },
      },
      { id: 14, name: 'site', owner: 'beta', private: false, permission: 'write' },
    ],
    pageSize: 2,
  };
}

describe('GitLab directory', () => {
  let data: DirectoryData;
  let host: DirectoryHost;
  let directory: HostDirectory;

  beforeEach(async () => {
    data = sampleData();
    host = await startDirectoryHost('gitlab', data, TOKEN);
    directory = gitlabDirectory({ service: 'gitlab', apiUrl: host.apiUrl, accessToken: TOKEN });
  });

  afterEach(() => host.close());

  it('lists every group the person belongs to across pages, subgroups by their full path, owners as admins', async () => {
    const orgs = await readAll(directory.organizations());

    expect(orgs).toEqual([
      { serviceId: '1', username: 'acme', name: 'Acme', avatarUrl: expect.any(String), isAdmin: true },
      {
        serviceId: '2',
        username: 'acme/platform',
        name: 'Acme / Platform',
        avatarUrl: expect.any(String),
        isAdmin: false,
      },
      { serviceId: '3', username: 'beta', name: 'Beta', avatarUrl: expect.any(String), isAdmin: false },
    ]);
    const groupRequests = host.requests.filter((request) => request.startsWith('GET /api/v4/groups?'));
    expect(
      groupRequests.some((request) => request.includes('min_access_level=10') && request.includes('page=2')),
    ).toBe(true);
    expect(groupRequests.some((request) => request.includes('min_access_level=50'))).toBe(true);
  });

  it('lists every member project across pages with its permission, visibility and owner', async () => {
    const repos = await readAll(directory.repositories());

    expect(host.requests.filter((request) => request.startsWith('GET /api/v4/projects?'))).toHaveLength(3);
    expect(
      host.requests.every(
        (request) => !request.includes('/projects?') || request.includes('membership=true'),
      ),
    ).toBe(true);
    const byName = Object.fromEntries(repos.map((repo) => [repo.name, repo]));
    expect(Object.keys(byName)).toEqual(['widgets', 'api', 'dotfiles', 'handbook', 'site']);
    expect(byName.widgets).toMatchObject({
      serviceId: '10',
      permission: 'admin',
      private: true,
      defaultBranch: 'main',
    });
    expect(byName.widgets!.owner).toMatchObject({ serviceId: '1', username: 'acme', isOrg: true });
    expect(byName.api).toMatchObject({
      permission: 'write',
      owner: { serviceId: '2', username: 'acme/platform', isOrg: true },
    });
    // The personal namespace's id (5042) is not the person's; the person's own id is the owner.
    expect(byName.dotfiles).toMatchObject({ private: false, permission: 'admin', defaultBranch: 'trunk' });
    expect(byName.dotfiles!.owner).toEqual({
      serviceId: '42',
      username: 'grace',
      isOrg: false,
      name: 'Grace Hopper',
      avatarUrl: null,
    });
    expect(byName.handbook).toMatchObject({ private: true, permission: 'read' });
    expect(byName.site).toMatchObject({ private: false, permission: 'write' });
  });

  it('reads the data as it is at each call', async () => {
    await readAll(directory.repositories());
    data.repos = data.repos.filter((repo) => repo.name !== 'widgets');
    data.repos[0] = { ...data.repos[0]!, gitlab: { project: 50, group: null } };

    const repos = await readAll(directory.repositories());
    expect(repos.map((repo) => repo.name)).toEqual(['api', 'dotfiles', 'handbook', 'site']);
    expect(repos[0]!.permission).toBe('admin');
  });

  it('answers the rate limit GitLab sends, or null when it sends none', async () => {
    expect(await directory.rateLimit()).toBeNull();

    data.rateLimit = { limit: 2000, remaining: 1500, resetAt: 1_900_000_000 };
    await readAll(directory.organizations());
    expect(await directory.rateLimit()).toEqual({
      limit: 2000,
      remaining: 1496,
      resetAt: new Date(1_900_000_000_000),
    });
  });

  it('sends its requests through the fetch it is given', async () => {
    const urls: string[] = [];
    const counted = gitlabDirectory({
      service: 'gitlab_enterprise',
      apiUrl: `${host.apiUrl}/`,
      accessToken: TOKEN,
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    await readAll(counted.organizations());
    expect(urls.length).toBeGreaterThanOrEqual(3);
    expect(urls.every((url) => url.startsWith(`${host.apiUrl}/groups?`))).toBe(true);
  });

  it('tells a rejected token apart from other failures', async () => {
    const stale = gitlabDirectory({ service: 'gitlab', apiUrl: host.apiUrl, accessToken: 'revoked' });
    await expect(readAll(stale.repositories())).rejects.toBeInstanceOf(HostTokenRejectedError);

    data.failWith = 401;
    await expect(readAll(directory.organizations())).rejects.toMatchObject({
      name: 'HostTokenRejectedError',
      status: 401,
    });

    data.failWith = 503;
    const outage = readAll(directory.repositories());
    await expect(outage).rejects.toBeInstanceOf(ProviderError);
    await expect(outage).rejects.not.toBeInstanceOf(HostTokenRejectedError);
    await expect(outage).rejects.toMatchObject({ status: 503 });
  });

  it('reports an unreachable host as a ProviderError', async () => {
    await host.close();
    await expect(readAll(directory.organizations())).rejects.toThrow(/GitLab could not be reached/);
    host = await startDirectoryHost('gitlab', data, TOKEN);
  });

  it('maps access levels and API roots', () => {
    expect([10, 15, 20, 30, 40, 50].map(gitlabPermission)).toEqual([
      'read',
      'read',
      'read',
      'write',
      'write',
      'admin',
    ]);
    expect(gitlabWebRoot('https://gitlab.example.com/api/v4/')).toBe('https://gitlab.example.com');
    expect(gitlabWebRoot('https://example.com/gitlab/api/v4')).toBe('https://example.com/gitlab');
  });
});

describe('GitLab directory behind the sign-in stand-in', () => {
  it('reads with the token the person got by signing in', async () => {
    const data = sampleData();
    const stand = await startOAuthHost({
      kind: 'gitlab',
      clientId: 'canopy',
      clientSecret: 'secret',
      user: { id: 42, username: 'grace', name: 'Grace Hopper', email: 'grace@example.com' },
      callbackUrl: 'http://127.0.0.1/callback',
      extraApi: directoryAnswers('gitlab', data),
    });
    try {
      const accessToken = await signInToken('gitlab', stand.url, { id: 'canopy', secret: 'secret' });
      const directory = gitlabDirectory({ service: 'gitlab', apiUrl: stand.apiUrl, accessToken });
      expect((await readAll(directory.organizations())).map((org) => org.username)).toEqual([
        'acme',
        'acme/platform',
        'beta',
      ]);
      expect(await readAll(directory.repositories())).toHaveLength(5);
    } finally {
      await stand.close();
    }
  });
});

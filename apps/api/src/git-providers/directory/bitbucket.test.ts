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
import { bitbucketDirectory } from './bitbucket';

const TOKEN = 'bitbucket-token';

function sampleData(): DirectoryData {
  return {
    user: { id: 42, username: 'grace', name: 'Grace Hopper' },
    orgs: [
      { id: 1, path: 'acme', name: 'Acme', admin: true },
      { id: 2, path: 'beta', name: 'Beta', admin: false },
      { id: 3, path: 'gamma', name: 'Gamma', admin: false },
    ],
    repos: [
      {
        id: 10,
        name: 'widgets',
        owner: 'acme',
        private: true,
        permission: 'admin',
        defaultBranch: 'main',
        language: 'python',
      },
      { id: 11, name: 'site', owner: 'beta', private: false, permission: 'write', defaultBranch: 'master' },
      { id: 12, name: 'dotfiles', owner: 'grace', private: false, permission: 'admin' },
      { id: 13, name: 'handbook', owner: 'beta', private: true, permission: 'read' },
    ],
    pageSize: 2,
  };
}

describe('Bitbucket Cloud directory', () => {
  let data: DirectoryData;
  let host: DirectoryHost;
  let directory: HostDirectory;

  beforeEach(async () => {
    data = sampleData();
    host = await startDirectoryHost('bitbucket', data, TOKEN);
    directory = bitbucketDirectory({ service: 'bitbucket', apiUrl: host.apiUrl, accessToken: TOKEN });
  });

  afterEach(() => host.close());

  it('lists the workspaces across pages, owners as admins, without the person’s own workspace', async () => {
    const orgs = await readAll(directory.organizations());

    expect(orgs).toEqual([
      {
        serviceId: 'ws-1',
        username: 'acme',
        name: 'Acme',
        avatarUrl: expect.stringContaining('acme'),
        isAdmin: true,
      },
      { serviceId: 'ws-2', username: 'beta', name: 'Beta', avatarUrl: expect.any(String), isAdmin: false },
      { serviceId: 'ws-3', username: 'gamma', name: 'Gamma', avatarUrl: expect.any(String), isAdmin: false },
    ]);
    const pages = host.requests.filter((request) =>
      request.startsWith('GET /2.0/user/permissions/workspaces'),
    );
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('page=2');
  });

  it('lists every repository across pages with its permission, privacy and workspace', async () => {
    const repos = await readAll(directory.repositories());

    expect(
      host.requests.filter((request) => request.includes('/user/permissions/repositories')),
    ).toHaveLength(2);
    const byName = Object.fromEntries(repos.map((repo) => [repo.name, repo]));
    expect(byName.widgets).toEqual({
      serviceId: 'repo-10',
      owner: {
        serviceId: 'ws-1',
        username: 'acme',
        isOrg: true,
        name: 'Acme',
        avatarUrl: expect.any(String),
      },
      name: 'widgets',
      private: true,
      defaultBranch: 'main',
      language: 'python',
      permission: 'admin',
    });
    expect(byName.site).toMatchObject({
      private: false,
      permission: 'write',
      defaultBranch: 'master',
      language: null,
    });
    expect(byName.handbook).toMatchObject({ private: true, permission: 'read', owner: { username: 'beta' } });
    // The personal workspace carries the person's account UUID: the repository is theirs.
    expect(byName.dotfiles!.owner).toMatchObject({ serviceId: '0000-42', username: 'grace', isOrg: false });
  });

  it('knows the personal workspace by its slug when its UUID is not the account’s', async () => {
    data.user.workspaceUuid = '{legacy-42}';

    expect((await readAll(directory.organizations())).map((org) => org.username)).toEqual([
      'acme',
      'beta',
      'gamma',
    ]);
    const dotfiles = (await readAll(directory.repositories())).find((repo) => repo.name === 'dotfiles');
    expect(dotfiles!.owner).toMatchObject({ serviceId: '0000-42', username: 'grace', isOrg: false });
  });

  it('reads the data as it is at each call', async () => {
    await readAll(directory.repositories());
    data.repos = data.repos.filter((repo) => repo.name !== 'site');
    data.repos[0] = { ...data.repos[0]!, permission: 'read', private: false };

    const repos = await readAll(directory.repositories());
    expect(repos.map((repo) => repo.name)).toEqual(['widgets', 'dotfiles', 'handbook']);
    expect(repos[0]).toMatchObject({ permission: 'read', private: false });
  });

  it('tells no rate limit', async () => {
    expect(await directory.rateLimit()).toBeNull();
  });

  it('tells a rejected token apart from other failures', async () => {
    const stale = bitbucketDirectory({ service: 'bitbucket', apiUrl: host.apiUrl, accessToken: 'revoked' });
    await expect(readAll(stale.organizations())).rejects.toBeInstanceOf(HostTokenRejectedError);

    await readAll(directory.organizations()); // the person is known from here on
    data.failWith = 401;
    await expect(readAll(directory.repositories())).rejects.toMatchObject({
      name: 'HostTokenRejectedError',
      status: 401,
    });

    data.failWith = 500;
    const outage = readAll(directory.organizations());
    await expect(outage).rejects.toBeInstanceOf(ProviderError);
    await expect(outage).rejects.not.toBeInstanceOf(HostTokenRejectedError);
    await expect(outage).rejects.toMatchObject({ status: 500 });
  });

  it('reports an unreachable host as a ProviderError', async () => {
    await host.close();
    await expect(readAll(directory.repositories())).rejects.toThrow(/Bitbucket could not be reached/);
    host = await startDirectoryHost('bitbucket', data, TOKEN);
  });
});

describe('Bitbucket Cloud directory behind the sign-in stand-in', () => {
  it('reads with the token the person got by signing in', async () => {
    const data = sampleData();
    const stand = await startOAuthHost({
      kind: 'bitbucket',
      clientId: 'canopy',
      clientSecret: 'secret',
      user: { id: 42, username: 'grace', name: 'Grace Hopper', email: 'grace@example.com' },
      callbackUrl: 'http://127.0.0.1/callback',
      extraApi: directoryAnswers('bitbucket', data),
    });
    try {
      const accessToken = await signInToken('bitbucket', stand.url, { id: 'canopy', secret: 'secret' });
      const directory = bitbucketDirectory({ service: 'bitbucket', apiUrl: stand.apiUrl, accessToken });
      // The sign-in stand-in's /user gives the same account UUID: the personal workspace stays out.
      expect((await readAll(directory.organizations())).map((org) => org.username)).toEqual([
        'acme',
        'beta',
        'gamma',
      ]);
      const dotfiles = (await readAll(directory.repositories())).find((repo) => repo.name === 'dotfiles');
      expect(dotfiles?.owner).toMatchObject({ serviceId: '0000-42', isOrg: false });
    } finally {
      await stand.close();
    }
  });
});

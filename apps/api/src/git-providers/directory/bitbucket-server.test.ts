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
import { bitbucketServerDirectory } from './bitbucket-server';

const TOKEN = 'bbs-token';

function sampleData(): DirectoryData {
  return {
    user: { id: 42, username: 'grace', name: 'Grace Hopper' },
    orgs: [
      { id: 1, path: 'ACME', name: 'Acme', admin: true },
      { id: 2, path: 'BETA', name: 'Beta', admin: false },
      { id: 3, path: 'OPS', name: 'Operations', admin: true },
    ],
    repos: [
      { id: 10, name: 'widgets', owner: 'ACME', private: true, permission: 'admin' },
      { id: 11, name: 'site', owner: 'BETA', private: false, permission: 'write' },
      { id: 12, name: 'dotfiles', owner: 'grace', private: true, permission: 'admin' },
      { id: 13, name: 'handbook', owner: 'BETA', private: true, permission: 'read' },
      { id: 14, name: 'runbooks', owner: 'OPS', private: true, permission: 'write' },
    ],
    pageSize: 2,
  };
}

describe('Bitbucket Server directory', () => {
  let data: DirectoryData;
  let host: DirectoryHost;
  let directory: HostDirectory;

  beforeEach(async () => {
    data = sampleData();
    host = await startDirectoryHost('bitbucket_server', data, TOKEN);
    directory = bitbucketServerDirectory({
      service: 'bitbucket_server',
      apiUrl: host.apiUrl,
      accessToken: TOKEN,
    });
  });

  afterEach(() => host.close());

  it('lists the projects across pages, project admins as admins', async () => {
    const orgs = await readAll(directory.organizations());

    expect(orgs).toEqual([
      { serviceId: 'ACME', username: 'ACME', name: 'Acme', avatarUrl: null, isAdmin: true },
      { serviceId: 'BETA', username: 'BETA', name: 'Beta', avatarUrl: null, isAdmin: false },
      { serviceId: 'OPS', username: 'OPS', name: 'Operations', avatarUrl: null, isAdmin: true },
    ]);
    expect(host.requests).toContain('GET /rest/api/1.0/projects?start=2&limit=100');
    expect(host.requests).toContain('GET /rest/api/1.0/projects?permission=PROJECT_ADMIN&start=0&limit=100');
  });

  it('lists every repository once, across pages, with the highest permission the person has', async () => {
    const repos = await readAll(directory.repositories());

    const byName = Object.fromEntries(repos.map((repo) => [repo.name, repo]));
    expect(repos).toHaveLength(5);
    expect(byName.widgets).toEqual({
      serviceId: '10',
      owner: { serviceId: 'ACME', username: 'ACME', isOrg: true, name: 'Acme', avatarUrl: null },
      name: 'widgets',
      private: true,
      defaultBranch: null,
      language: null,
      permission: 'admin',
    });
    expect(byName.site).toMatchObject({ private: false, permission: 'write' });
    expect(byName.runbooks).toMatchObject({ permission: 'write', owner: { username: 'OPS' } });
    expect(byName.handbook).toMatchObject({ private: true, permission: 'read' });
    // A repository in the personal project ~GRACE is the person's own.
    expect(byName.dotfiles!.owner).toEqual({
      serviceId: '42',
      username: 'grace',
      isOrg: false,
      name: 'Grace Hopper',
      avatarUrl: null,
    });
    expect(host.requests).toContain('GET /rest/api/1.0/repos?permission=REPO_READ&start=4&limit=100');
  });

  it('reads the data as it is at each call', async () => {
    await readAll(directory.repositories());
    data.repos = data.repos.filter((repo) => repo.name !== 'widgets');
    data.repos[0] = { ...data.repos[0]!, permission: 'admin' };

    const repos = await readAll(directory.repositories());
    expect(repos.map((repo) => [repo.name, repo.permission])).toEqual([
      ['site', 'admin'],
      ['dotfiles', 'admin'],
      ['runbooks', 'write'],
      ['handbook', 'read'],
    ]);
  });

  it('tells no rate limit', async () => {
    expect(await directory.rateLimit()).toBeNull();
  });

  it('tells a rejected token apart from other failures', async () => {
    const stale = bitbucketServerDirectory({
      service: 'bitbucket_server',
      apiUrl: host.apiUrl,
      accessToken: 'revoked',
    });
    await expect(readAll(stale.organizations())).rejects.toBeInstanceOf(HostTokenRejectedError);

    data.failWith = 401;
    await expect(readAll(directory.repositories())).rejects.toMatchObject({
      name: 'HostTokenRejectedError',
      status: 401,
    });

    data.failWith = 502;
    const outage = readAll(directory.repositories());
    await expect(outage).rejects.toBeInstanceOf(ProviderError);
    await expect(outage).rejects.not.toBeInstanceOf(HostTokenRejectedError);
    await expect(outage).rejects.toMatchObject({ status: 502 });
  });

  it('reports an unreachable host as a ProviderError', async () => {
    await host.close();
    await expect(readAll(directory.organizations())).rejects.toThrow(/Bitbucket Server could not be reached/);
    host = await startDirectoryHost('bitbucket_server', data, TOKEN);
  });
});

describe('Bitbucket Server directory behind the sign-in stand-in', () => {
  it('reads with the token the person got by signing in', async () => {
    const data = sampleData();
    const stand = await startOAuthHost({
      kind: 'bitbucket_server',
      clientId: 'canopy',
      clientSecret: 'secret',
      user: { id: 42, username: 'grace', name: 'Grace Hopper', email: 'grace@example.com' },
      callbackUrl: 'http://127.0.0.1/callback',
      extraApi: directoryAnswers('bitbucket_server', data),
    });
    try {
      const accessToken = await signInToken('bitbucket_server', stand.url, {
        id: 'canopy',
        secret: 'secret',
      });
      const directory = bitbucketServerDirectory({
        service: 'bitbucket_server',
        apiUrl: stand.apiUrl,
        accessToken,
      });
      expect((await readAll(directory.repositories())).map((repo) => repo.name).sort()).toEqual([
        'dotfiles',
        'handbook',
        'runbooks',
        'site',
        'widgets',
      ]);
      expect(await readAll(directory.organizations())).toHaveLength(3);
    } finally {
      await stand.close();
    }
  });
});

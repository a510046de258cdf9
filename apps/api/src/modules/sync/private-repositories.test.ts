import type { StandInRepository } from '../../testing/github-directory-host';
import { signInThroughHost } from '../../testing/host-sign-in';
import { startOAuthHost, type OAuthHostStandIn } from '../../testing/oauth-host';
import { describeEachBackend } from '../../testing/test-database';
import { cookieHeader, startTestServer, type TestServer } from '../../testing/test-server';

const PUBLIC_URL = 'http://canopy.test';
const USER = { id: 9300, username: 'lilith', name: 'Lilith Iyapo', email: 'lilith@example.com' };
const OANKALI = { id: 800, login: 'oankali', type: 'Organization' as const };
const LILITH = { id: USER.id, login: USER.username, type: 'User' as const };
const read = { admin: false, push: false, pull: true };
const repo = (id: number, owner: StandInRepository['owner'], name: string, isPrivate: boolean) => ({
  id,
  owner,
  name,
  private: isPrivate,
  permissions: owner === LILITH ? { admin: true, push: true, pull: true } : read,
});

const REPOSITORIES = `query Repositories($username: String!) {
  me { privateAccess }
  owner(username: $username) { repositories(first: 50) { edges { node { name private } } } }
}`;
const REPOSITORY = `query Repo($owner: String!, $name: String!) {
  owner(username: $owner) { repository(name: $name) { __typename } }
}`;

interface RepositoriesAnswer {
  me: { privateAccess: boolean | null } | null;
  owner: { repositories: { edges: Array<{ node: { name: string; private: boolean } }> } } | null;
}

/**
 * GitHub on the hosted edition asks for public repositories only, unless the person asks for private ones
 * (`/login/gh?private=true`). The stand-in plays GitHub's scopes: a token without `repo` lists no private
 * repository, so the sync gives the person none; signing in again with private access brings them.
 */
describeEachBackend('private repositories need GitHub’s repo scope', (backend) => {
  let host: OAuthHostStandIn;
  let server: TestServer;

  beforeAll(async () => {
    host = await startOAuthHost({
      kind: 'github',
      clientId: 'gh-client',
      clientSecret: 'gh-secret',
      user: USER,
      directory: {
        organizations: [{ id: OANKALI.id, login: OANKALI.login, role: 'member' }],
        repositories: [
          repo(31, OANKALI, 'dawn', true),
          repo(32, OANKALI, 'adulthood-rites', false),
          repo(33, LILITH, 'journal', true),
          repo(34, LILITH, 'garden', false),
        ],
      },
    });
    server = await startTestServer(backend, {
      env: {
        GITHUB_CLIENT_ID: 'gh-client',
        GITHUB_CLIENT_SECRET: 'gh-secret',
        CANOPY_GITHUB_URL: host.url,
        CANOPY_GITHUB_API_URL: host.apiUrl,
        CANOPY_PUBLIC_URL: PUBLIC_URL,
        CANOPY_EDITION: 'cloud',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  async function repositories(username: string, cookie: string) {
    const answer = await server.graphql<RepositoriesAnswer>(REPOSITORIES, {
      variables: { username },
      cookie,
    });
    return {
      privateAccess: answer.data!.me?.privateAccess ?? null,
      names: (answer.data!.owner?.repositories.edges ?? []).map((edge) => edge.node.name).sort(),
    };
  }
  const lookup = async (owner: string, name: string, cookie: string) =>
    (
      await server.graphql<{ owner: { repository: { __typename: string } } }>(REPOSITORY, {
        variables: { owner, name },
        cookie,
      })
    ).data!.owner.repository.__typename;

  it('answers a token without the repo scope with public repositories only, and says which scopes it has', async () => {
    const publicOnly = host.issueAccessToken('user:email,read:org,repo:status,write:repo_hook');
    const answer = await fetch(`${host.apiUrl}/user/repos?per_page=100`, {
      headers: { authorization: `Bearer ${publicOnly}` },
    });
    expect(answer.headers.get('x-oauth-scopes')).toBe('user:email, read:org, repo:status, write:repo_hook');
    const listed = ((await answer.json()) as Array<{ name: string }>).map((entry) => entry.name).sort();
    expect(listed).toEqual(['adulthood-rites', 'garden']);

    const full = host.issueAccessToken();
    const withRepo = await fetch(`${host.apiUrl}/user/repos?per_page=100`, {
      headers: { authorization: `Bearer ${full}` },
    });
    // `repo` includes `repo:status`: GitHub lists only the broader scope.
    expect(withRepo.headers.get('x-oauth-scopes')).toBe('user:email, read:org, write:repo_hook, repo');
    expect(((await withRepo.json()) as unknown[]).length).toBe(4);
  });

  it('gives a person who signed in without private access no private repository', async () => {
    const cookie = await signInThroughHost(server, 'gh');
    await server.app.ingestion.queue.idle();
    const authorize = host.requests
      .filter((request) => request.startsWith('GET /login/oauth/authorize'))
      .at(-1)!;
    expect(new URL(authorize.slice(4), host.url).searchParams.get('scope')?.split(',')).not.toContain('repo');

    expect(await repositories('oankali', cookie)).toEqual({
      privateAccess: false,
      names: ['adulthood-rites'],
    });
    expect(await repositories('lilith', cookie)).toEqual({ privateAccess: false, names: ['garden'] });
    expect(await lookup('oankali', 'dawn', cookie)).toBe('NotFoundError');
    // The sync never heard of them: nothing private was written.
    const stored = (await server.database.db.selectFrom('repositories').select('name').execute()).map(
      (row) => row.name,
    );
    expect(stored).not.toContain('dawn');
    expect(stored).not.toContain('journal');
  });

  it('brings the private repositories once the person signs in again with private access, back where they were', async () => {
    const first = await signInThroughHost(server, 'gh');
    await server.app.ingestion.queue.idle();
    // From the owner page, as its "add private" link does: the browser keeps its session cookie.
    const started = await server.app.inject({
      url: `/login/gh?private=true&to=${encodeURIComponent('/gh/oankali?search=da')}`,
      headers: { cookie: first },
    });
    expect(started.statusCode).toBe(302);
    const authorizeUrl = new URL(String(started.headers.location));
    expect(authorizeUrl.searchParams.get('scope')?.split(',')).toContain('repo');
    // The choice is remembered for the next sign-in, as the reference server does.
    expect(started.cookies.find((entry) => entry.name === 'ghpr')?.value).toBe('true');

    const authorized = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(authorized.headers.get('location')!);
    const finished = await server.app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `${first}; ${cookieHeader(started)}` },
    });
    expect(finished.statusCode).toBe(302);
    expect(finished.headers.location).toBe('/gh/oankali?search=da');
    await server.app.ingestion.queue.idle();

    const cookie = cookieHeader(finished);
    expect(await repositories('oankali', cookie)).toEqual({
      privateAccess: true,
      names: ['adulthood-rites', 'dawn'],
    });
    expect(await repositories('lilith', cookie)).toEqual({
      privateAccess: true,
      names: ['garden', 'journal'],
    });
    expect(await lookup('oankali', 'dawn', cookie)).toBe('Repository');
  });

  it('takes them away again when a later sign-in grants public repositories only', async () => {
    const cookie = await signInThroughHost(server, 'gh');
    await server.app.ingestion.queue.idle();
    expect(await repositories('oankali', cookie)).toEqual({
      privateAccess: false,
      names: ['adulthood-rites'],
    });
    expect(await lookup('oankali', 'dawn', cookie)).toBe('NotFoundError');
  });
});

import { describeEachBackend } from '../testing/test-database';
import { startSecurityServer, type SecurityFixture } from './fixture';
import { leakedMarkers } from './findings';
import type { PersonaName } from './personas';
import { forbiddenMarkers, type Target } from './targets';

const REPOSITORY = `query($owner: String!, $repo: String!) { me { owner { username } }
  owner(username: $owner) { repository(name: $repo) { __typename ... on Repository { name uploadToken } } } }`;

/**
 * Personal API tokens against the private targets: a token is its user and no one else, a revoked one is refused
 * everywhere, staff impersonation never rides on one, and it never opens the upload API.
 */
describeEachBackend('security: API tokens', (backend) => {
  let fixture: SecurityFixture;
  beforeAll(async () => {
    fixture = await startSecurityServer(backend);
  });
  afterAll(() => fixture?.server.close());

  const target = (key: Target['key']) => fixture.targets.find((candidate) => candidate.key === key)!;
  const cookieOf = (name: PersonaName) => fixture.personas.find((persona) => persona.name === name)!.cookie!;

  async function tokenOf(persona: PersonaName): Promise<string> {
    const response = await fixture.server.graphql<{ createApiToken: { fullToken: string } }>(
      'mutation { createApiToken(input: { name: "security" }) { fullToken } }',
      { cookie: cookieOf(persona) },
    );
    return response.data!.createApiToken.fullToken;
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  function inject(
    url: string,
    headers: Record<string, string>,
    method: 'GET' | 'POST' = 'GET',
    body?: object,
  ) {
    return fixture.server.app.inject({
      method,
      url,
      headers: body ? { 'content-type': 'application/json', ...headers } : headers,
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  }

  async function repository(t: Target, headers: Record<string, string>) {
    const response = await fixture.server.graphql<{
      me: { owner: { username: string } } | null;
      owner: { repository: { __typename: string; name?: string } };
    }>(REPOSITORY, { variables: { owner: t.owner, repo: t.repo }, headers });
    return { response, body: JSON.stringify(response) };
  }

  it("cannot read another user's private repository with a token", async () => {
    const margaret = await tokenOf('stranger');
    const grace = await tokenOf('member');
    for (const t of fixture.targets) {
      const { response, body } = await repository(t, bearer(margaret));
      expect(response.data?.me?.owner.username).toBe('margaret');
      expect(response.data?.owner.repository.__typename).toBe('NotFoundError');
      expect(leakedMarkers(body, forbiddenMarkers(fixture.targets, 'margaret'))).toEqual([]);
      const tree = await inject(`/internal/gh/${t.owner}/${t.repo}/coverage/tree`, bearer(margaret));
      const missing = await inject(
        `/internal/gh/${t.owner}/no-such-repository/coverage/tree`,
        bearer(margaret),
      );
      expect(tree.statusCode).toBe(404);
      expect(tree.statusCode).toBe(missing.statusCode);
      const download = await inject(
        `/upload/gh/${t.owner}/${t.repo}/download?path=${encodeURIComponent(t.storagePath)}`,
        bearer(margaret),
      );
      expect(download.statusCode).toBe(404);
    }
    // grace's token reads canopy's private repository as grace does, and still not victim/vault.
    const own = await repository(target('apiServer'), bearer(grace));
    expect(own.response.data?.owner.repository).toMatchObject({
      __typename: 'Repository',
      name: 'api-server',
    });
    const tree = await inject('/internal/gh/canopy/api-server/coverage/tree', bearer(grace));
    expect(tree.statusCode).toBe(200);
    const other = await repository(target('victim'), bearer(grace));
    expect(other.response.data?.owner.repository.__typename).toBe('NotFoundError');
  });

  it('refuses a revoked token everywhere with a 401, even beside a valid cookie', async () => {
    const token = await tokenOf('member');
    const listed = await fixture.server.graphql<{
      me: { tokens: { edges: Array<{ node: { id: string; lastFour: string } }> } };
    }>('{ me { tokens { edges { node { id lastFour } } } } }', { headers: bearer(token) });
    const id = listed.data!.me.tokens.edges.find((edge) => token.endsWith(edge.node.lastFour))!.node.id;
    const revoked = await fixture.server.graphql<{ revokeUserToken: { error: unknown } }>(
      'mutation($id: String!) { revokeUserToken(input: { tokenid: $id }) { error { __typename } } }',
      { variables: { id }, headers: bearer(token) },
    );
    expect(revoked.data!.revokeUserToken).toEqual({ error: null });

    const t = target('apiServer');
    const calls = [
      inject('/graphql/gh', bearer(token), 'POST', { query: '{ me { owner { username } } }' }),
      inject('/graphql', bearer(token), 'POST', { query: '{ me { owner { username } } }' }),
      inject(`/graphql/gh?query=${encodeURIComponent('{ me { owner { username } } }')}`, bearer(token)),
      inject('/internal/user', bearer(token)),
      inject('/internal/users/current', bearer(token)),
      inject(`/internal/gh/${t.owner}/${t.repo}/coverage/tree`, bearer(token)),
      inject(
        `/upload/gh/${t.owner}/${t.repo}/download?path=${encodeURIComponent(t.storagePath)}`,
        bearer(token),
      ),
      // The token says who is asking: a cookie beside it does not stand in for it.
      inject('/internal/user', { ...bearer(token), cookie: cookieOf('member') }),
      inject('/graphql/gh', { ...bearer(token), cookie: cookieOf('member') }, 'POST', {
        query: '{ me { owner { username } } }',
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 401,
        body: expect.objectContaining({ detail: expect.stringMatching(/Invalid API token/) }),
      });
      expect(leakedMarkers(response.body, forbiddenMarkers(fixture.targets, null))).toEqual([]);
    }
  });

  it("ignores staff's staff_user cookie beside a token", async () => {
    const alan = await tokenOf('staff');
    const ada = await tokenOf('installAdmin');
    const asGrace = await repository(target('apiServer'), { ...bearer(alan), cookie: 'staff_user=grace' });
    expect(asGrace.response.data?.me?.owner.username).toBe('alan');
    expect(asGrace.response.data?.owner.repository.__typename).toBe('NotFoundError');
    expect(leakedMarkers(asGrace.body, forbiddenMarkers(fixture.targets, 'alan'))).toEqual([]);
    const asMargaret = await repository(target('apiServer'), {
      ...bearer(ada),
      cookie: 'staff_user=margaret',
    });
    expect(asMargaret.response.data?.me?.owner.username).toBe('ada');
    expect(asMargaret.response.data?.owner.repository.__typename).toBe('Repository');
    const user = await inject('/internal/users/current', { ...bearer(alan), cookie: 'staff_user=grace' });
    expect(user.json()).toMatchObject({ username: 'alan' });
  });

  it('never opens the upload API: an API token is no upload token', async () => {
    const ada = await tokenOf('installAdmin');
    const t = target('apiServer');
    const response = await inject(
      `/upload/github/${t.owner}::::${t.repo}/commits/${t.head}/reports/default/results`,
      bearer(ada),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Invalid upload token');
  });

  it('a regenerated upload token replaces the old one for the CLI (/upload/v4) and codecov-cli', async () => {
    // hedy administers canopy and regenerates through her own API token.
    const hedy = await tokenOf('admin');
    const t = target('apiServer');
    const old = t.uploadToken;
    const done = await fixture.server.graphql<{ regenerateRepositoryUploadToken: { token: string } }>(
      `mutation($owner: String!, $repo: String!) {
        regenerateRepositoryUploadToken(input: { owner: $owner, repoName: $repo }) { token error { __typename } } }`,
      { variables: { owner: t.owner, repo: t.repo }, headers: bearer(hedy) },
    );
    const fresh = done.data!.regenerateRepositoryUploadToken.token;
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    t.uploadToken = fresh;

    const legacy = (token: string, sha: string) =>
      inject(
        `/upload/v4?${new URLSearchParams({ token, commit: sha, branch: 'main', slug: `${t.owner}/${t.repo}` })}`,
        {},
        'POST',
      );
    const cli = (token: string, sha: string) =>
      inject(`/upload/github/${t.owner}::::${t.repo}/commits`, { authorization: `token ${token}` }, 'POST', {
        commitid: sha,
        branch: 'main',
      });
    const oldLegacy = await legacy(old, '1'.repeat(40));
    expect(oldLegacy.statusCode).toBe(401);
    const oldCli = await cli(old, '2'.repeat(40));
    expect(oldCli.statusCode).toBe(401);
    expect(oldCli.json().detail).toBe('Invalid upload token');
    expect((await legacy(fresh, '3'.repeat(40))).statusCode).toBe(200);
    expect((await cli(fresh, '4'.repeat(40))).statusCode).toBe(201);
    // The old token reads nothing either.
    const results = await inject(
      `/upload/github/${t.owner}::::${t.repo}/commits/${t.head}/reports/default/results`,
      {
        authorization: `token ${old}`,
      },
    );
    expect(results.statusCode).toBe(401);
  });
});

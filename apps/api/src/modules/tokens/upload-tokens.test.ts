import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const ERROR = 'error { __typename ... on ResolverError { message } }';
const REGENERATE_REPO = `mutation Regenerate($owner: String!, $repoName: String!) {
  regenerateRepositoryUploadToken(input: { owner: $owner, repoName: $repoName }) { token ${ERROR} }
}`;
const REGENERATE_ORG = `mutation RegenerateOrg($owner: String!) {
  regenerateOrgUploadToken(input: { owner: $owner }) { orgUploadToken ${ERROR} }
}`;
const SET_REQUIRED = `mutation SetRequired($org: String!, $required: Boolean!) {
  setUploadTokenRequired(input: { orgUsername: $org, uploadTokenRequired: $required }) { ${ERROR} }
}`;
const UPLOAD_TOKEN_REQUIRED = `query GetUploadTokenRequired($owner: String!) {
  owner(username: $owner) { orgUploadToken uploadTokenRequired isAdmin }
}`;

type Payload = Record<string, unknown> & { error: { __typename: string; message: string } | null };

const NOT_ADMIN = { __typename: 'UnauthorizedError', message: 'Only admins of the organization can do this' };

describeEachBackend('upload tokens', (backend) => {
  let server: TestServer;
  let ada: string;
  let grace: string;
  let margaret: string;
  let sha = 0;
  beforeAll(async () => {
    server = await startTestServer(backend);
    ada = await server.signIn('ada');
    grace = await server.signIn('grace');
    margaret = await server.signIn('margaret');
  });
  afterAll(() => server?.close());

  const nextSha = () => (++sha).toString(16).padStart(40, 'c');

  async function mutate(document: string, variables: Record<string, unknown>, cookie?: string) {
    const response = await server.graphql<Record<string, Payload>>(document, { variables, cookie });
    expect(response.errors).toBeUndefined();
    return Object.values(response.data!)[0]!;
  }

  /** The codecov-cli protocol's first call, with the token in `Authorization: token …`. */
  async function cliCommit(slug: string, token: string | null, branch = 'main') {
    const [owner, repo] = slug.split('/');
    return server.app.inject({
      method: 'POST',
      url: `/upload/github/${owner}::::${repo}/commits`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `token ${token}` } : {}) },
      payload: JSON.stringify({ commitid: nextSha(), branch }),
    });
  }

  /** The legacy uploader's `/upload/v4`, with the token in the query. */
  async function legacyUpload(slug: string, token: string) {
    const query = new URLSearchParams({ token, slug, commit: nextSha(), branch: 'main' });
    return server.app.inject({ method: 'POST', url: `/upload/v4?${query}` });
  }

  async function repositoryToken(owner: string, repo: string): Promise<string> {
    const response = await server.graphql<{
      owner: { repository: { uploadToken: string } };
    }>(
      `query($owner: String!, $repo: String!) { owner(username: $owner) {
        repository(name: $repo) { ... on Repository { uploadToken } } } }`,
      { variables: { owner, repo }, cookie: ada },
    );
    return response.data!.owner.repository.uploadToken;
  }

  it('gives a repository a new upload token: the old one stops working at once for both protocols', async () => {
    const old = await repositoryToken('canopy', 'api-server');
    expect((await cliCommit('canopy/api-server', old)).statusCode).toBe(201);

    const done = await mutate(REGENERATE_REPO, { owner: 'canopy', repoName: 'api-server' }, ada);
    expect(done).toEqual({ token: expect.stringMatching(/^[0-9a-f-]{36}$/), error: null });
    const fresh = done.token as string;
    expect(fresh).not.toBe(old);
    expect(await repositoryToken('canopy', 'api-server')).toBe(fresh);

    const refused = await cliCommit('canopy/api-server', old);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Invalid upload token');
    expect((await legacyUpload('canopy/api-server', old)).statusCode).toBe(401);
    expect((await cliCommit('canopy/api-server', fresh)).statusCode).toBe(201);
    const legacy = await legacyUpload('canopy/api-server', fresh);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.body.split('\n')).toHaveLength(2);
  });

  it("a personal repository's owner regenerates its token; members and strangers may not", async () => {
    expect(await mutate(REGENERATE_REPO, { owner: 'ada', repoName: 'dotfiles' }, ada)).toMatchObject({
      error: null,
    });
    // grace sees the public repository but does not administer ada.
    expect(await mutate(REGENERATE_REPO, { owner: 'ada', repoName: 'dotfiles' }, grace)).toEqual({
      token: null,
      error: NOT_ADMIN,
    });
    expect(await mutate(REGENERATE_REPO, { owner: 'canopy', repoName: 'api-server' }, grace)).toEqual({
      token: null,
      error: NOT_ADMIN,
    });
    // A private repository a stranger may not see answers as one that does not exist.
    const hidden = await mutate(REGENERATE_REPO, { owner: 'canopy', repoName: 'api-server' }, margaret);
    const missing = await mutate(REGENERATE_REPO, { owner: 'canopy', repoName: 'no-such-repo' }, margaret);
    expect(hidden).toEqual({
      token: null,
      error: { __typename: 'ValidationError', message: 'Repo not found' },
    });
    expect(missing).toEqual(hidden);
    expect(await mutate(REGENERATE_REPO, { owner: 'canopy', repoName: 'api-server' })).toEqual({
      token: null,
      error: { __typename: 'UnauthenticatedError', message: 'You are not authenticated' },
    });
  });

  it('gives an organisation a new upload token: the old one stops working, the new one uploads to its repositories', async () => {
    const before = await server.graphql<{ owner: { orgUploadToken: string } }>(UPLOAD_TOKEN_REQUIRED, {
      variables: { owner: 'canopy' },
      cookie: ada,
    });
    const old = before.data!.owner.orgUploadToken;
    expect((await cliCommit('canopy/web-app', old)).statusCode).toBe(201);

    const done = await mutate(REGENERATE_ORG, { owner: 'canopy' }, ada);
    expect(done).toEqual({ orgUploadToken: expect.stringMatching(/^[0-9a-f-]{36}$/), error: null });
    const fresh = done.orgUploadToken as string;
    expect(fresh).not.toBe(old);

    expect((await cliCommit('canopy/web-app', old)).statusCode).toBe(401);
    expect((await legacyUpload('canopy/web-app', old)).statusCode).toBe(401);
    expect((await cliCommit('canopy/web-app', fresh)).statusCode).toBe(201);
    expect((await legacyUpload('canopy/api-server', fresh)).statusCode).toBe(200);

    expect(await mutate(REGENERATE_ORG, { owner: 'canopy' }, grace)).toEqual({
      orgUploadToken: null,
      error: NOT_ADMIN,
    });
    expect(await mutate(REGENERATE_ORG, { owner: 'canopy' }, margaret)).toEqual({
      orgUploadToken: null,
      error: NOT_ADMIN,
    });
    expect(await mutate(REGENERATE_ORG, { owner: 'nobody-here' }, ada)).toEqual({
      orgUploadToken: null,
      error: { __typename: 'ValidationError', message: 'Owner not found' },
    });
    expect((await mutate(REGENERATE_ORG, { owner: 'canopy' })).error?.__typename).toBe(
      'UnauthenticatedError',
    );
  });

  it('requires a token for public repositories when an admin says so, and accepts fork uploads without when not', async () => {
    const fork = 'someone:feature';
    expect((await cliCommit('canopy/web-app', null, fork)).statusCode).toBe(201);

    expect(await mutate(SET_REQUIRED, { org: 'canopy', required: true }, ada)).toEqual({ error: null });
    const read = async (cookie?: string) =>
      (await server.graphql(UPLOAD_TOKEN_REQUIRED, { variables: { owner: 'canopy' }, cookie })).data;
    expect(await read(grace)).toEqual({
      owner: { orgUploadToken: null, uploadTokenRequired: true, isAdmin: false },
    });
    // {org}: only members read it.
    expect(await read(margaret)).toEqual({
      owner: { orgUploadToken: null, uploadTokenRequired: null, isAdmin: null },
    });
    const refused = await cliCommit('canopy/web-app', null, fork);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('canopy requires an upload token for every upload');

    expect(await mutate(SET_REQUIRED, { org: 'canopy', required: false }, grace)).toEqual({
      error: NOT_ADMIN,
    });
    expect(await mutate(SET_REQUIRED, { org: 'canopy', required: false }, margaret)).toEqual({
      error: NOT_ADMIN,
    });
    expect(await mutate(SET_REQUIRED, { org: 'nobody-here', required: false }, ada)).toEqual({
      error: { __typename: 'ValidationError', message: 'Owner not found' },
    });
    expect((await mutate(SET_REQUIRED, { org: 'canopy', required: false })).error?.__typename).toBe(
      'UnauthenticatedError',
    );
    expect((await read(grace))?.owner).toMatchObject({ uploadTokenRequired: true });

    expect(await mutate(SET_REQUIRED, { org: 'canopy', required: false }, ada)).toEqual({ error: null });
    expect((await read(ada))?.owner).toMatchObject({ uploadTokenRequired: false, isAdmin: true });
    expect((await cliCommit('canopy/web-app', null, fork)).statusCode).toBe(201);
    // Private repositories never take uploads without a token.
    expect((await cliCommit('canopy/api-server', null, fork)).statusCode).toBe(401);
  });
});

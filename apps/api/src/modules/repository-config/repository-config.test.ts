import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';
import { processCommitCoverage } from '../processing/process-coverage';

const ERROR = 'error { __typename ... on ResolverError { message } }';
const UPDATE = `mutation($owner: String, $repoName: String!, $branch: String, $activated: Boolean) {
  updateRepository(input: { owner: $owner, repoName: $repoName, branch: $branch, activated: $activated }) {
    repository { defaultBranch activated } ${ERROR} } }`;
const GRAPH_TOKEN = `mutation($owner: String!, $repoName: String!) {
  regenerateRepositoryGraphToken(input: { owner: $owner, repoName: $repoName }) { token ${ERROR} } }`;
const ERASE = `mutation($owner: String, $repoName: String!) {
  eraseRepository(input: { owner: $owner, repoName: $repoName }) { ${ERROR} } }`;
const SET_YAML = `mutation($username: String!, $yaml: String!) {
  setYamlOnOwner(input: { username: $username, yaml: $yaml }) { owner { username yaml } ${ERROR} } }`;
const REPOSITORY = `query($owner: String!, $repo: String!) { owner(username: $owner) { yaml
  repository(name: $repo) { ... on Repository { repoid defaultBranch activated active uploadToken graphToken } } } }`;

type Payload = Record<string, unknown> & { error: { __typename: string; message: string } | null };
interface RepositoryAnswer {
  repoid: number;
  defaultBranch: string;
  activated: boolean;
  active: boolean;
  uploadToken: string;
  graphToken: string;
}

const NOT_ADMIN = { __typename: 'UnauthorizedError', message: 'Only admins of the organization can do this' };
const NOT_FOUND = { __typename: 'ValidationError', message: 'Repo not found' };

describeEachBackend('repository configuration', (backend) => {
  let server: TestServer;
  let ada: string;
  let grace: string;
  let margaret: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_EMBEDDED_WORKER: 'false' } });
    ada = await server.signIn('ada');
    grace = await server.signIn('grace');
    margaret = await server.signIn('margaret');
  });
  afterAll(() => server?.close());

  async function mutate(document: string, variables: Record<string, unknown>, cookie?: string) {
    const response = await server.graphql<Record<string, Payload>>(document, { variables, cookie });
    expect(response.errors).toBeUndefined();
    return Object.values(response.data!)[0]!;
  }

  async function repository(owner: string, repo: string, cookie = ada) {
    const response = await server.graphql<{ owner: { yaml: string | null; repository: RepositoryAnswer } }>(
      REPOSITORY,
      { variables: { owner, repo }, cookie },
    );
    return response.data!.owner;
  }

  it('changes the default branch to one the repository has, and activates and deactivates it', async () => {
    const repoName = 'api-server';
    const { repository: before } = await repository('canopy', repoName);
    const missing = await mutate(UPDATE, { owner: 'canopy', repoName, branch: 'no-such-branch' }, ada);
    expect(missing.error).toEqual({
      __typename: 'ValidationError',
      message: 'The branch "no-such-branch" does not exist',
    });
    const branch = 'release';
    await server.database.db
      .insertInto('branches')
      .values(
        [branch, before.defaultBranch].map((name) => ({
          repoid: before.repoid,
          branch: name,
          head: 'a'.repeat(40),
          updatestamp: new Date(),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    expect(await mutate(UPDATE, { owner: 'canopy', repoName, branch }, ada)).toEqual({
      repository: { defaultBranch: branch, activated: true },
      error: null,
    });
    expect(await mutate(UPDATE, { owner: 'canopy', repoName, activated: false }, ada)).toEqual({
      repository: { defaultBranch: branch, activated: false },
      error: null,
    });
    expect((await repository('canopy', repoName)).repository).toMatchObject({
      defaultBranch: branch,
      activated: false,
    });
    await mutate(UPDATE, { owner: 'canopy', repoName, branch: before.defaultBranch, activated: true }, ada);
    expect((await repository('canopy', repoName)).repository).toMatchObject({
      defaultBranch: before.defaultBranch,
      activated: true,
    });
  });

  it('refuses uploads to a deactivated repository, saying how to resume, and takes them again once activated', async () => {
    const { repository: repo } = await repository('canopy', 'api-server');
    const commit = (sha: string) =>
      server.app.inject({
        method: 'POST',
        url: '/upload/github/canopy::::api-server/commits',
        headers: { 'content-type': 'application/json', authorization: `token ${repo.uploadToken}` },
        payload: JSON.stringify({ commitid: sha, branch: 'main' }),
      });
    await mutate(UPDATE, { owner: 'canopy', repoName: 'api-server', activated: false }, ada);
    const refused = await commit('d'.repeat(40));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('This repository is deactivated');
    await mutate(UPDATE, { owner: 'canopy', repoName: 'api-server', activated: true }, ada);
    expect((await commit('d'.repeat(40))).statusCode).toBe(201);
  });

  it('refuses members, strangers and guests as the contract says, and changes nothing', async () => {
    const variables = { owner: 'canopy', repoName: 'api-server', activated: false };
    expect((await mutate(UPDATE, variables, grace)).error).toEqual(NOT_ADMIN);
    // A private repository the viewer may not see answers as one that does not exist.
    expect((await mutate(UPDATE, variables, margaret)).error).toEqual(NOT_FOUND);
    expect((await mutate(UPDATE, { ...variables, repoName: 'web-app' }, margaret)).error).toEqual(NOT_ADMIN);
    expect((await mutate(UPDATE, variables)).error).toMatchObject({ __typename: 'UnauthenticatedError' });
    for (const document of [GRAPH_TOKEN, ERASE]) {
      expect((await mutate(document, variables, grace)).error).toEqual(NOT_ADMIN);
      expect((await mutate(document, variables, margaret)).error).toEqual(NOT_FOUND);
      expect((await mutate(document, variables)).error).toMatchObject({ __typename: 'UnauthenticatedError' });
    }
    const { repository: after } = await repository('canopy', 'api-server');
    expect(after.activated).toBe(true);
    expect(after.active).toBe(true);
  });

  it('gives the repository a new graph token', async () => {
    const old = (await repository('canopy', 'api-server')).repository.graphToken;
    const done = await mutate(GRAPH_TOKEN, { owner: 'canopy', repoName: 'api-server' }, ada);
    expect(done).toEqual({ token: expect.stringMatching(/^[0-9a-f]{10}$/), error: null });
    expect(done.token).not.toBe(old);
    expect((await repository('canopy', 'api-server')).repository.graphToken).toBe(done.token);
  });

  it("sets the owner's yaml for admins only, validated with the line of a parse error", async () => {
    const yaml = 'coverage:\n  precision: 1\n';
    expect(await mutate(SET_YAML, { username: 'canopy', yaml }, ada)).toEqual({
      owner: { username: 'canopy', yaml },
      error: null,
    });
    expect((await repository('canopy', 'web-app', grace)).yaml).toBe(yaml);
    expect((await repository('canopy', 'web-app', margaret)).yaml).toBeNull();
    const invalid = await mutate(
      SET_YAML,
      { username: 'canopy', yaml: 'coverage:\n  precision: nine\n' },
      ada,
    );
    expect(invalid.error).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringContaining('precision'),
    });
    const unparsable = await mutate(SET_YAML, { username: 'canopy', yaml: 'coverage:\n  round: [up\n' }, ada);
    expect(unparsable.error).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringMatching(/^Can't parse YAML: line 3, column 1: /),
    });
    expect((await mutate(SET_YAML, { username: 'canopy', yaml: '' }, grace)).error).toEqual(NOT_ADMIN);
    expect((await mutate(SET_YAML, { username: 'nobody-here', yaml: '' }, ada)).error).toEqual({
      __typename: 'NotFoundError',
      message: 'Owner not found',
    });
    expect((await mutate(SET_YAML, { username: 'canopy', yaml: '  ' }, ada)).owner).toEqual({
      username: 'canopy',
      yaml: null,
    });
  });

  it("erases the repository's rows and stored files, keeps the repository, and leaves other repositories alone", async () => {
    const db = server.database.db;
    const { repository: target } = await repository('canopy', 'web-app');
    const { repository: other } = await repository('canopy', 'demo');
    const sha = 'e'.repeat(40);
    const files = { 'coverage.info': lcov({ 'src/a.ts': { 1: 1, 2: 0 } }) };
    await uploadCoverage(server, {
      slug: 'canopy/web-app',
      sha,
      pullid: 7,
      files,
      token: target.uploadToken,
    });
    const commit = await db
      .selectFrom('commits')
      .select('id')
      .where('commitid', '=', sha)
      .executeTakeFirstOrThrow();
    await processCommitCoverage(
      { db, storage: server.app.ingestion.storage, maxDecompressedBytes: 1 << 24 },
      commit.id,
    );
    await db
      .insertInto('measurements')
      .values({
        repoid: target.repoid,
        kind: 'coverage',
        commitid: sha,
        timestamp: new Date(),
        hits: 1,
        lines: 2,
        value: 50,
      })
      .execute();

    const rowsOf = async (repoid: number) => {
      const count = async (table: 'commits' | 'uploads' | 'branches' | 'pulls' | 'measurements') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select(db.fn.countAll().as('n'))
              .where('repoid', '=', repoid)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const commitIds = db.selectFrom('commits').select('id').where('repoid', '=', repoid);
      const reportFiles = await db
        .selectFrom('reportFiles')
        .select('path')
        .where('commitId', 'in', commitIds)
        .execute();
      return {
        commits: await count('commits'),
        uploads: await count('uploads'),
        branches: await count('branches'),
        pulls: await count('pulls'),
        measurements: await count('measurements'),
        reportFiles: reportFiles.length,
      };
    };
    const storedFiles = async (repoid: number) => {
      const root = server.settings.storageDir;
      const found: string[] = [];
      for (const folder of ['uploads', 'reports', 'diffs'])
        found.push(
          ...(await readdir(path.join(root, folder, String(repoid)), { recursive: true }).catch(() => [])),
        );
      return found;
    };
    const before = await rowsOf(target.repoid);
    for (const value of Object.values(before)) expect(value).toBeGreaterThan(0);
    expect((await storedFiles(target.repoid)).length).toBeGreaterThan(0);
    const otherBefore = { rows: await rowsOf(other.repoid), files: await storedFiles(other.repoid) };

    expect(await mutate(ERASE, { owner: 'canopy', repoName: 'web-app' }, ada)).toEqual({ error: null });

    expect(await rowsOf(target.repoid)).toEqual({
      commits: 0,
      uploads: 0,
      branches: 0,
      pulls: 0,
      measurements: 0,
      reportFiles: 0,
    });
    expect(await storedFiles(target.repoid)).toEqual([]);
    const { repository: after } = await repository('canopy', 'web-app');
    expect(after).toMatchObject({ repoid: target.repoid, active: false, uploadToken: target.uploadToken });
    expect({ rows: await rowsOf(other.repoid), files: await storedFiles(other.repoid) }).toEqual(otherBefore);
  });
});

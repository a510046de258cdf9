import type { CommitRecord } from '../../db/schema';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';
import { commitConfig, YamlSecrets } from '../reports';

const INSTALL_SECRET = 'secret-strings-install-secret-0123456789';
const HOOK = 'https://hooks.example.test/services/T0/B0/alpha';
const ENCODE = `mutation($owner: String, $repoName: String!, $value: String!) {
  encodeSecretString(input: { owner: $owner, repoName: $repoName, value: $value }) {
    value error { __typename ... on ResolverError { message } } } }`;
const YAML_IN_FORCE = `query($owner: String!, $repo: String!) { owner(username: $owner) { repository(name: $repo) {
  ... on Repository { yamlInForce { yaml commitid layers { kind yaml path commitid inForce errors } } } } } }`;

type Payload = { value: string | null; error: { __typename: string; message: string } | null };

const notifierYaml = (url: string) =>
  `coverage:\n  notify:\n    webhook:\n      default:\n        url: "${url}"\n`;

describeEachBackend('secret strings in codecov.yml', (backend) => {
  let server: TestServer;
  let grace: string;
  let margaret: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_SECRET: INSTALL_SECRET } });
    grace = await server.signIn('grace');
    margaret = await server.signIn('margaret');
  });
  afterAll(() => server?.close());

  async function encode(variables: Record<string, unknown>, cookie?: string): Promise<Payload> {
    const response = await server.graphql<{ encodeSecretString: Payload }>(ENCODE, { variables, cookie });
    expect(response.errors).toBeUndefined();
    return response.data!.encodeSecretString;
  }

  async function uploadYaml(
    repo: string,
    sha: string,
    yaml: string,
    branch = 'secret-strings',
  ): Promise<CommitRecord> {
    const { db } = server.database;
    const { uploadToken, repoid } = await db
      .selectFrom('repositories')
      .select(['uploadToken', 'repoid'])
      .where('name', '=', repo)
      .executeTakeFirstOrThrow();
    await uploadCoverage(server, {
      token: uploadToken,
      slug: `canopy/${repo}`,
      sha,
      branch,
      files: { 'codecov.yml': yaml, 'lcov.info': lcov({ 'a.js': { 1: 1 } }) },
      network: ['a.js'],
    });
    await server.app.ingestion.queue.idle();
    return db
      .selectFrom('commits')
      .selectAll()
      .where('repoid', '=', repoid)
      .where('commitid', '=', sha)
      .executeTakeFirstOrThrow() as Promise<CommitRecord>;
  }

  it('encrypts a value for a repository its members can see; refuses everyone else', async () => {
    const made = await encode({ owner: 'canopy', repoName: 'api-server', value: HOOK }, grace);
    expect(made.error).toBeNull();
    expect(made.value).toMatch(/^secret:v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(made.value).not.toContain('hooks.example');
    // A fresh encryption each time: nothing tells that two secrets hold the same value.
    const again = await encode({ owner: 'canopy', repoName: 'api-server', value: HOOK }, grace);
    expect(again.value).not.toBe(made.value);

    expect(await encode({ owner: 'canopy', repoName: 'api-server', value: HOOK })).toEqual({
      value: null,
      error: { __typename: 'UnauthenticatedError', message: 'You are not authenticated' },
    });
    // A private repository a stranger cannot see answers as one that does not exist.
    const hidden = await encode({ owner: 'canopy', repoName: 'api-server', value: HOOK }, margaret);
    const missing = await encode({ owner: 'canopy', repoName: 'no-such-repo', value: HOOK }, margaret);
    expect(hidden).toEqual({
      value: null,
      error: { __typename: 'ValidationError', message: 'Repo not found' },
    });
    expect(missing).toEqual(hidden);
    // A public repository: strangers see it but are not members.
    expect(await encode({ owner: 'canopy', repoName: 'web-app', value: HOOK }, margaret)).toEqual({
      value: null,
      error: { __typename: 'UnauthorizedError', message: 'Only members of the organization can do this' },
    });
    expect((await encode({ owner: 'canopy', repoName: 'web-app', value: '  ' }, grace)).error).toEqual({
      __typename: 'ValidationError',
      message: 'Enter a value to encrypt',
    });
    expect(
      (await encode({ owner: 'canopy', repoName: 'web-app', value: 'x'.repeat(5000) }, grace)).error
        ?.__typename,
    ).toBe('ValidationError');
  });

  it('opens for the repository it was made for when notifying, and for no other', async () => {
    const secrets = new YamlSecrets(INSTALL_SECRET);
    const { value: secret } = await encode({ owner: 'canopy', repoName: 'api-server', value: HOOK }, grace);
    const yaml = notifierYaml(secret!);
    const mine = await uploadYaml('api-server', 'feed01'.padEnd(40, '0'), yaml);
    const copied = await uploadYaml('web-app', 'feed02'.padEnd(40, '0'), yaml);

    const urlOf = async (commit: CommitRecord, withSecrets = secrets) =>
      (await commitConfig(server.database.db, commit, withSecrets)).coverage?.notify;
    expect(await urlOf(mine)).toEqual({ webhook: { default: { url: HOOK } } });
    // Copied into another repository's codecov.yml, it stays an unusable secret string.
    expect(await urlOf(copied)).toEqual({ webhook: { default: { url: secret } } });
    // Another install (another secret) cannot open it either.
    expect(await urlOf(mine, new YamlSecrets('another-install-secret-0123456789'))).toEqual({
      webhook: { default: { url: secret } },
    });
    // What is shown keeps it encrypted.
    expect((await commitConfig(server.database.db, mine)).coverage?.notify).toEqual({
      webhook: { default: { url: secret } },
    });
  });

  it("opens a secret in the owner's yaml only for the repository it was made for", async () => {
    const secrets = new YamlSecrets(INSTALL_SECRET);
    const { value: secret } = await encode({ owner: 'canopy', repoName: 'web-app', value: HOOK }, grace);
    const { db } = server.database;
    await db
      .updateTable('owners')
      .set({ yaml: notifierYaml(secret!) })
      .where('username', '=', 'canopy')
      .execute();
    try {
      const web = await uploadYaml('web-app', 'feed03'.padEnd(40, '0'), 'coverage:\n  precision: 1\n');
      const api = await uploadYaml('api-server', 'feed04'.padEnd(40, '0'), 'coverage:\n  precision: 1\n');
      expect((await commitConfig(db, web, secrets)).coverage?.notify).toEqual({
        webhook: { default: { url: HOOK } },
      });
      expect((await commitConfig(db, api, secrets)).coverage?.notify).toEqual({
        webhook: { default: { url: secret } },
      });
    } finally {
      await db.updateTable('owners').set({ yaml: null }).where('username', '=', 'canopy').execute();
    }
  });

  it('shows the yaml in force with its secret strings still encrypted', async () => {
    const { value: secret } = await encode({ owner: 'canopy', repoName: 'web-app', value: HOOK }, grace);
    const sha = 'feed05'.padEnd(40, '0');
    await uploadYaml('web-app', sha, notifierYaml(secret!), 'main');
    const response = await server.graphql<{
      owner: { repository: { yamlInForce: { yaml: string; layers: Array<{ kind: string }> } } };
    }>(YAML_IN_FORCE, { variables: { owner: 'canopy', repo: 'web-app' }, cookie: grace });
    const { yamlInForce } = response.data!.owner.repository;
    expect(yamlInForce.yaml).toContain(secret!);
    expect(JSON.stringify(response)).not.toContain(HOOK);
  });
});

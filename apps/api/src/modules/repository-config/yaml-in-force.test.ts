import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { lcov, uploadCoverage } from '../../testing/upload-coverage';

const YAML_IN_FORCE = `query($owner: String!, $repo: String!) { owner(username: $owner) { repository(name: $repo) {
  ... on Repository { yamlInForce { yaml commitid layers { kind yaml path commitid inForce errors } } } } } }`;
const OWNER_YAML = 'coverage:\n  precision: 1\n  round: up\n';
const REPOSITORY_YAML = 'comment: false\n';
const COMMIT_YAML = 'coverage:\n  range: "50..90"\n  precision: nine\n';
const SHA = 'c0ffee'.padEnd(40, '0');

interface Layer {
  kind: string;
  yaml: string | null;
  path: string | null;
  commitid: string | null;
  inForce: boolean;
  errors: string[];
}
interface YamlInForce {
  yaml: string;
  commitid: string | null;
  layers: Layer[];
}

describeEachBackend('the yaml in force on the default branch', (backend) => {
  let server: TestServer;
  let grace: string;
  let margaret: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    grace = await server.signIn('grace');
    margaret = await server.signIn('margaret');
    const { db } = server.database;
    await db.updateTable('owners').set({ yaml: OWNER_YAML }).where('username', '=', 'canopy').execute();
    await db
      .updateTable('repositories')
      .set({ yaml: REPOSITORY_YAML })
      .where('name', '=', 'web-app')
      .execute();
    const { uploadToken } = await db
      .selectFrom('repositories')
      .select('uploadToken')
      .where('name', '=', 'web-app')
      .executeTakeFirstOrThrow();
    await uploadCoverage(server, {
      token: uploadToken,
      slug: 'canopy/web-app',
      sha: SHA,
      branch: 'main',
      files: { 'codecov.yml': COMMIT_YAML, 'lcov.info': lcov({ 'a.js': { 1: 1 } }) },
      network: ['a.js'],
    });
    await server.app.ingestion.queue.idle();
  });
  afterAll(() => server?.close());

  async function yamlInForce(repo: string, cookie?: string): Promise<YamlInForce | null> {
    const response = await server.graphql<{ owner: { repository: { yamlInForce?: YamlInForce } } }>(
      YAML_IN_FORCE,
      { variables: { owner: 'canopy', repo }, cookie },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.owner.repository.yamlInForce ?? null;
  }

  it('merges the install default, the owner yaml and the yaml sent with the newest upload, layer by layer', async () => {
    const answer = (await yamlInForce('web-app', grace))!;
    expect(answer.commitid).toBe(SHA);
    expect(answer.layers.map((layer) => [layer.kind, layer.inForce])).toEqual([
      ['DEFAULT', true],
      ['OWNER', true],
      // The commit's own yaml replaces the repository's settings.
      ['REPOSITORY', false],
      ['UPLOAD', true],
    ]);
    const [defaults, owner, repository, upload] = answer.layers;
    expect(defaults!.yaml).toContain('precision: 2');
    expect(owner).toMatchObject({ yaml: OWNER_YAML, errors: [] });
    expect(repository).toMatchObject({ yaml: REPOSITORY_YAML, path: null, commitid: null });
    expect(upload).toMatchObject({ yaml: COMMIT_YAML, commitid: SHA, path: null });
    expect(upload!.errors).toEqual([expect.stringMatching(/^coverage\.precision: /)]);
    // Owner's precision and rounding, the commit's range; the invalid precision is left out.
    expect(answer.yaml).toContain('precision: 1');
    expect(answer.yaml).toContain('round: up');
    expect(answer.yaml).toMatch(/range:\n\s+- 50\n\s+- 90/);
    expect(answer.yaml).not.toContain('comment: false');
  });

  it("names the repository's file and the commit it was read at", async () => {
    const { db } = server.database;
    // As processing records it when the git host gave the file (processing/commit-yaml.ts).
    await db
      .updateTable('commits')
      .set({ yamlSource: 'repository_file', yamlPath: '.github/codecov.yml' })
      .where('commitid', '=', SHA)
      .execute();
    const file = (await yamlInForce('web-app', grace))!.layers.at(-1);
    expect(file).toMatchObject({ kind: 'REPOSITORY_FILE', path: '.github/codecov.yml', commitid: SHA });
  });

  it("answers null to anyone outside the owner: the merged yaml carries the owner's own", async () => {
    expect(await yamlInForce('web-app', margaret)).toBeNull();
  });

  it('without an upload on the default branch: the defaults, the owner yaml and the repository settings', async () => {
    const answer = (await yamlInForce('mobile', grace))!;
    expect(answer.commitid).toBeNull();
    expect(answer.layers.map((layer) => layer.kind)).toEqual(['DEFAULT', 'OWNER']);
    expect(answer.yaml).toContain('precision: 1');
    // A private repository is not found for strangers: nothing of its yaml either.
    expect(await yamlInForce('mobile', margaret)).toBeNull();
  });
});

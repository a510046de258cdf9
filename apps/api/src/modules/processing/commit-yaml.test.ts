import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAPTURED_UPLOADS } from '../../testing/replay';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Ada',
  GIT_AUTHOR_EMAIL: 'ada@example.com',
  GIT_COMMITTER_NAME: 'Ada',
  GIT_COMMITTER_EMAIL: 'ada@example.com',
};

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim();
}

function commitFiles(work: string, files: Record<string, string | null>, message: string): string {
  for (const [file, text] of Object.entries(files)) {
    if (text === null) git(work, 'rm', '-q', file);
    else {
      mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      writeFileSync(path.join(work, file), text);
      git(work, 'add', file);
    }
  }
  git(work, 'commit', '-q', '-m', message);
  return git(work, 'rev-parse', 'HEAD');
}

const CAPTURE = path.join(CAPTURED_UPLOADS, 'cli-upload-coverage');

/** The captured codecov-cli upload-coverage request and its PUT, for another commit sha. */
async function cliUpload(server: TestServer, sha: string): Promise<void> {
  const body = JSON.parse(readFileSync(path.join(CAPTURE, '001-body.bin'), 'utf8')) as Record<
    string,
    unknown
  >;
  const created = await server.app.inject({
    method: 'POST',
    url: '/upload/github/acme::::widgets/upload-coverage',
    headers: {
      authorization: 'token tok-env',
      'content-type': 'application/json',
      'user-agent': 'codecov-cli/11.3.1',
    },
    payload: JSON.stringify({ ...body, commitid: sha }),
  });
  expect(created.statusCode).toBe(201);
  const location = new URL((created.json() as { raw_upload_location: string }).raw_upload_location);
  const put = await server.app.inject({
    method: 'PUT',
    url: `${location.pathname}${location.search}`,
    payload: readFileSync(path.join(CAPTURE, '002-body.bin')),
  });
  expect(put.statusCode).toBe(200);
  await server.app.ingestion.queue.idle();
}

/** A legacy text upload (v2, body inline) carrying a codecov.yml section, as canopy-cli sends one. */
async function legacyUploadWithYaml(server: TestServer, sha: string, yaml: string): Promise<void> {
  const lcov = [
    'TN:',
    'SF:src/math.js',
    'DA:1,1',
    'end_of_record',
    'TN:',
    'SF:src/util.js',
    'DA:1,0',
    'end_of_record',
  ];
  const body = `src/math.js\nsrc/util.js\n<<<<<< network\n# path=codecov.yml\n${yaml}<<<<<< EOF\n# path=lcov.info\n${lcov.join('\n')}\n<<<<<< EOF\n`;
  const response = await server.app.inject({
    method: 'POST',
    url: `/upload/v2?commit=${sha}&branch=main&slug=acme%2Fwidgets&token=tok-env`,
    headers: { 'content-type': 'text/plain' },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  await server.app.ingestion.queue.idle();
}

async function commitView(server: TestServer, sha: string) {
  const cookie = await server.signIn('ada');
  const response = await server.graphql<{
    owner: {
      repository: {
        commit: {
          yaml: string | null;
          yamlSource: { kind: string; path: string | null; warnings: string[] } | null;
          errors: { edges: unknown[] };
          coverageAnalytics: { totals: { fileCount: number; lineCount: number } };
        };
      };
    };
  }>(
    `query($sha: String!) { owner(username: "acme") { repository(name: "widgets") { ... on Repository {
      commit(id: $sha) { yaml yamlSource { kind path warnings } errors(errorType: YAML_ERROR) { edges { node { errorMessage } } }
        coverageAnalytics { totals { fileCount lineCount } } } } } } }`,
    { variables: { sha }, cookie },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.owner.repository.commit;
}

describeEachBackend("the repository's codecov.yml, read from the mirror", (backend) => {
  let server: TestServer;
  let scratch: string;
  let mirror: string;
  const shas = { withYaml: '', withoutYaml: '', unknownKeys: '' };

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'canopy-yaml-'));
    const work = path.join(scratch, 'work');
    mkdirSync(work);
    git(work, 'init', '-q', '-b', 'main');
    const sources = { 'src/math.js': 'export const add = 1;\n', 'src/util.js': 'export const u = 1;\n' };
    // In .github/, after the root names: found only because every location is tried in Codecov's order.
    shas.withYaml = commitFiles(
      work,
      { ...sources, '.github/codecov.yml': 'ignore:\n  - src/util.js\n' },
      'Yaml',
    );
    shas.withoutYaml = commitFiles(work, { '.github/codecov.yml': null }, 'No yaml');
    shas.unknownKeys = commitFiles(
      work,
      {
        'codecov.yml':
          'beta_groups: [x]\ncomponent_management:\n  default_rules:\n    statuses:\n      - type: project\n',
      },
      'Unknown keys',
    );
    const root = path.join(scratch, 'mirrors');
    mirror = path.join(root, 'github', 'acme', 'widgets.git');
    git(scratch, 'clone', '-q', '--mirror', work, mirror);
    server = await startTestServer(backend, {
      env: { CANOPY_GLOBAL_UPLOAD_TOKEN: 'tok-env', CANOPY_GIT_MIRROR_DIR: root },
    });
  });

  afterAll(async () => {
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('a codecov-cli upload picks up the repository file: its ignored path leaves the report', async () => {
    await cliUpload(server, shas.withYaml);
    const commit = await commitView(server, shas.withYaml);
    // The capture covers src/math.js (6 lines) and src/util.js (1 line); the file ignores src/util.js.
    expect(commit.coverageAnalytics.totals).toEqual({ fileCount: 1, lineCount: 6 });
    expect(commit.yamlSource).toEqual({ kind: 'REPOSITORY_FILE', path: '.github/codecov.yml', warnings: [] });
    expect(commit.yaml).toBe('ignore:\n  - src/util.js\n');
  });

  it('reads the host once per commit: a later upload uses what was recorded', async () => {
    const moved = `${mirror}.away`;
    execFileSync('mv', [mirror, moved]);
    try {
      await cliUpload(server, shas.withYaml);
      const commit = await commitView(server, shas.withYaml);
      expect(commit.coverageAnalytics.totals).toEqual({ fileCount: 1, lineCount: 6 });
      expect(commit.yamlSource?.kind).toBe('REPOSITORY_FILE');
    } finally {
      execFileSync('mv', [moved, mirror]);
    }
  });

  it('a commit without a file gets the install default', async () => {
    await cliUpload(server, shas.withoutYaml);
    const commit = await commitView(server, shas.withoutYaml);
    expect(commit.coverageAnalytics.totals).toEqual({ fileCount: 2, lineCount: 7 });
    expect(commit.yamlSource).toEqual({ kind: 'DEFAULT', path: null, warnings: [] });
  });

  it('unknown keys are warnings and an optional name_prefix is no error', async () => {
    await cliUpload(server, shas.unknownKeys);
    const commit = await commitView(server, shas.unknownKeys);
    expect(commit.errors.edges).toEqual([]);
    expect(commit.yamlSource).toEqual({
      kind: 'REPOSITORY_FILE',
      path: 'codecov.yml',
      warnings: ['beta_groups: unknown key'],
    });
  });

  it('once the host has answered, a yaml inside an upload changes nothing', async () => {
    await legacyUploadWithYaml(server, shas.withoutYaml, 'ignore:\n  - src/math.js\n');
    const commit = await commitView(server, shas.withoutYaml);
    expect(commit.yamlSource?.kind).toBe('DEFAULT');
    expect(commit.coverageAnalytics.totals.fileCount).toBe(2);
  });

  it('a yaml sent with the upload applies when the host does not know the commit', async () => {
    const sha = 'cd'.repeat(20);
    await legacyUploadWithYaml(server, sha, 'ignore:\n  - src/math.js\n');
    const commit = await commitView(server, sha);
    expect(commit.yamlSource).toEqual({ kind: 'UPLOAD', path: null, warnings: [] });
    expect(commit.coverageAnalytics.totals).toEqual({ fileCount: 1, lineCount: 1 });
  });

  it('a commit the mirror does not have keeps the behaviour without a host', async () => {
    const sha = 'ab'.repeat(20);
    await cliUpload(server, sha);
    const commit = await commitView(server, sha);
    expect(commit.coverageAnalytics.totals).toEqual({ fileCount: 2, lineCount: 7 });
    expect(commit.yamlSource).toEqual({ kind: 'DEFAULT', path: null, warnings: [] });
  });
});

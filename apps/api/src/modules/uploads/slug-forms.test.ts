import { deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

/*
 * Every codecov-cli endpoint under every slug form a real client sends (upload-protocols.md §0, §4): the encoded
 * `owner::::repo` of the upload commands, the plain `owner/repo` of pr-base-picking, GitLab subgroups encoded
 * (`group:::sub::::proj`) and plain (`group/sub/proj`). The two forms of one repository land on the same one.
 */

const TOKEN = 'slug-forms-token';
const LCOV = 'TN:\nSF:src/calc.c\nDA:1,1\nDA:2,0\nend_of_record\n';

interface Form {
  name: string;
  service: string;
  slug: string;
  owner: string;
  repo: string;
  sha: string;
}

const FORMS: Form[] = [
  {
    name: 'encoded',
    service: 'github',
    slug: 'acme::::pylib',
    owner: 'acme',
    repo: 'pylib',
    sha: '1'.repeat(40),
  },
  { name: 'plain', service: 'github', slug: 'acme/pylib', owner: 'acme', repo: 'pylib', sha: '2'.repeat(40) },
  {
    name: 'GitLab subgroup, encoded',
    service: 'gitlab',
    slug: 'group:::sub::::proj',
    owner: 'group/sub',
    repo: 'proj',
    sha: '3'.repeat(40),
  },
  {
    name: 'GitLab subgroup, plain',
    service: 'gitlab',
    slug: 'group/sub/proj',
    owner: 'group/sub',
    repo: 'proj',
    sha: '4'.repeat(40),
  },
];

type Step = [
  endpoint: string,
  call: (server: TestServer, form: Form) => Promise<LightMyRequestResponse>,
  status: number,
];

const json = (server: TestServer, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
    ...(payload ? { payload: { ...payload, cli_args: {}, version: '11.3.1' } } : {}),
  });
const base = (form: Form) => `/upload/${form.service}/${form.slug}`;
const commit = (form: Form) => `${base(form)}/commits/${form.sha}`;

const uploadBody = (form: Form) => ({
  ci_service: 'local',
  env: {},
  flags: ['unit'],
  name: form.name,
  job_code: null,
});
/** The storage PUT that follows an upload request, as the CLI sends it. */
async function put(server: TestServer, answer: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  const location = new URL((answer.json() as { raw_upload_location: string }).raw_upload_location);
  const payload = {
    network_files: ['src/calc.c'],
    coverage_files: [
      {
        filename: 'lcov.info',
        format: 'base64+compressed',
        data: deflateSync(LCOV).toString('base64'),
        labels: '',
      },
    ],
    metadata: {},
  };
  return server.app.inject({
    method: 'PUT',
    url: `${location.pathname}${location.search}`,
    payload: JSON.stringify(payload),
  });
}

const STEPS: Step[] = [
  [
    'create-commit',
    (s, f) =>
      json(s, 'POST', `${base(f)}/commits`, {
        commitid: f.sha,
        branch: 'main',
        pullid: '3',
        parent_commit_id: null,
      }),
    201,
  ],
  ['create-report', (s, f) => json(s, 'POST', `${commit(f)}/reports`, { code: 'default' }), 201],
  [
    'do-upload',
    async (s, f) => put(s, await json(s, 'POST', `${commit(f)}/reports/default/uploads`, uploadBody(f))),
    200,
  ],
  [
    'upload-coverage',
    async (s, f) =>
      put(
        s,
        await json(s, 'POST', `${base(f)}/upload-coverage`, {
          ...uploadBody(f),
          commitid: f.sha,
          branch: 'main',
          code: 'default',
          pullid: '3',
          parent_commit_id: null,
        }),
      ),
    200,
  ],
  ['get-report-results (GET)', (s, f) => json(s, 'GET', `${commit(f)}/reports/default/results`), 200],
  [
    'create-report-results (POST)',
    (s, f) => json(s, 'POST', `${commit(f)}/reports/default/results`, {}),
    200,
  ],
  ['send-notifications', (s, f) => json(s, 'POST', `${commit(f)}/upload-complete`, {}), 200],
  ['empty-upload', (s, f) => json(s, 'POST', `${commit(f)}/empty-upload`, { should_force: true }), 200],
  [
    'pr-base-picking',
    (s, f) => json(s, 'PUT', `/api/v1/${f.service}/${f.slug}/pulls/3`, { user_provided_base_sha: f.sha }),
    200,
  ],
];

describeEachBackend('codecov-cli endpoints under every slug form', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN } });
  });
  afterAll(() => server.close());

  const commitsOf = (form: Form) =>
    server.database.db
      .selectFrom('commits')
      .innerJoin('repositories', 'repositories.repoid', 'commits.repoid')
      .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
      .select(['commits.commitid', 'owners.username', 'owners.service', 'repositories.name'])
      .where('commits.commitid', '=', form.sha)
      .execute();

  describe.each(FORMS)('$name slug ($service $slug)', (form) => {
    it.each(STEPS)('%s', async (_endpoint, call, status) => {
      const response = await call(server, form);
      expect({ status: response.statusCode, body: response.body }).toEqual({ status, body: response.body });
    });

    it('recorded the commit on the repository the slug names', async () => {
      expect(await commitsOf(form)).toEqual([
        { commitid: form.sha, username: form.owner, service: form.service, name: form.repo },
      ]);
      const pull = await server.database.db
        .selectFrom('pulls')
        .innerJoin('repositories', 'repositories.repoid', 'pulls.repoid')
        .select('userProvidedBaseSha')
        .where('repositories.name', '=', form.repo)
        .where('pullid', '=', 3)
        .executeTakeFirst();
      expect(pull?.userProvidedBaseSha).toBe(form.sha);
    });
  });

  it('a repository named like an endpoint keeps its name in the plain form', async () => {
    const form = { ...FORMS[1]!, slug: 'acme/commits', repo: 'commits', sha: '5'.repeat(40) };
    const created = await STEPS[0]![1](server, form);
    expect(created.statusCode).toBe(201);
    expect(await commitsOf(form)).toMatchObject([{ username: 'acme', name: 'commits' }]);
  });

  it('a path that names no endpoint is a 404, a slug without an owner a 400', async () => {
    const unknown = await json(server, 'POST', '/upload/github/acme/pylib/commits/x/nothing', {});
    expect(unknown.statusCode).toBe(404);
    const get = await json(
      server,
      'GET',
      `/upload/github/acme/pylib/commits/${'1'.repeat(40)}/upload-complete`,
    );
    expect(get.statusCode).toBe(404);
    const ownerless = await json(server, 'PUT', '/api/v1/github/pylib/pulls/3', {
      user_provided_base_sha: '1'.repeat(40),
    });
    expect(ownerless.statusCode).toBe(400);
  });
});

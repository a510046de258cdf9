import { inflateSync } from 'node:zlib';
import { CliError, UploadError } from '../errors';
import { captureOutput } from '../testing/captured-output';
import {
  startRecordingServer,
  storageResponder,
  type RecordedRequest,
  type RecordingServer,
  type Responder,
} from '../testing/recording-server';
import { createTempRepo, makeTempDir, removeDir, runGit, writeFiles } from '../testing/temp-repo';
import type { CommandRun } from './commands';
import { resolveUploadContext } from './context';
import { discoverJUnitFiles, isJUnitName, uploadTestResults, type TestResultsPayload } from './test-results';

const JEST_XML = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="jest tests"><testsuite name="math"><testcase classname="math adds" name="math adds" time="0.001"/>
<testcase classname="math fails" name="math fails"><failure>expected 1 &amp; got 2</failure></testcase></testsuite></testsuites>
`;
const SUREFIRE_XML =
  '<testsuite name="com.example.CalcTest"><testcase name="adds" classname="com.example.CalcTest"/></testsuite>\n';

const json = (request: RecordedRequest | undefined): Record<string, unknown> =>
  JSON.parse(request!.body.toString('utf8')) as Record<string, unknown>;

const inflate = (data: string) => inflateSync(Buffer.from(data, 'base64')).toString('utf8');

describe('test-results', () => {
  let repo: string;
  let sha: string;
  let server: RecordingServer | undefined;

  beforeAll(() => {
    repo = createTempRepo({ 'src/math.js': 'export const a = 1;\n' }, 'git@github.com:acme/widgets.git');
    sha = runGit(repo, 'rev-parse', 'HEAD');
    writeFiles(repo, {
      'reports/junit.xml': JEST_XML,
      'build/test-results/TEST-com.example.CalcTest.xml': SUREFIRE_XML,
      'node_modules/pkg/junit.xml': '<testsuite/>',
      'reports/results.xml': '<testsuite/>',
    });
  });

  afterAll(() => removeDir(repo));

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function prepare(options: { token?: string; dryRun?: boolean; responder?: Responder } = {}) {
    let url = '';
    server = await startRecordingServer(options.responder ?? storageResponder(() => url));
    url = server.url;
    const context = await resolveUploadContext(
      {
        url: server.url,
        token: options.token,
        flags: ['unit', 'backend,api'],
        pr: '42',
        buildUrl: 'https://ci/1',
      },
      {},
      repo,
    );
    const output = captureOutput();
    const run: CommandRun = { context, output, dryRun: options.dryRun ?? false, retryDelaysMs: [1, 2] };
    return { run, output, server };
  }

  it('finds junit*.xml and TEST-*.xml, skipping dependency folders', async () => {
    expect(await discoverJUnitFiles(repo)).toEqual([
      `${repo}/build/test-results/TEST-com.example.CalcTest.xml`,
      `${repo}/reports/junit.xml`,
    ]);
    expect(
      ['junit.xml', 'junit-report.XML', 'TEST-a.b.C.xml', 'test-a.xml', 'junit.json'].map(isJUnitName),
    ).toEqual([true, true, true, false, false]);
  });

  it('posts the commit to /upload/test_results/v1, then puts the compressed files at the returned location', async () => {
    const { run, output, server } = await prepare({ token: 'tok' });
    await uploadTestResults(run, { files: [], dir: null, cwd: repo, handleNoReportsFound: false });

    const [post, put] = server.requests;
    expect(server.requests).toHaveLength(2);
    expect(post?.method).toBe('POST');
    expect(post?.url).toBe('/upload/test_results/v1');
    expect(post?.headers).toMatchObject({ authorization: 'token tok', 'content-type': 'application/json' });
    const body = json(post);
    expect(Object.keys(body)).toEqual([
      'ci_service',
      'ci_url',
      'cli_args',
      'env',
      'flags',
      'job_code',
      'name',
      'version',
      'file_not_found',
      'slug',
      'branch',
      'commit',
      'service',
      'pullid',
      'report_payload_bytes',
    ]);
    expect(body).toMatchObject({
      ci_service: 'local',
      ci_url: 'https://ci/1',
      env: {},
      flags: ['unit', 'backend', 'api'],
      job_code: null,
      name: null,
      file_not_found: false,
      slug: 'acme::::widgets',
      branch: 'main',
      commit: sha,
      service: 'github',
      pullid: '42',
      report_payload_bytes: put!.body.length,
    });
    expect(body['cli_args']).toMatchObject({
      command: 'test-results',
      report_type_str: 'test_results',
      slug: 'acme/widgets',
    });

    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe('/storage/v4/raw/abc.txt?X-Amz-Signature=x');
    expect(put?.headers['authorization']).toBeUndefined();
    const payload = json(put) as unknown as TestResultsPayload;
    expect(
      payload.test_results_files.map(({ filename, format, labels }) => ({ filename, format, labels })),
    ).toEqual([
      {
        filename: 'build/test-results/TEST-com.example.CalcTest.xml',
        format: 'base64+compressed',
        labels: '',
      },
      { filename: 'reports/junit.xml', format: 'base64+compressed', labels: '' },
    ]);
    expect(payload.test_results_files.map((file) => inflate(file.data))).toEqual([SUREFIRE_XML, JEST_XML]);

    expect([...output.infos, ''].join('\n')).toBe(
      [
        'Found 2 test results files:',
        '  build/test-results/TEST-com.example.CalcTest.xml',
        '  reports/junit.xml',
        'Test results uploaded for 2 files.',
        '',
      ].join('\n'),
    );
  });

  it('sends only the files named with --file, and no Authorization header without a token', async () => {
    const { run, output, server } = await prepare();
    await uploadTestResults(run, {
      files: ['reports/results.xml'],
      dir: null,
      cwd: repo,
      handleNoReportsFound: false,
    });
    const [post, put] = server.requests;
    expect(post?.headers['authorization']).toBeUndefined();
    const payload = json(put) as unknown as TestResultsPayload;
    expect(payload.test_results_files.map((file) => file.filename)).toEqual(['reports/results.xml']);
    expect([...output.infos, ''].join('\n')).toContain('Test results uploaded for 1 file.');
  });

  it('searches --dir', async () => {
    const { run, server } = await prepare();
    await uploadTestResults(run, { files: [], dir: 'reports', cwd: repo, handleNoReportsFound: false });
    const payload = json(server.requests[1]) as unknown as TestResultsPayload;
    expect(payload.test_results_files.map((file) => file.filename)).toEqual(['reports/junit.xml']);
  });

  it('prints the request and sends nothing on a dry run', async () => {
    const { run, output, server } = await prepare({ token: 'tok', dryRun: true });
    await uploadTestResults(run, { files: [], dir: null, cwd: repo, handleNoReportsFound: false });
    expect(server.requests).toEqual([]);
    const printed = [...output.infos, ''].join('\n');
    expect(printed).toContain('Dry run: nothing is sent.');
    expect(printed).toContain(`POST ${server.url}/upload/test_results/v1`);
    expect(printed).toContain('  Authorization: token ****');
    expect(printed).toContain('"slug": "acme::::widgets"');
    expect(printed).toMatch(/ {2}test results file reports\/junit\.xml \(\d+ bytes compressed, base64\)/);
    expect(printed).not.toContain('tok"');
  });

  describe('with no file found', () => {
    let empty: string;
    beforeAll(() => {
      empty = makeTempDir();
    });
    afterAll(() => removeDir(empty));

    it('fails with a clear message', async () => {
      const { run, server } = await prepare();
      const upload = uploadTestResults(run, {
        files: [],
        dir: empty,
        cwd: repo,
        handleNoReportsFound: false,
      });
      await expect(upload).rejects.toThrow(
        new CliError(`No test results files found under ${empty}; name them with --file.`),
      );
      expect(server.requests).toEqual([]);
    });

    it('tells the server, without a PUT, when --handle-no-reports-found asks', async () => {
      const { run, output, server } = await prepare();
      await uploadTestResults(run, { files: [], dir: empty, cwd: repo, handleNoReportsFound: true });
      expect(server.requests).toHaveLength(1);
      expect(json(server.requests[0])).toMatchObject({ file_not_found: true, report_payload_bytes: 0 });
      expect([...output.infos, ''].join('\n')).toBe(
        `No test results files found under ${empty}.\nTold Canopy that the commit has no test results files.\n`,
      );
    });
  });

  it('refuses a named file that does not exist', async () => {
    const { run } = await prepare();
    await expect(
      uploadTestResults(run, {
        files: ['missing/junit.xml'],
        dir: null,
        cwd: repo,
        handleNoReportsFound: false,
      }),
    ).rejects.toThrow(new CliError('Test results file not found: missing/junit.xml'));
  });

  it("reports the server's detail on a 4xx, without retrying or putting", async () => {
    const { run, server } = await prepare({
      responder: () => ({ status: 404, body: { detail: 'Repository not found' } }),
    });
    const upload = uploadTestResults(run, { files: [], dir: null, cwd: repo, handleNoReportsFound: false });
    await expect(upload).rejects.toThrow(UploadError);
    await expect(
      uploadTestResults(run, { files: [], dir: null, cwd: repo, handleNoReportsFound: false }),
    ).rejects.toThrow(
      /POST .*\/upload\/test_results\/v1 failed: the server answered 404: Repository not found/,
    );
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'POST']);
  });

  it('retries a 5xx and then says so', async () => {
    const { run, server } = await prepare({
      responder: () => ({ status: 503, body: { message: 'try later' } }),
    });
    await expect(
      uploadTestResults(run, { files: [], dir: null, cwd: repo, handleNoReportsFound: false }),
    ).rejects.toThrow(/failed after 3 attempts: the server answered 503: try later/);
    expect(server.requests).toHaveLength(3);
  });

  it('fails when the server gives no storage location', async () => {
    const { run, server } = await prepare({ responder: () => ({ status: 201, body: {} }) });
    await expect(
      uploadTestResults(run, { files: [], dir: null, cwd: repo, handleNoReportsFound: false }),
    ).rejects.toThrow(/has no raw_upload_location/);
    expect(server.requests).toHaveLength(1);
  });
});

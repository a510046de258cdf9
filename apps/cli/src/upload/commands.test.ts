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
import { commitAll, createTempRepo, removeDir, runGit, writeFiles } from '../testing/temp-repo';
import { emptyUpload, sendNotifications, uploadCoverage, type CommandRun } from './commands';
import { resolveUploadContext } from './context';
import type { StoragePayload } from './payload';

const LCOV = 'TN:\nSF:src/math.js\nDA:1,1\nDA:2,0\nend_of_record\n';

const json = (request: RecordedRequest | undefined): Record<string, unknown> =>
  JSON.parse(request!.body.toString('utf8')) as Record<string, unknown>;

const inflate = (data: string) => inflateSync(Buffer.from(data, 'base64')).toString('utf8');

describe('commands', () => {
  let repo: string;
  let base: string;
  let head: string;
  let server: RecordingServer | undefined;

  beforeAll(() => {
    repo = createTempRepo(
      { 'src/math.js': 'export const a = 1;\n', '.gitignore': 'coverage/\n' },
      'git@github.com:acme/widgets.git',
    );
    base = runGit(repo, 'rev-parse', 'HEAD');
    writeFiles(repo, { 'src/math.js': 'export const a = 1;\nexport const b = 2;\n', 'src/util.js': '\n' });
    head = commitAll(repo, 'second');
    writeFiles(repo, { 'coverage/lcov.info': LCOV, 'go/coverage.out': 'mode: set\n' });
  });

  afterAll(() => removeDir(repo));

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function prepare(responder?: Responder, options: { token?: string; dryRun?: boolean } = {}) {
    let url = '';
    server = await startRecordingServer(responder ?? storageResponder(() => url));
    url = server.url;
    const context = await resolveUploadContext(
      { url: server.url, token: options.token, flags: ['unit'], pr: '42' },
      {},
      repo,
    );
    const output = captureOutput();
    const run: CommandRun = { context, output, dryRun: options.dryRun ?? false, retryDelaysMs: [1, 2] };
    return { run, output, server };
  }

  describe('upload', () => {
    it('posts to upload-coverage, then puts the payload at the returned location', async () => {
      const { run, output, server } = await prepare(undefined, { token: 'tok' });
      await uploadCoverage(run, { files: ['coverage/lcov.info'], dir: null, diffBase: null, cwd: repo });

      const [post, put] = server.requests;
      expect(server.requests).toHaveLength(2);
      expect(post?.method).toBe('POST');
      expect(post?.url).toBe('/upload/github/acme::::widgets/upload-coverage');
      expect(post?.headers).toMatchObject({
        authorization: 'token tok',
        'content-type': 'application/json',
        'user-agent': 'canopy-cli/0.1.0',
      });
      expect(json(post)).toMatchObject({
        ci_service: 'local',
        flags: ['unit'],
        branch: 'main',
        code: 'default',
        commitid: head,
        parent_commit_id: base,
        pullid: '42',
        file_not_found: false,
        report_payload_bytes: put?.body.length,
      });

      expect(put?.method).toBe('PUT');
      expect(put?.url).toBe('/storage/v4/raw/abc.txt?X-Amz-Signature=x');
      expect(put?.headers).not.toHaveProperty('content-type');
      expect(put?.headers).not.toHaveProperty('authorization');
      const payload = json(put) as unknown as StoragePayload;
      expect(payload.report_fixes).toEqual({ format: 'legacy', value: {} });
      expect(payload.network_files.sort()).toEqual(['.gitignore', 'src/math.js', 'src/util.js']);
      expect(payload.metadata).toEqual({});
      expect(payload).not.toHaveProperty('git_diff');
      expect(payload.coverage_files).toHaveLength(1);
      expect(payload.coverage_files[0]).toMatchObject({
        filename: 'coverage/lcov.info',
        format: 'base64+compressed',
        labels: '',
      });
      expect(inflate(payload.coverage_files[0]!.data)).toBe(LCOV);

      expect(output.infos).toContain(`View the upload at ${server.url}/gh/acme/widgets/commit/x`);
    });

    it('searches for reports when none is named, and attaches the diff against --diff-base', async () => {
      const { run, server } = await prepare();
      await uploadCoverage(run, { files: [], dir: null, diffBase: 'HEAD^', cwd: repo });

      expect(server.requests[0]?.headers).not.toHaveProperty('authorization');
      const payload = json(server.requests[1]) as unknown as StoragePayload;
      expect(payload.coverage_files.map((file) => file.filename)).toEqual([
        'coverage/lcov.info',
        'go/coverage.out',
      ]);
      expect(payload.coverage_files.map((file) => inflate(file.data))).toEqual([LCOV, 'mode: set\n']);
      expect(payload.git_diff).toEqual({
        base,
        head,
        text: runGit(repo, 'diff', '--no-color', `${base}...${head}`) + '\n',
      });
      expect(payload.git_diff?.text).toContain('+export const b = 2;');
    });

    it('sends nothing on a dry run and prints what it would send', async () => {
      const { run, output, server } = await prepare(undefined, { token: 'secret', dryRun: true });
      await uploadCoverage(run, { files: ['coverage/lcov.info'], dir: null, diffBase: null, cwd: repo });

      expect(server.requests).toHaveLength(0);
      const printed = output.infos.join('\n');
      expect(printed).toContain(`POST ${server.url}/upload/github/acme::::widgets/upload-coverage`);
      expect(printed).toContain('"commitid": "' + head + '"');
      expect(printed).toContain('coverage file coverage/lcov.info');
      expect(printed).not.toContain('secret');
    });

    it('stops at a 4xx answer without putting anything', async () => {
      const { run, server } = await prepare(() => ({
        status: 403,
        body: { detail: 'Token not valid for repo' },
      }));
      const upload = uploadCoverage(run, {
        files: ['coverage/lcov.info'],
        dir: null,
        diffBase: null,
        cwd: repo,
      });
      await expect(upload).rejects.toThrow(UploadError);
      await expect(upload).rejects.toThrow(/403: Token not valid for repo/);
      expect(server.requests).toHaveLength(1);
    });

    it('retries a 5xx answer to the upload and to the storage', async () => {
      let url = '';
      const happy = storageResponder(() => url);
      const { run, server } = await prepare((request, index) =>
        index === 0 || index === 2 ? { status: 502, body: 'Bad Gateway' } : happy(request, index),
      );
      url = server.url;
      await uploadCoverage(run, { files: ['coverage/lcov.info'], dir: null, diffBase: null, cwd: repo });
      expect(server.requests.map((request) => request.method)).toEqual(['POST', 'POST', 'PUT', 'PUT']);
    });

    it('fails when the reply has no raw_upload_location', async () => {
      const { run, server } = await prepare(() => ({ status: 201, body: { url: 'x' } }));
      await expect(
        uploadCoverage(run, { files: ['coverage/lcov.info'], dir: null, diffBase: null, cwd: repo }),
      ).rejects.toThrow(/no raw_upload_location/);
      expect(server.requests).toHaveLength(1);
    });

    it('fails before sending when a named report is missing or none is found', async () => {
      const { run, server } = await prepare();
      await expect(
        uploadCoverage(run, { files: ['missing.info'], dir: null, diffBase: null, cwd: repo }),
      ).rejects.toThrow(new CliError('Coverage report not found: missing.info'));
      await expect(uploadCoverage(run, { files: [], dir: 'src', diffBase: null, cwd: repo })).rejects.toThrow(
        /No coverage reports found/,
      );
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('empty-upload', () => {
    it('creates the commit, then posts empty-upload', async () => {
      const { run, output, server } = await prepare(
        (request) =>
          request.url.endsWith('/commits')
            ? { status: 201, body: { commitid: head } }
            : { status: 200, body: { result: 'All changed files are ignored.', non_ignored_files: [] } },
        { token: 'tok' },
      );
      await emptyUpload(run, true);

      expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
        'POST /upload/github/acme::::widgets/commits',
        `POST /upload/github/acme::::widgets/commits/${head}/empty-upload`,
      ]);
      expect(json(server.requests[0])).toMatchObject({
        branch: 'main',
        commitid: head,
        parent_commit_id: base,
        pullid: '42',
        version: '0.1.0',
      });
      expect(json(server.requests[1])).toMatchObject({ should_force: true, version: '0.1.0' });
      expect(server.requests[1]?.headers).toMatchObject({ authorization: 'token tok' });
      expect(output.infos).toContain('All changed files are ignored.');
    });

    it('stops when the commit cannot be created', async () => {
      const { run, server } = await prepare(() => ({ status: 401, body: { detail: 'commit failure' } }));
      await expect(emptyUpload(run, false)).rejects.toThrow(/401: commit failure/);
      expect(server.requests).toHaveLength(1);
    });
  });

  describe('send-notifications', () => {
    it('posts upload-complete and prints the reply', async () => {
      const { run, output, server } = await prepare(() => ({ status: 200, body: { uploads_total: 1 } }));
      await sendNotifications(run);

      expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
        `POST /upload/github/acme::::widgets/commits/${head}/upload-complete`,
      ]);
      expect(Object.keys(json(server.requests[0]))).toEqual(['cli_args', 'version']);
      expect(output.infos.join('\n')).toContain('"uploads_total": 1');
    });

    it('sends nothing on a dry run', async () => {
      const { run, server } = await prepare(undefined, { dryRun: true });
      await sendNotifications(run);
      await emptyUpload(run, false);
      expect(server.requests).toHaveLength(0);
    });
  });
});

import { parseCommandLine, runCli, type Runtime } from './main';
import { startRecordingServer, storageResponder, type RecordingServer } from './testing/recording-server';
import { createTempRepo, removeDir } from './testing/temp-repo';

function runtimeIn(cwd: string, env: Runtime['env'] = {}) {
  const printed = { stdout: '', stderr: '' };
  const runtime: Runtime = {
    cwd,
    env,
    stdout: (text) => (printed.stdout += text),
    stderr: (text) => (printed.stderr += text),
    retryDelaysMs: [1, 2],
  };
  return { runtime, printed };
}

describe('parseCommandLine', () => {
  it('reads the test-results command and its options', () => {
    const line = parseCommandLine([
      'test-results',
      '-f',
      'a/junit.xml',
      '-F',
      'unit',
      '--handle-no-reports-found',
    ]);
    expect(line).toMatchObject({
      command: 'test-results',
      files: ['a/junit.xml'],
      handleNoReportsFound: true,
    });
    expect(line.upload.flags).toEqual(['unit']);
    expect(parseCommandLine(['test-results']).handleNoReportsFound).toBe(false);
  });

  it('reads repeated and comma-separated flags, files and the long options', () => {
    const line = parseCommandLine([
      'upload',
      '--flag',
      'unit,backend',
      '-F',
      'e2e',
      '-f',
      'a/lcov.info',
      '--file=b/coverage.xml',
      '--slug',
      'group/sub/proj',
      '--git-service',
      'gitlab',
      '--parent-sha',
      'abc',
      '--build-url',
      'http://ci/1',
      '--diff-base',
      'main',
      '--dry-run',
    ]);
    expect(line).toMatchObject({
      command: 'upload',
      files: ['a/lcov.info', 'b/coverage.xml'],
      diffBase: 'main',
      dryRun: true,
      verbose: false,
      force: false,
      upload: {
        flags: ['unit,backend', 'e2e'],
        slug: 'group/sub/proj',
        gitService: 'gitlab',
        parentSha: 'abc',
        buildUrl: 'http://ci/1',
      },
    });
  });

  it('knows the three commands, help and version', () => {
    expect(parseCommandLine(['empty-upload', '--force']).force).toBe(true);
    expect(parseCommandLine(['send-notifications']).command).toBe('send-notifications');
    expect(parseCommandLine(['--help']).command).toBe('help');
    expect(parseCommandLine(['upload', '-h']).command).toBe('help');
    expect(parseCommandLine(['--version']).command).toBe('version');
  });

  it.each([
    [[], /Name a command/],
    [['publish'], /Unknown command "publish"/],
    [['upload', 'lcov.info'], /Unexpected argument "lcov.info"/],
    [['upload', '--nope'], /Unknown option '--nope'/],
    [['upload', '--sha'], /argument missing/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCommandLine(argv)).toThrow(message);
  });
});

describe('runCli', () => {
  let repo: string;
  let server: RecordingServer;

  beforeAll(async () => {
    repo = createTempRepo(
      { 'src/a.js': '1;\n', 'coverage/lcov.info': 'TN:\nSF:src/a.js\nDA:1,1\nend_of_record\n' },
      'https://github.com/acme/widgets.git',
    );
    let url = '';
    server = await startRecordingServer((request, index) =>
      request.url.includes('/forbidden::::')
        ? { status: 401, body: { detail: 'Not a valid upload token.' } }
        : storageResponder(() => url)(request, index),
    );
    url = server.url;
  });

  afterAll(async () => {
    await server.close();
    removeDir(repo);
  });

  beforeEach(() => {
    server.requests.length = 0;
  });

  it('uploads with the URL and token from the environment and exits 0', async () => {
    const { runtime, printed } = runtimeIn(repo, { CANOPY_URL: server.url, CANOPY_TOKEN: 'tok' });
    expect(await runCli(['upload', '-F', 'unit'], runtime)).toBe(0);

    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /upload/github/acme::::widgets/upload-coverage',
      'PUT /storage/v4/raw/abc.txt?X-Amz-Signature=x',
    ]);
    expect(server.requests[0]?.headers['authorization']).toBe('token tok');
    expect(printed.stdout).toContain('coverage/lcov.info');
    expect(printed.stdout).toContain(`View the upload at ${server.url}/gh/acme/widgets/commit/x`);
    expect(printed.stderr).toBe('');
  });

  it('prints every request with --verbose', async () => {
    const { runtime, printed } = runtimeIn(repo);
    expect(await runCli(['upload', '--url', server.url, '--verbose'], runtime)).toBe(0);
    expect(printed.stderr).toContain(
      `POST ${server.url}/upload/github/acme::::widgets/upload-coverage -> 201`,
    );
  });

  it('exits 1 with the server message when the upload is refused', async () => {
    const { runtime, printed } = runtimeIn(repo);
    const code = await runCli(['upload', '--url', server.url, '--slug', 'forbidden/widgets'], runtime);
    expect(code).toBe(1);
    expect(printed.stderr).toContain('Not a valid upload token.');
    expect(server.requests).toHaveLength(1);
  });

  it('exits 2 on a usage error, sending nothing', async () => {
    const { runtime, printed } = runtimeIn(repo);
    expect(await runCli(['upload', '--url', server.url, '--git-service', 'svn'], runtime)).toBe(2);
    expect(printed.stderr).toContain('--git-service must be one of');
    expect(printed.stderr).toContain('canopy-cli --help');
    expect(server.requests).toHaveLength(0);
  });

  it('sends nothing on --dry-run', async () => {
    const { runtime, printed } = runtimeIn(repo);
    expect(await runCli(['upload', '--url', server.url, '--dry-run'], runtime)).toBe(0);
    expect(printed.stdout).toContain('Dry run');
    expect(server.requests).toHaveLength(0);
  });

  it('prints help and the version', async () => {
    const help = runtimeIn(repo);
    expect(await runCli(['--help'], help.runtime)).toBe(0);
    expect(help.printed.stdout).toContain('canopy-cli upload [options]');
    const version = runtimeIn(repo);
    expect(await runCli(['--version'], version.runtime)).toBe(0);
    expect(version.printed.stdout).toBe('0.1.0\n');
  });
});

import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError, messageOf, UsageError } from './errors';
import { createOutput, type Output } from './output';
import {
  emptyUpload,
  resolveUploadContext,
  sendNotifications,
  uploadCoverage,
  uploadTestResults,
  type CommandRun,
  type Environment,
  type UploadOptions,
} from './upload';
import { CLI_VERSION } from './version';

const HELP = `canopy-cli ${CLI_VERSION}: send coverage reports to Canopy

Usage:
  canopy-cli upload [options]              upload coverage reports for a commit
  canopy-cli empty-upload [options]        mark a commit as having no reports
  canopy-cli send-notifications [options]  tell Canopy that every upload of the commit is in
  canopy-cli test-results [options]        upload JUnit XML test results for a commit

Options:
  --url <url>              server (env CANOPY_URL, default http://localhost:8080)
  -t, --token <token>      upload token (env CANOPY_TOKEN or CODECOV_TOKEN; omit for tokenless uploads)
  -r, --slug <owner/repo>  repository (default: from git remote "origin", else the CI)
  --git-service <name>     github, gitlab, bitbucket, github_enterprise, gitlab_enterprise or bitbucket_server
                           (default: from the remote's host)
  -C, --sha <sha>          commit (default: git rev-parse HEAD)
  -B, --branch <name>      branch (default: from the CI, else the checked-out branch)
  --parent-sha <sha>       parent commit (default: the commit's first parent when git has it)
  -P, --pr <number>        pull or merge request (default: from the CI)
  -F, --flag <flag>        flag; repeatable and comma-separated
  -n, --name <name>        name of the upload
  -b, --build <id>         CI build (default: from the CI)
  --build-url <url>        page of the CI build (default: from the CI)
  --job <name>             CI job (default: from the CI)
  -f, --file <path>        report to upload; repeatable (default: search --dir; test-results
                           looks for junit*.xml and TEST-*.xml)
  -s, --dir <path>         folder to search for reports (default: the working directory)
  --handle-no-reports-found
                           test-results: with no file found, tell Canopy and succeed
  --diff-base <ref>        attach the diff of <ref>...<sha> to the upload
  --force                  empty-upload: notify even when some changed files are not ignored
  -d, --dry-run            print what would be sent and send nothing
  -v, --verbose            print every request
  -h, --help               this text
  --version                the version
`;

const OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string', short: 't' },
  slug: { type: 'string', short: 'r' },
  'git-service': { type: 'string' },
  sha: { type: 'string', short: 'C' },
  branch: { type: 'string', short: 'B' },
  'parent-sha': { type: 'string' },
  pr: { type: 'string', short: 'P' },
  flag: { type: 'string', short: 'F', multiple: true, default: [] },
  name: { type: 'string', short: 'n' },
  build: { type: 'string', short: 'b' },
  'build-url': { type: 'string' },
  job: { type: 'string' },
  file: { type: 'string', short: 'f', multiple: true, default: [] },
  dir: { type: 'string', short: 's' },
  'diff-base': { type: 'string' },
  force: { type: 'boolean', default: false },
  'handle-no-reports-found': { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', short: 'd', default: false },
  verbose: { type: 'boolean', short: 'v', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  version: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

const COMMANDS = ['upload', 'empty-upload', 'send-notifications', 'test-results'] as const;
type Command = (typeof COMMANDS)[number];

export interface CommandLine {
  command: Command | 'help' | 'version';
  upload: UploadOptions;
  files: string[];
  dir: string | null;
  diffBase: string | null;
  force: boolean;
  handleNoReportsFound: boolean;
  dryRun: boolean;
  verbose: boolean;
}

function isCommand(value: string | undefined): value is Command {
  return (COMMANDS as readonly (string | undefined)[]).includes(value);
}

function parse(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs explains unknown options and missing values well; only the exception type changes.
    throw new UsageError(messageOf(error));
  }
}

function pickCommand(positionals: readonly string[]): Command {
  const [first, extra] = positionals;
  if (first === undefined)
    throw new UsageError('Name a command: upload, empty-upload, send-notifications or test-results.');
  if (!isCommand(first)) throw new UsageError(`Unknown command "${first}".`);
  if (extra !== undefined) throw new UsageError(`Unexpected argument "${extra}"; name reports with --file.`);
  return first;
}

export function parseCommandLine(argv: readonly string[]): CommandLine {
  const { values, positionals } = parse(argv);
  const command = values.help ? 'help' : values.version ? 'version' : pickCommand(positionals);
  return {
    command,
    upload: {
      url: values.url,
      token: values.token,
      slug: values.slug,
      gitService: values['git-service'],
      sha: values.sha,
      branch: values.branch,
      parentSha: values['parent-sha'],
      pr: values.pr,
      flags: values.flag,
      name: values.name,
      build: values.build,
      buildUrl: values['build-url'],
      job: values.job,
    },
    files: values.file,
    dir: values.dir ?? null,
    diffBase: values['diff-base'] ?? null,
    force: values.force,
    handleNoReportsFound: values['handle-no-reports-found'],
    dryRun: values['dry-run'],
    verbose: values.verbose,
  };
}

/** The process around a run; tests pass their own. */
export interface Runtime {
  cwd: string;
  env: Environment;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  retryDelaysMs?: readonly number[];
}

const processRuntime = (): Runtime => ({
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});

async function runCommand(line: CommandLine, runtime: Runtime, output: Output): Promise<void> {
  const context = await resolveUploadContext(line.upload, runtime.env, runtime.cwd);
  output.debug(`Resolved: ${JSON.stringify({ ...context, token: context.token ? '****' : null })}`);
  const run: CommandRun = { context, output, dryRun: line.dryRun, retryDelaysMs: runtime.retryDelaysMs };
  if (line.command === 'upload') {
    await uploadCoverage(run, {
      files: line.files,
      dir: line.dir,
      diffBase: line.diffBase,
      cwd: runtime.cwd,
    });
  } else if (line.command === 'test-results') {
    await uploadTestResults(run, {
      files: line.files,
      dir: line.dir,
      cwd: runtime.cwd,
      handleNoReportsFound: line.handleNoReportsFound,
    });
  } else if (line.command === 'empty-upload') {
    await emptyUpload(run, line.force);
  } else {
    await sendNotifications(run);
  }
}

/** Runs one command line and returns the exit code: 0 done, 1 failed, 2 wrong usage. */
export async function runCli(argv: readonly string[], runtime: Runtime = processRuntime()): Promise<number> {
  const fallback = createOutput(runtime.stdout, runtime.stderr, false);
  try {
    const line = parseCommandLine(argv);
    if (line.command === 'help') fallback.info(HELP.trimEnd());
    else if (line.command === 'version') fallback.info(CLI_VERSION);
    else await runCommand(line, runtime, createOutput(runtime.stdout, runtime.stderr, line.verbose));
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    fallback.warn(`canopy-cli: ${error.message}`);
    if (error instanceof UsageError) fallback.warn('Run canopy-cli --help for the options.');
    return error.exitCode;
  }
}

if (import.meta.main) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

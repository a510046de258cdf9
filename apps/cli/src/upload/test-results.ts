import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CliError, UploadError } from '../errors';
import { testResultsBody } from './bodies';
import { createClient, printRequest, stringField, type CommandRun } from './commands';
import { findFiles } from './discovery';
import { endpoints } from './endpoints';
import { encodeCoverageFile, reportFilename, type CoverageFile } from './payload';

export interface UploadTestResultsOptions {
  /** JUnit files named on the command line, relative to `cwd`; empty means "search `dir`". */
  files: readonly string[];
  dir: string | null;
  cwd: string;
  /** With no file found, tell the server (`file_not_found: true`, no PUT) instead of failing. */
  handleNoReportsFound: boolean;
}

/** The JSON document PUT to `raw_upload_location` for test results. */
export interface TestResultsPayload {
  test_results_files: CoverageFile[];
}

/** `junit*.xml` (jest-junit, pytest, vitest…) and `TEST-*.xml` (Surefire, Gradle, Ant). */
export function isJUnitName(name: string): boolean {
  return /^junit.*\.xml$/i.test(name) || /^TEST-.*\.xml$/.test(name);
}

export function discoverJUnitFiles(root: string): Promise<string[]> {
  return findFiles(root, (name) => isJUnitName(name));
}

async function namedFiles(cwd: string, files: readonly string[]): Promise<string[]> {
  return Promise.all(
    files.map(async (file) => {
      const path = resolve(cwd, file);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) throw new CliError(`Test results file not found: ${file}`);
      return path;
    }),
  );
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * `test-results`: one POST to /upload/test_results/v1 with the commit in the body, then the JUnit files,
 * each zlib-compressed and base64-encoded, PUT to the location the server returns.
 */
export async function uploadTestResults(run: CommandRun, options: UploadTestResultsOptions): Promise<void> {
  const { context, output } = run;
  const dir = resolve(options.cwd, options.dir ?? '.');
  const paths =
    options.files.length > 0 ? await namedFiles(options.cwd, options.files) : await discoverJUnitFiles(dir);
  const path = endpoints.testResults();

  if (paths.length === 0) {
    const none = `No test results files found under ${dir}`;
    if (!options.handleNoReportsFound) throw new CliError(`${none}; name them with --file.`);
    output.info(`${none}.`);
    const body = testResultsBody(context, 0, true);
    if (run.dryRun) {
      output.info('Dry run: nothing is sent.');
      printRequest(run, path, body);
      return;
    }
    await createClient(run).postJson(path, body);
    output.info('Told Canopy that the commit has no test results files.');
    return;
  }

  const files = await Promise.all(
    paths.map(async (file) => encodeCoverageFile(reportFilename(context.root, file), await readFile(file))),
  );
  output.info(`Found ${plural(files.length, 'test results file')}:`);
  for (const file of files) output.info(`  ${file.filename}`);
  const payload: TestResultsPayload = { test_results_files: files };
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const body = testResultsBody(context, bytes.length, false);
  if (run.dryRun) {
    output.info('Dry run: nothing is sent.');
    printRequest(run, path, body);
    output.info(`PUT <raw_upload_location from the server> (${bytes.length} bytes)`);
    for (const file of files) {
      output.info(`  test results file ${file.filename} (${file.data.length} bytes compressed, base64)`);
    }
    return;
  }

  const client = createClient(run);
  const reply = await client.postJson(path, body);
  const location = stringField(reply.json, 'raw_upload_location');
  if (!location)
    throw new UploadError(`The server's reply to ${client.urlFor(path)} has no raw_upload_location.`);
  output.debug(`Sending the test results (${bytes.length} bytes) to storage`);
  await client.put(location, bytes);
  output.info(`Test results uploaded for ${plural(files.length, 'file')}.`);
}

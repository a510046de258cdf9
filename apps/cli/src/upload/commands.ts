import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CliError, UploadError } from '../errors';
import { diffText, mergeBase, resolveCommit, trackedFiles } from '../git';
import type { Output } from '../output';
import { createCommitBody, emptyUploadBody, uploadCompleteBody, uploadCoverageBody } from './bodies';
import { UploadClient, type ServerReply } from './client';
import type { UploadContext } from './context';
import { discoverReports } from './discovery';
import { endpoints } from './endpoints';
import {
  readCodecovYaml,
  readCoverageFiles,
  serializePayload,
  storagePayload,
  type GitDiff,
  type StoragePayload,
} from './payload';

/** What every command shares: the resolved upload, where to write, and how long to wait between retries. */
export interface CommandRun {
  context: UploadContext;
  output: Output;
  dryRun: boolean;
  retryDelaysMs?: readonly number[];
}

export interface UploadCoverageOptions {
  /** Reports named on the command line, relative to `cwd`; empty means "search `dir`". */
  files: readonly string[];
  dir: string | null;
  diffBase: string | null;
  cwd: string;
}

export function createClient({ context, output, retryDelaysMs }: CommandRun): UploadClient {
  return new UploadClient({
    baseUrl: context.url,
    token: context.token,
    output,
    ...(retryDelaysMs && { retryDelaysMs }),
  });
}

export function stringField(json: unknown, key: string): string | null {
  if (!json || typeof json !== 'object') return null;
  const value = (json as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

async function namedReports(cwd: string, files: readonly string[]): Promise<string[]> {
  return Promise.all(
    files.map(async (file) => {
      const path = resolve(cwd, file);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) throw new CliError(`Coverage report not found: ${file}`);
      return path;
    }),
  );
}

async function reportPaths(options: UploadCoverageOptions): Promise<string[]> {
  if (options.files.length > 0) return namedReports(options.cwd, options.files);
  const dir = resolve(options.cwd, options.dir ?? '.');
  const found = await discoverReports(dir);
  if (found.length === 0)
    throw new CliError(`No coverage reports found under ${dir}; name them with --file.`);
  return found;
}

export function printRequest(run: CommandRun, path: string, body: unknown): void {
  const { output, context } = run;
  output.info(`POST ${context.url}${path}`);
  output.info(context.token ? '  Authorization: token ****' : '  (no token: tokenless upload)');
  output.info(JSON.stringify(body, null, 2));
}

function printPayload(output: Output, payload: StoragePayload, bytes: number): void {
  output.info(`PUT <raw_upload_location from the server> (${bytes} bytes)`);
  for (const file of payload.coverage_files) {
    output.info(`  coverage file ${file.filename} (${file.data.length} bytes compressed, base64)`);
  }
  output.info(`  ${payload.network_files.length} network files`);
  if (payload.git_diff) {
    const { base, head, text } = payload.git_diff;
    output.info(`  git diff ${base}...${head} (${text.length} characters)`);
  }
}

async function gitDiff(context: UploadContext, base: string | null): Promise<GitDiff | null> {
  if (!base) return null;
  // The merge base is the pull request's true base: the server compares coverage against it when it can.
  const baseSha = await mergeBase(context.root, await resolveCommit(context.root, base), context.sha);
  return { base: baseSha, head: context.sha, text: await diffText(context.root, baseSha, context.sha) };
}

/** `upload`: one POST to upload-coverage, then the payload PUT to the location the server returns. */
export async function uploadCoverage(run: CommandRun, options: UploadCoverageOptions): Promise<void> {
  const { context, output } = run;
  const paths = await reportPaths(options);
  const coverageFiles = await readCoverageFiles(context.root, paths);
  output.info(`Found ${coverageFiles.length} coverage report${coverageFiles.length === 1 ? '' : 's'}:`);
  for (const file of coverageFiles) output.info(`  ${file.filename}`);

  const yaml = await readCodecovYaml(context.root);
  if (yaml) output.info(`Configuration: ${yaml.filename}`);
  const payload = storagePayload(
    yaml ? [...coverageFiles, yaml] : coverageFiles,
    await trackedFiles(context.root),
    await gitDiff(context, options.diffBase),
  );
  const bytes = serializePayload(payload);
  const path = endpoints.uploadCoverage(context);
  const body = uploadCoverageBody(context, bytes.length);
  if (run.dryRun) {
    output.info('Dry run: nothing is sent.');
    printRequest(run, path, body);
    printPayload(output, payload, bytes.length);
    return;
  }

  const client = createClient(run);
  const reply = await client.postJson(path, body);
  const location = stringField(reply.json, 'raw_upload_location');
  if (!location)
    throw new UploadError(`The server's reply to ${client.urlFor(path)} has no raw_upload_location.`);
  output.debug(`Sending the payload (${bytes.length} bytes) to storage`);
  await client.put(location, bytes);
  const url = stringField(reply.json, 'url');
  output.info(url ? `View the upload at ${url}` : 'Upload complete.');
}

function printReply(output: Output, reply: ServerReply): void {
  if (reply.status === 200 && reply.json !== undefined) output.info(JSON.stringify(reply.json, null, 2));
}

/** `empty-upload`: creates the commit, then tells the server the commit has no reports on purpose. */
export async function emptyUpload(run: CommandRun, force: boolean): Promise<void> {
  const { context, output } = run;
  const commitPath = endpoints.commits(context);
  const commitBody = createCommitBody(context, 'empty-upload');
  const emptyPath = endpoints.emptyUpload(context);
  const emptyBody = emptyUploadBody(context, force);
  if (run.dryRun) {
    output.info('Dry run: nothing is sent.');
    printRequest(run, commitPath, commitBody);
    printRequest(run, emptyPath, emptyBody);
    return;
  }
  const client = createClient(run);
  await client.postJson(commitPath, commitBody);
  const reply = await client.postJson(emptyPath, emptyBody);
  const result = stringField(reply.json, 'result');
  if (result) output.info(result);
  const files = (reply.json as { non_ignored_files?: unknown } | undefined)?.non_ignored_files;
  if (Array.isArray(files) && files.length > 0) output.info(`Files not ignored: ${files.join(', ')}`);
  output.info('Empty upload sent.');
}

/** `send-notifications`: tells the server that every upload of the commit has been sent. */
export async function sendNotifications(run: CommandRun): Promise<void> {
  const { context, output } = run;
  const path = endpoints.uploadComplete(context);
  const body = uploadCompleteBody(context);
  if (run.dryRun) {
    output.info('Dry run: nothing is sent.');
    printRequest(run, path, body);
    return;
  }
  const reply = await createClient(run).postJson(path, body);
  printReply(output, reply);
  output.info('Notifications requested.');
}

import { CLI_VERSION } from '../version';
import type { UploadContext } from './context';
import { encodeSlug } from './endpoints';

/** The report code the protocol uses when a commit has a single report. */
export const REPORT_CODE = 'default';

/**
 * A short version of the reference client's `cli_args`: the only place the protocol carries the build number,
 * so the keys are the reference's own.
 */
export function cliArgs(context: UploadContext, command: string): Record<string, unknown> {
  return {
    command,
    version: `canopy-cli-${CLI_VERSION}`,
    git_service: context.gitService,
    slug: context.slug,
    commit_sha: context.sha,
    branch: context.branch,
    parent_sha: context.parentSha,
    pull_request_number: context.pr,
    flags: context.flags,
    name: context.name,
    build_code: context.build,
    build_url: context.buildUrl,
    job_code: context.job,
    report_code: REPORT_CODE,
  };
}

/** `POST …/upload-coverage`: the keys and their order are the reference client's. */
export function uploadCoverageBody(context: UploadContext, payloadBytes: number): Record<string, unknown> {
  return {
    ci_service: context.ciService,
    ci_url: context.buildUrl,
    cli_args: cliArgs(context, 'upload'),
    env: {},
    flags: context.flags,
    job_code: context.job,
    name: context.name,
    version: CLI_VERSION,
    file_not_found: false,
    branch: context.branch,
    code: REPORT_CODE,
    commitid: context.sha,
    parent_commit_id: context.parentSha,
    pullid: context.pr,
    report_payload_bytes: payloadBytes,
  };
}

/** `POST /upload/test_results/v1`: the keys and their order are the reference client's. */
export function testResultsBody(
  context: UploadContext,
  payloadBytes: number,
  fileNotFound: boolean,
): Record<string, unknown> {
  return {
    ci_service: context.ciService,
    ci_url: context.buildUrl,
    cli_args: { ...cliArgs(context, 'test-results'), report_type_str: 'test_results' },
    env: {},
    flags: context.flags,
    job_code: context.job,
    name: context.name,
    version: CLI_VERSION,
    file_not_found: fileNotFound,
    slug: encodeSlug(context.slug),
    branch: context.branch,
    commit: context.sha,
    service: context.gitService,
    // Not in the reference body (it keeps the pull request in cli_args only); other servers ignore it.
    pullid: context.pr,
    report_payload_bytes: payloadBytes,
  };
}

/** `POST …/commits`. */
export function createCommitBody(context: UploadContext, command: string): Record<string, unknown> {
  return {
    branch: context.branch,
    cli_args: cliArgs(context, command),
    commitid: context.sha,
    parent_commit_id: context.parentSha,
    pullid: context.pr,
    version: CLI_VERSION,
  };
}

/** `POST …/commits/{sha}/empty-upload`. */
export function emptyUploadBody(context: UploadContext, force: boolean): Record<string, unknown> {
  return { cli_args: cliArgs(context, 'empty-upload'), should_force: force, version: CLI_VERSION };
}

/** `POST …/commits/{sha}/upload-complete`. */
export function uploadCompleteBody(context: UploadContext): Record<string, unknown> {
  return { cli_args: cliArgs(context, 'send-notifications'), version: CLI_VERSION };
}

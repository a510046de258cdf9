import {
  normaliseFlags,
  normaliseSha,
  optionalBranch,
  optionalPullId,
  optionalSha,
  type UploadDescription,
} from '../upload-store';
import type { TokenlessClaim } from '../tokenless';
import { stringRecord, text } from './fields';

type Body = Record<string, unknown>;

/** The commit a CLI body names (`…/commits`, `…/upload-coverage`), read before the token is checked. */
export function cliCommitClaim(body: Body): TokenlessClaim {
  return {
    commitid: normaliseSha(body.commitid),
    branch: optionalBranch(body.branch),
    pullid: optionalPullId(body.pullid),
  };
}

/** The parent commit a CLI body names, read once the target is known. */
export function cliParentCommit(body: Body): string | null {
  return optionalSha(body.parent_commit_id, 'parent');
}

/** The report code a body names (`…/reports`, `…/upload-coverage`). */
export function cliReportCode(body: Body): string {
  return text(body.code) ?? 'default';
}

/** The CLI's upload fields, shared by `…/uploads` and `…/upload-coverage`. */
export function cliUpload(body: Body, reportCode: string): UploadDescription {
  const cliArgs = (body.cli_args && typeof body.cli_args === 'object' ? body.cli_args : {}) as Body;
  return {
    formatVersion: 'v1',
    reportCode,
    flags: normaliseFlags(body.flags),
    name: text(body.name),
    provider: text(body.ci_service),
    buildUrl: text(body.ci_url) ?? text(body.build_url),
    buildCode: text(body.build_code) ?? text(cliArgs.build_code),
    jobCode: text(body.job_code),
    env: stringRecord(body.env),
  };
}

import { UsageError } from '../errors';
import {
  currentBranch,
  GIT_SERVICES,
  headSha,
  isGitService,
  originUrl,
  parentSha,
  parseRemoteUrl,
  repoRoot,
  serviceForHost,
  type GitService,
} from '../git';
import { detectCi, type Environment } from './ci';

export const DEFAULT_URL = 'http://localhost:8080';

/** What the command line says; every missing value is filled from the environment, the CI or git. */
export interface UploadOptions {
  url?: string;
  token?: string;
  slug?: string;
  gitService?: string;
  sha?: string;
  branch?: string;
  parentSha?: string;
  pr?: string;
  flags?: readonly string[];
  name?: string;
  build?: string;
  buildUrl?: string;
  job?: string;
}

/** Everything the requests need, resolved once. */
export interface UploadContext {
  url: string;
  token: string | null;
  gitService: GitService;
  slug: string;
  sha: string;
  branch: string | null;
  parentSha: string | null;
  pr: string | null;
  flags: string[];
  name: string | null;
  build: string | null;
  buildUrl: string | null;
  job: string | null;
  ciService: string;
  /** The repository root (the working directory outside git): report paths are relative to it. */
  root: string;
}

function nonEmpty(...candidates: (string | null | undefined)[]): string | null {
  return candidates.find((candidate): candidate is string => !!candidate) ?? null;
}

/** `-F unit -F backend,api` → `['unit', 'backend', 'api']`, without repeats. */
export function splitFlags(flags: readonly string[]): string[] {
  const all = flags.flatMap((flag) => flag.split(',')).map((flag) => flag.trim());
  return [...new Set(all.filter((flag) => flag !== ''))];
}

function serverUrl(option: string | null): string {
  const url = option ?? DEFAULT_URL;
  if (!URL.canParse(url)) throw new UsageError(`--url is not a URL: "${url}".`);
  // Paths are appended to the base, so a trailing slash would make "//upload".
  return url.replace(/\/+$/, '');
}

/** The remote's host decides; without a remote, the CI provider hints at it. */
function defaultGitService(remoteHost: string | null, ciService: string): GitService {
  if (remoteHost !== null) return serviceForHost(remoteHost);
  if (ciService === 'gitlab' || ciService === 'bitbucket') return ciService;
  return 'github';
}

function gitServiceOption(option: string): GitService {
  if (!isGitService(option)) {
    throw new UsageError(`--git-service must be one of ${GIT_SERVICES.join(', ')}; got "${option}".`);
  }
  return option;
}

export async function resolveUploadContext(
  options: UploadOptions,
  env: Environment,
  cwd: string,
): Promise<UploadContext> {
  const ci = detectCi(env);
  const remote = parseRemoteUrl((await originUrl(cwd)) ?? '');
  const slug = nonEmpty(options.slug, remote?.slug, ci.slug);
  if (!slug)
    throw new UsageError(
      'Cannot tell the repository: pass --slug owner/repo (no usable git remote "origin").',
    );
  const sha = nonEmpty(options.sha) ?? (await headSha(cwd));
  if (!sha) throw new UsageError('Cannot tell the commit: pass --sha (this folder is not a git checkout).');

  return {
    url: serverUrl(nonEmpty(options.url, env['CANOPY_URL'])),
    token: nonEmpty(options.token, env['CANOPY_TOKEN'], env['CODECOV_TOKEN']),
    gitService: options.gitService
      ? gitServiceOption(options.gitService)
      : defaultGitService(remote?.host ?? null, ci.service),
    slug,
    sha,
    branch: nonEmpty(options.branch, ci.branch) ?? (await currentBranch(cwd)),
    parentSha: nonEmpty(options.parentSha) ?? (await parentSha(cwd, sha)),
    pr: nonEmpty(options.pr, ci.pr),
    flags: splitFlags(options.flags ?? []),
    name: nonEmpty(options.name),
    build: nonEmpty(options.build, ci.build),
    buildUrl: nonEmpty(options.buildUrl, ci.buildUrl),
    job: nonEmpty(options.job, ci.job),
    ciService: ci.service,
    root: (await repoRoot(cwd)) ?? cwd,
  };
}

/** The environment variables the CLI reads; `process.env` fits. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** What a CI provider tells about the current build. Every value may be missing. */
export interface CiBuild {
  /** The `ci_service` value of the protocol: `github-actions`, `gitlab`, … or `local` outside CI. */
  service: string;
  build: string | null;
  buildUrl: string | null;
  job: string | null;
  branch: string | null;
  pr: string | null;
  slug: string | null;
}

interface CiProvider {
  service: string;
  detect(env: Environment): boolean;
  read(env: Environment): Omit<CiBuild, 'service'>;
}

/** Empty strings count as unset: CI systems often export a variable with no value. */
function value(env: Environment, ...names: string[]): string | null {
  for (const name of names) {
    const found = env[name];
    if (found !== undefined && found !== '') return found;
  }
  return null;
}

/** The trailing number of a pull-request ref or URL (`refs/pull/42/merge`, `…/pull/42`). */
function pullNumber(text: string | null, pattern: RegExp): string | null {
  return text === null ? null : (pattern.exec(text)?.[1] ?? null);
}

const PROVIDERS: readonly CiProvider[] = [
  {
    service: 'github-actions',
    detect: (env) => env['GITHUB_ACTIONS'] === 'true',
    read: (env) => {
      const repository = value(env, 'GITHUB_REPOSITORY');
      const runId = value(env, 'GITHUB_RUN_ID');
      const server = value(env, 'GITHUB_SERVER_URL') ?? 'https://github.com';
      return {
        build: runId,
        buildUrl: repository && runId ? `${server}/${repository}/actions/runs/${runId}` : null,
        job: value(env, 'GITHUB_WORKFLOW'),
        // GITHUB_HEAD_REF is set on pull-request events only; GITHUB_REF_NAME would be "42/merge" there.
        branch: value(env, 'GITHUB_HEAD_REF', 'GITHUB_REF_NAME'),
        pr: pullNumber(value(env, 'GITHUB_REF'), /^refs\/pull\/(\d+)\//),
        slug: repository,
      };
    },
  },
  {
    service: 'gitlab',
    detect: (env) => env['GITLAB_CI'] === 'true',
    read: (env) => ({
      build: value(env, 'CI_JOB_ID'),
      buildUrl: value(env, 'CI_JOB_URL'),
      job: value(env, 'CI_JOB_NAME'),
      branch: value(env, 'CI_MERGE_REQUEST_SOURCE_BRANCH_NAME', 'CI_COMMIT_REF_NAME'),
      pr: value(env, 'CI_MERGE_REQUEST_IID'),
      slug: value(env, 'CI_PROJECT_PATH'),
    }),
  },
  {
    service: 'circleci',
    detect: (env) => env['CIRCLECI'] === 'true',
    read: (env) => {
      const owner = value(env, 'CIRCLE_PROJECT_USERNAME');
      const repo = value(env, 'CIRCLE_PROJECT_REPONAME');
      return {
        build: value(env, 'CIRCLE_BUILD_NUM'),
        buildUrl: value(env, 'CIRCLE_BUILD_URL'),
        job: value(env, 'CIRCLE_JOB'),
        branch: value(env, 'CIRCLE_BRANCH'),
        pr: pullNumber(value(env, 'CIRCLE_PULL_REQUEST'), /\/(\d+)\/?$/),
        slug: owner && repo ? `${owner}/${repo}` : null,
      };
    },
  },
  {
    service: 'buildkite',
    detect: (env) => env['BUILDKITE'] === 'true',
    read: (env) => ({
      build: value(env, 'BUILDKITE_BUILD_NUMBER'),
      buildUrl: value(env, 'BUILDKITE_BUILD_URL'),
      job: value(env, 'BUILDKITE_JOB_ID'),
      branch: value(env, 'BUILDKITE_BRANCH'),
      pr: pullNumber(value(env, 'BUILDKITE_PULL_REQUEST'), /^(\d+)$/),
      slug: null,
    }),
  },
  {
    service: 'bitbucket',
    detect: (env) => value(env, 'BITBUCKET_BUILD_NUMBER') !== null,
    read: (env) => ({
      build: value(env, 'BITBUCKET_BUILD_NUMBER'),
      buildUrl: null,
      job: value(env, 'BITBUCKET_STEP_UUID'),
      branch: value(env, 'BITBUCKET_BRANCH'),
      pr: value(env, 'BITBUCKET_PR_ID'),
      slug: value(env, 'BITBUCKET_REPO_FULL_NAME'),
    }),
  },
  {
    service: 'jenkins',
    detect: (env) => value(env, 'JENKINS_URL') !== null,
    read: (env) => ({
      build: value(env, 'BUILD_NUMBER'),
      buildUrl: value(env, 'BUILD_URL'),
      job: value(env, 'JOB_NAME'),
      branch: value(env, 'CHANGE_BRANCH', 'BRANCH_NAME'),
      pr: value(env, 'CHANGE_ID'),
      slug: null,
    }),
  },
];

const LOCAL: CiBuild = {
  service: 'local',
  build: null,
  buildUrl: null,
  job: null,
  branch: null,
  pr: null,
  slug: null,
};

export function detectCi(env: Environment): CiBuild {
  const provider = PROVIDERS.find((candidate) => candidate.detect(env));
  return provider ? { service: provider.service, ...provider.read(env) } : LOCAL;
}

import { detectCi } from './ci';

describe('detectCi', () => {
  it('is local outside CI', () => {
    expect(detectCi({})).toEqual({
      service: 'local',
      build: null,
      buildUrl: null,
      job: null,
      branch: null,
      pr: null,
      slug: null,
    });
  });

  it('reads a GitHub Actions pull-request run', () => {
    expect(
      detectCi({
        GITHUB_ACTIONS: 'true',
        GITHUB_REPOSITORY: 'acme/widgets',
        GITHUB_RUN_ID: '987654',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_WORKFLOW: 'CI',
        GITHUB_REF: 'refs/pull/42/merge',
        GITHUB_REF_NAME: '42/merge',
        GITHUB_HEAD_REF: 'feature/x',
      }),
    ).toEqual({
      service: 'github-actions',
      build: '987654',
      buildUrl: 'https://github.com/acme/widgets/actions/runs/987654',
      job: 'CI',
      branch: 'feature/x',
      pr: '42',
      slug: 'acme/widgets',
    });
  });

  it('takes the ref name on a GitHub push, where GITHUB_HEAD_REF is empty', () => {
    const build = detectCi({
      GITHUB_ACTIONS: 'true',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_REF_NAME: 'main',
      GITHUB_HEAD_REF: '',
    });
    expect(build.branch).toBe('main');
    expect(build.pr).toBeNull();
  });

  it('reads a GitLab merge-request pipeline', () => {
    expect(
      detectCi({
        GITLAB_CI: 'true',
        CI_JOB_ID: '55',
        CI_JOB_URL: 'https://gitlab.com/group/sub/proj/-/jobs/55',
        CI_JOB_NAME: 'test',
        CI_COMMIT_REF_NAME: 'feature/y',
        CI_MERGE_REQUEST_IID: '7',
        CI_PROJECT_PATH: 'group/sub/proj',
      }),
    ).toEqual({
      service: 'gitlab',
      build: '55',
      buildUrl: 'https://gitlab.com/group/sub/proj/-/jobs/55',
      job: 'test',
      branch: 'feature/y',
      pr: '7',
      slug: 'group/sub/proj',
    });
  });

  it('reads CircleCI, taking the pull number from its URL', () => {
    const build = detectCi({
      CIRCLECI: 'true',
      CIRCLE_BUILD_NUM: '12',
      CIRCLE_PULL_REQUEST: 'https://github.com/acme/widgets/pull/9',
      CIRCLE_PROJECT_USERNAME: 'acme',
      CIRCLE_PROJECT_REPONAME: 'widgets',
    });
    expect(build).toMatchObject({ service: 'circleci', build: '12', pr: '9', slug: 'acme/widgets' });
  });

  it('ignores a Buildkite pull request of "false"', () => {
    expect(detectCi({ BUILDKITE: 'true', BUILDKITE_PULL_REQUEST: 'false' })).toMatchObject({
      service: 'buildkite',
      pr: null,
    });
  });

  it('knows Jenkins and Bitbucket Pipelines', () => {
    expect(detectCi({ JENKINS_URL: 'http://ci', CHANGE_ID: '3' })).toMatchObject({
      service: 'jenkins',
      pr: '3',
    });
    expect(detectCi({ BITBUCKET_BUILD_NUMBER: '4' })).toMatchObject({ service: 'bitbucket', build: '4' });
  });
});

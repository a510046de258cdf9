import { bitbucketCi, combineCi, githubCi, gitlabCi } from './ci-state';

describe('CI state from the host', () => {
  it.each([
    [[], null],
    [['success', 'success'], 'success'],
    [['success', 'pending'], 'pending'],
    [['pending', 'failure'], 'failure'],
  ] as const)('combines %j to %s', (verdicts, expected) => {
    expect(combineCi(verdicts)).toBe(expected);
  });

  it('reads GitHub statuses and check runs, leaving Canopy’s own statuses out', () => {
    const statuses = {
      statuses: [
        { context: 'ci/jenkins', state: 'success' },
        { context: 'codecov/project', state: 'failure' },
      ],
    };
    const runs = (status: string, conclusion: string | null) => ({
      check_runs: [{ name: 'test', status, conclusion }],
    });
    expect(githubCi(statuses, runs('completed', 'success'))).toBe('success');
    expect(githubCi(statuses, runs('in_progress', null))).toBe('pending');
    expect(githubCi(statuses, runs('completed', 'timed_out'))).toBe('failure');
    expect(githubCi(null, runs('completed', 'skipped'))).toBe('success');
    expect(githubCi({ statuses: [{ context: 'codecov/patch', state: 'success' }] }, null)).toBeNull();
  });

  it('reads GitLab and Bitbucket statuses', () => {
    expect(
      gitlabCi([
        { name: 'test', status: 'running' },
        { name: 'lint', status: 'success' },
      ]),
    ).toBe('pending');
    expect(gitlabCi([{ name: 'test', status: 'failed' }])).toBe('failure');
    expect(gitlabCi([{ name: 'codecov/project', status: 'failed' }])).toBeNull();
    expect(bitbucketCi({ values: [{ key: 'build', state: 'SUCCESSFUL' }] })).toBe('success');
    expect(bitbucketCi({ values: [{ key: 'build', state: 'STOPPED' }] })).toBe('failure');
    expect(bitbucketCi({ values: [{ key: 'codecov/patch', state: 'FAILED' }] })).toBeNull();
  });
});

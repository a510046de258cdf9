import { type HostKind, type NotifyHostStandIn, startNotifyHost } from '../testing/notify-host-stand-in';
import { type GitProviderSettings, hostNotifierFor } from './config';
import { type CheckRun, ProviderError, type RepoRef } from './git-provider';

const SHA = 'f'.repeat(40);

/** The host's settings as the environment gives them: Bitbucket Server's API URL names `/rest/api/1.0`. */
function settingsFor(kind: HostKind, host: NotifyHostStandIn, token: string): GitProviderSettings {
  if (kind === 'bitbucket_server')
    return { bitbucketServer: { apiUrl: `${host.url}/rest/api/1.0`, token }, webhookSecrets: {} };
  return { [kind]: { apiUrl: host.url, token }, webhookSecrets: {} };
}

describe.each<[HostKind, RepoRef, string, string]>([
  ['github', { service: 'github', owner: 'acme', name: 'app' }, 'failure', 'success'],
  ['gitlab', { service: 'gitlab', owner: 'group/sub', name: 'app' }, 'failed', 'success'],
  ['bitbucket', { service: 'bitbucket', owner: 'team', name: 'app' }, 'FAILED', 'SUCCESSFUL'],
  ['bitbucket_server', { service: 'bitbucket_server', owner: 'ACME', name: 'app' }, 'FAILED', 'SUCCESSFUL'],
])('%s statuses and comments', (kind, repo, failureWord, successWord) => {
  it('posts statuses in the host’s words and creates, edits and deletes a comment', async () => {
    const host = await startNotifyHost(kind, 'secret');
    try {
      const notifier = hostNotifierFor(settingsFor(kind, host, 'secret'), kind)!;
      const status = { description: '60.00% (+1.00%) compared to abc1234', targetUrl: 'https://c.example/x' };
      await notifier.postStatus(repo, SHA, { ...status, context: 'codecov/project', state: 'failure' });
      await notifier.postStatus(repo, SHA, { ...status, context: 'codecov/patch', state: 'success' });
      expect(host.statuses).toEqual([
        {
          sha: SHA,
          context: 'codecov/project',
          state: failureWord,
          description: status.description,
          url: status.targetUrl,
        },
        {
          sha: SHA,
          context: 'codecov/patch',
          state: successWord,
          description: status.description,
          url: status.targetUrl,
        },
      ]);
      const id = await notifier.createComment(repo, 7, 'first');
      expect(await notifier.updateComment(repo, 7, id, 'second')).toBe(true);
      expect(host.comments).toEqual([
        { id, pullid: 7, body: 'second', edits: ['first', 'second'], deleted: false, version: 1 },
      ]);
      await notifier.deleteComment(repo, 7, id);
      // A comment deleted on the host is reported gone rather than failing.
      expect(await notifier.updateComment(repo, 7, id, 'third')).toBe(false);
      host.failWrites(1);
      await expect(notifier.createComment(repo, 7, 'x')).rejects.toThrow(ProviderError);
      const wrong = hostNotifierFor(settingsFor(kind, host, 'wrong'), kind)!;
      await expect(
        wrong.postStatus(repo, SHA, { ...status, context: 'c', state: 'success' }),
      ).rejects.toThrow(/answered 401/);
    } finally {
      await host.close();
    }
  });
});

describe.each<[HostKind, RepoRef, string, unknown]>([
  [
    'github',
    { service: 'github', owner: 'acme', name: 'app' },
    `/repos/acme/app/commits/${SHA}/check-runs`,
    { check_runs: [{ name: 't', status: 'in_progress' }] },
  ],
  [
    'gitlab',
    { service: 'gitlab', owner: 'group/sub', name: 'app' },
    `/projects/group%2Fsub%2Fapp/repository/commits/${SHA}/statuses?per_page=100`,
    [{ name: 't', status: 'running' }],
  ],
  [
    'bitbucket',
    { service: 'bitbucket', owner: 'team', name: 'app' },
    `/repositories/team/app/commit/${SHA}/statuses?pagelen=100`,
    { values: [{ key: 't', state: 'INPROGRESS' }] },
  ],
  [
    'bitbucket_server',
    { service: 'bitbucket_server', owner: 'ACME', name: 'app' },
    `/rest/build-status/1.0/commits/${SHA}?limit=100`,
    { values: [{ key: 't', state: 'INPROGRESS' }] },
  ],
])('%s CI state', (kind, repo, path, answer) => {
  it('reads what CI reported on the commit, and nothing as unknown', async () => {
    const host = await startNotifyHost(kind, 'secret', { [`GET ${path}`]: { body: answer as object } });
    try {
      const notifier = hostNotifierFor(settingsFor(kind, host, 'secret'), kind)!;
      expect(await notifier.ciState(repo, SHA)).toBe('pending');
      expect(await notifier.ciState(repo, 'e'.repeat(40))).toBeNull();
    } finally {
      await host.close();
    }
  });
});

it('has no notifier for a host without a token', () => {
  expect(hostNotifierFor({ webhookSecrets: {} }, 'github')).toBeNull();
  expect(hostNotifierFor({ webhookSecrets: {} }, 'bitbucket_server')).toBeNull();
});

describe('GitHub check runs', () => {
  const repo: RepoRef = { service: 'github', owner: 'acme', name: 'app' };
  const annotation = (line: number) => ({
    path: 'src/a.js',
    startLine: line,
    endLine: line,
    level: 'warning' as const,
    message: `Added line #L${line} was not covered by tests`,
  });

  it('creates a completed run and sends its annotations 50 at a time', async () => {
    const host = await startNotifyHost('github', 'secret');
    try {
      const notifier = hostNotifierFor(settingsFor('github', host, 'secret'), 'github')!;
      const run: CheckRun = {
        name: 'codecov/patch',
        conclusion: 'failure',
        title: '10.00% of diff hit (target 50.00%)',
        summary: 'summary',
        detailsUrl: 'https://c.example/pull/1',
        annotations: Array.from({ length: 120 }, (_, index) => annotation(index * 2 + 1)),
      };
      await notifier.postCheckRun!(repo, SHA, run);
      expect(host.checkRuns).toHaveLength(1);
      expect(host.checkRuns[0]).toMatchObject({
        sha: SHA,
        name: 'codecov/patch',
        status: 'completed',
        conclusion: 'failure',
        title: '10.00% of diff hit (target 50.00%)',
        detailsUrl: 'https://c.example/pull/1',
        batches: [50, 50, 20],
      });
      expect(host.checkRuns[0]!.annotations[119]).toEqual({
        path: 'src/a.js',
        start_line: 239,
        end_line: 239,
        annotation_level: 'warning',
        message: 'Added line #L239 was not covered by tests',
      });
      host.refuseCheckRuns(true);
      // An app without the checks permission: the caller falls back to a status.
      await expect(notifier.postCheckRun!(repo, SHA, run)).rejects.toMatchObject({ status: 403 });
    } finally {
      await host.close();
    }
  });

  it('are only GitHub’s', () => {
    const settings = { gitlab: { apiUrl: 'http://127.0.0.1:1', token: 't' }, webhookSecrets: {} };
    expect(hostNotifierFor(settings, 'gitlab')!.postCheckRun).toBeUndefined();
  });
});

import { type HostKind, startNotifyHost } from '../testing/notify-host-stand-in';
import { hostNotifierFor } from './config';
import { ProviderError, type RepoRef } from './git-provider';

const SHA = 'f'.repeat(40);

describe.each<[HostKind, RepoRef, string, string]>([
  ['github', { service: 'github', owner: 'acme', name: 'app' }, 'failure', 'success'],
  ['gitlab', { service: 'gitlab', owner: 'group/sub', name: 'app' }, 'failed', 'success'],
  ['bitbucket', { service: 'bitbucket', owner: 'team', name: 'app' }, 'FAILED', 'SUCCESSFUL'],
])('%s statuses and comments', (kind, repo, failureWord, successWord) => {
  it('posts statuses in the host’s words and creates, edits and deletes a comment', async () => {
    const host = await startNotifyHost(kind, 'secret');
    try {
      const notifier = hostNotifierFor(
        { [kind]: { apiUrl: host.url, token: 'secret' }, webhookSecrets: {} },
        kind,
      )!;
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
        { id, pullid: 7, body: 'second', edits: ['first', 'second'], deleted: false },
      ]);
      await notifier.deleteComment(repo, 7, id);
      // A comment deleted on the host is reported gone rather than failing.
      expect(await notifier.updateComment(repo, 7, id, 'third')).toBe(false);
      host.failWrites(1);
      await expect(notifier.createComment(repo, 7, 'x')).rejects.toThrow(ProviderError);
      const wrong = hostNotifierFor(
        { [kind]: { apiUrl: host.url, token: 'wrong' }, webhookSecrets: {} },
        kind,
      )!;
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
])('%s CI state', (kind, repo, path, answer) => {
  it('reads what CI reported on the commit, and nothing as unknown', async () => {
    const host = await startNotifyHost(kind, 'secret', { [`GET ${path}`]: { body: answer as object } });
    try {
      const notifier = hostNotifierFor(
        { [kind]: { apiUrl: host.url, token: 'secret' }, webhookSecrets: {} },
        kind,
      )!;
      expect(await notifier.ciState(repo, SHA)).toBe('pending');
      expect(await notifier.ciState(repo, 'e'.repeat(40))).toBeNull();
    } finally {
      await host.close();
    }
  });
});

it('has no notifier for a host without a token or without a client', () => {
  expect(hostNotifierFor({ webhookSecrets: {} }, 'github')).toBeNull();
  expect(hostNotifierFor({ webhookSecrets: {} }, 'bitbucket_server')).toBeNull();
});

import { generateKeyPairSync } from 'node:crypto';
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
          auth: 'token',
        },
        {
          sha: SHA,
          context: 'codecov/patch',
          state: successWord,
          description: status.description,
          url: status.targetUrl,
          auth: 'token',
        },
      ]);
      const id = await notifier.createComment(repo, 7, 'first');
      expect(await notifier.updateComment(repo, 7, id, 'second')).toBe(true);
      expect(host.comments).toEqual([
        {
          id,
          pullid: 7,
          body: 'second',
          edits: ['first', 'second'],
          deleted: false,
          version: 1,
          auth: 'token',
        },
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
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const app = { appId: '4242', privateKey: keys.privateKey };
  /** The configured token, and the app whose installation 77 covers the repository. */
  const appSettings = (host: NotifyHostStandIn): GitProviderSettings => ({
    ...settingsFor('github', host, 'secret'),
    githubApps: { github: { apiUrl: host.url, app } },
  });
  const startHost = () => startNotifyHost('github', 'secret', {}, { id: '4242', publicKey: keys.publicKey });
  const run: CheckRun = {
    name: 'codecov/project',
    conclusion: 'success',
    title: '60.00%',
    summary: 'summary',
    detailsUrl: 'https://c.example/pull/1',
    annotations: [],
  };

  it('need the app: the configured token is refused as GitHub refuses it', async () => {
    const host = await startHost();
    try {
      const notifier = hostNotifierFor(settingsFor('github', host, 'secret'), 'github', 77)!;
      await expect(notifier.postCheckRun!(repo, SHA, run)).rejects.toMatchObject({ status: 403 });
      expect(host.issuedTokens).toEqual([]);
    } finally {
      await host.close();
    }
  });

  it('are posted with the installation’s token, fetched once and again when GitHub stops taking it', async () => {
    const host = await startHost();
    try {
      const settings = appSettings(host);
      await hostNotifierFor(settings, 'github', 77)!.postCheckRun!(repo, SHA, run);
      await hostNotifierFor(settings, 'github', 77)!.postStatus(repo, SHA, {
        context: 'codecov/patch',
        state: 'success',
        description: 'd',
        targetUrl: 'https://c.example/x',
      });
      await hostNotifierFor(settings, 'github', 77)!.createComment(repo, 1, 'hello');
      expect(host.issuedTokens).toEqual([77]);
      expect(host.checkRuns.map((posted) => posted.auth)).toEqual(['installation']);
      expect(host.statuses.map((posted) => posted.auth)).toEqual(['installation']);
      expect(host.comments.map((posted) => posted.auth)).toEqual(['installation']);
      // Revoked (or expired early): the 401 drops the cached token and the request is made again with a new one.
      host.revokeInstallationTokens();
      await hostNotifierFor(settings, 'github', 77)!.postCheckRun!(repo, SHA, run);
      expect(host.issuedTokens).toEqual([77, 77]);
      expect(host.checkRuns.map((posted) => posted.auth)).toEqual(['installation', 'installation']);
      // Another installation has its own token; a repository no installation covers gets the configured token.
      await hostNotifierFor(settings, 'github', 78)!.postCheckRun!(repo, SHA, run);
      await hostNotifierFor(settings, 'github')!.postStatus(repo, SHA, {
        context: 'codecov/project',
        state: 'success',
        description: 'd',
        targetUrl: 'https://c.example/x',
      });
      expect(host.issuedTokens).toEqual([77, 77, 78]);
      expect(host.statuses.map((posted) => posted.auth)).toEqual(['installation', 'token']);
    } finally {
      await host.close();
    }
  });

  it('fail as a 401 when GitHub does not take the app’s JWT', async () => {
    const host = await startNotifyHost('github', 'secret', {}, { id: '999', publicKey: keys.publicKey });
    try {
      const notifier = hostNotifierFor(appSettings(host), 'github', 77)!;
      await expect(notifier.postCheckRun!(repo, SHA, run)).rejects.toMatchObject({ status: 401 });
      expect(host.checkRuns).toEqual([]);
    } finally {
      await host.close();
    }
  });
  const annotation = (line: number) => ({
    path: 'src/a.js',
    startLine: line,
    endLine: line,
    level: 'warning' as const,
    message: `Added line #L${line} was not covered by tests`,
  });

  it('creates a completed run and sends its annotations 50 at a time', async () => {
    const host = await startHost();
    try {
      const notifier = hostNotifierFor(appSettings(host), 'github', 77)!;
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

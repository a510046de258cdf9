import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SettingsError } from '../config/settings';
import { BitbucketProvider } from './bitbucket';
import { gitProviderFor, gitProviderSettingsFromEnv, type GitProviderSettings } from './config';
import { GitMirrorProvider } from './git-mirror';
import { GitHubProvider } from './github';
import { GitLabProvider } from './gitlab';
import { startLoopbackHost } from './loopback-host';

describe('gitProviderSettingsFromEnv', () => {
  it('configures nothing without tokens', () => {
    expect(gitProviderSettingsFromEnv({ CANOPY_GITHUB_API_URL: 'http://127.0.0.1:9' })).toEqual({
      webhookSecrets: {},
    });
  });

  it('uses the public API roots unless told otherwise', () => {
    const settings = gitProviderSettingsFromEnv({
      CANOPY_GITHUB_TOKEN: 'gh',
      CANOPY_GITLAB_TOKEN: 'gl',
      CANOPY_GITLAB_API_URL: 'http://127.0.0.1:8929/api/v4',
      CANOPY_BITBUCKET_TOKEN: ' bb ',
    });
    expect(settings.github).toEqual({ apiUrl: 'https://api.github.com', token: 'gh' });
    expect(settings.gitlab).toEqual({ apiUrl: 'http://127.0.0.1:8929/api/v4', token: 'gl' });
    expect(settings.bitbucket).toEqual({ apiUrl: 'https://api.bitbucket.org/2.0', token: 'bb' });
  });

  it('needs an API URL for self-hosted services, or derives it from their web address', () => {
    expect(() => gitProviderSettingsFromEnv({ CANOPY_GITHUB_ENTERPRISE_TOKEN: 'ghe' })).toThrow(
      SettingsError,
    );
    expect(() => gitProviderSettingsFromEnv({ CANOPY_BITBUCKET_SERVER_TOKEN: 'bbs' })).toThrow(
      'CANOPY_BITBUCKET_SERVER_TOKEN is set, so CANOPY_BITBUCKET_SERVER_API_URL is required',
    );
    const settings = gitProviderSettingsFromEnv({
      CANOPY_GITHUB_ENTERPRISE_TOKEN: 'ghe',
      GITHUB_ENTERPRISE_URL: 'https://git.example.com/',
      CANOPY_GITLAB_ENTERPRISE_TOKEN: 'gle',
      CANOPY_GITLAB_ENTERPRISE_API_URL: 'https://gitlab.example.com/api/v4',
    });
    expect(settings.githubEnterprise).toEqual({ apiUrl: 'https://git.example.com/api/v3', token: 'ghe' });
    expect(settings.gitlabEnterprise).toEqual({ apiUrl: 'https://gitlab.example.com/api/v4', token: 'gle' });
  });

  it('reads the mirror folder and the webhook secrets', () => {
    const settings = gitProviderSettingsFromEnv({
      CANOPY_GIT_MIRROR_DIR: 'mirrors',
      CANOPY_GITHUB_WEBHOOK_SECRET: 'hub',
      CANOPY_GITLAB_WEBHOOK_SECRET: 'lab',
      CANOPY_BITBUCKET_WEBHOOK_SECRET: '',
    });
    expect(settings.mirrorDir).toBe(path.resolve('mirrors'));
    expect(settings.webhookSecrets).toEqual({ github: 'hub', gitlab: 'lab' });
  });

  it('reads mirrors from the default folder unless CANOPY_GIT_MIRROR_DIR names one', () => {
    expect(gitProviderSettingsFromEnv({}).mirrorDir).toBeUndefined();
    expect(gitProviderSettingsFromEnv({}, '/data/git-mirrors').mirrorDir).toBe('/data/git-mirrors');
    expect(
      gitProviderSettingsFromEnv({ CANOPY_GIT_MIRROR_DIR: '/srv/m' }, '/data/git-mirrors').mirrorDir,
    ).toBe('/srv/m');
  });
});

describe('gitProviderFor', () => {
  const host = { apiUrl: 'http://127.0.0.1:9', token: 't' };

  it('is null when nothing is configured', () => {
    for (const service of ['github', 'gitlab', 'bitbucket', 'bitbucket_server'] as const)
      expect(gitProviderFor({ webhookSecrets: {} }, service)).toBeNull();
  });

  it("gives the service's host client", () => {
    const settings: GitProviderSettings = {
      github: host,
      githubEnterprise: host,
      gitlabEnterprise: host,
      bitbucket: host,
      webhookSecrets: {},
    };
    expect(gitProviderFor(settings, 'github')).toBeInstanceOf(GitHubProvider);
    expect(gitProviderFor(settings, 'github_enterprise')).toBeInstanceOf(GitHubProvider);
    expect(gitProviderFor(settings, 'gitlab_enterprise')).toBeInstanceOf(GitLabProvider);
    expect(gitProviderFor(settings, 'bitbucket')).toBeInstanceOf(BitbucketProvider);
    expect(gitProviderFor(settings, 'gitlab')).toBeNull();
  });

  it('falls back to the mirror, alone or behind the host', () => {
    const settings: GitProviderSettings = { github: host, mirrorDir: '/srv/mirrors', webhookSecrets: {} };
    expect(gitProviderFor(settings, 'gitlab')).toBeInstanceOf(GitMirrorProvider);
    expect(gitProviderFor(settings, 'bitbucket_server')).toBeInstanceOf(GitMirrorProvider);
    const chained = gitProviderFor(settings, 'github');
    expect(chained).not.toBeInstanceOf(GitHubProvider);
    expect(chained?.kind).toBe('github');
  });
});

describe('gitProviderFor with a failing host and a mirror', () => {
  it("rethrows the host's error when the mirror does not have the repository", async () => {
    const down = await startLoopbackHost({
      'GET /repos/acme/widgets/commits/abc123': { status: 502, body: { message: 'Bad gateway' } },
    });
    const mirrorDir = mkdtempSync(path.join(tmpdir(), 'canopy-empty-mirrors-'));
    try {
      const provider = gitProviderFor(
        { github: { apiUrl: down.url, token: 't' }, mirrorDir, webhookSecrets: {} },
        'github',
      );
      const repo = { service: 'github', owner: 'acme', name: 'widgets' } as const;
      await expect(provider?.commit(repo, 'abc123')).rejects.toMatchObject({
        message: 'GitHub answered 502 for commits/abc123',
        status: 502,
      });
      await expect(provider?.pull(repo, 1)).resolves.toBeNull();
    } finally {
      rmSync(mirrorDir, { recursive: true, force: true });
      await down.close();
    }
  });
});

import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  describe('the GitHub App', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();

    it('is read from its id and private key, as PEM text or a PEM file, with the API the token uses', () => {
      const settings = gitProviderSettingsFromEnv({
        CANOPY_GITHUB_APP_ID: '4242',
        CANOPY_GITHUB_APP_PRIVATE_KEY: pem,
        CANOPY_GITHUB_API_URL: 'http://127.0.0.1:9',
      });
      expect(settings.github).toBeUndefined();
      expect(settings.githubApps?.github).toMatchObject({
        apiUrl: 'http://127.0.0.1:9',
        app: { appId: '4242' },
      });
      expect(settings.githubApps?.github?.app.privateKey.asymmetricKeyType).toBe('rsa');
      // The key is kept so that printing the settings never shows it.
      expect(JSON.stringify(settings)).not.toContain('PRIVATE KEY');
      expect(JSON.stringify(settings)).not.toContain(pem.split('\n')[1]);
      const dir = mkdtempSync(path.join(tmpdir(), 'canopy-app-'));
      try {
        writeFileSync(path.join(dir, 'app.pem'), pem);
        const enterprise = gitProviderSettingsFromEnv({
          CANOPY_GITHUB_ENTERPRISE_APP_ID: '7',
          CANOPY_GITHUB_ENTERPRISE_APP_PRIVATE_KEY_PATH: path.join(dir, 'app.pem'),
          GITHUB_ENTERPRISE_URL: 'https://git.example.com/',
        });
        expect(enterprise.githubApps).toEqual({
          githubEnterprise: {
            apiUrl: 'https://git.example.com/api/v3',
            app: expect.objectContaining({ appId: '7' }),
          },
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      // Line breaks written as \n in a one-line variable.
      const oneLine = gitProviderSettingsFromEnv({
        CANOPY_GITHUB_APP_ID: '4242',
        CANOPY_GITHUB_APP_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
      });
      expect(oneLine.githubApps?.github?.apiUrl).toBe('https://api.github.com');
    });

    it('stops the start when half configured or the key is unreadable, without quoting the key', () => {
      expect(() => gitProviderSettingsFromEnv({ CANOPY_GITHUB_APP_ID: '4242' })).toThrow(
        'CANOPY_GITHUB_APP_ID is set, so CANOPY_GITHUB_APP_PRIVATE_KEY (or CANOPY_GITHUB_APP_PRIVATE_KEY_PATH) is required',
      );
      expect(() => gitProviderSettingsFromEnv({ CANOPY_GITHUB_APP_PRIVATE_KEY: pem })).toThrow(
        'CANOPY_GITHUB_APP_PRIVATE_KEY is set, so CANOPY_GITHUB_APP_ID is required',
      );
      expect(() =>
        gitProviderSettingsFromEnv({ CANOPY_GITHUB_APP_ID: 'canopy', CANOPY_GITHUB_APP_PRIVATE_KEY: pem }),
      ).toThrow('CANOPY_GITHUB_APP_ID must be the app\'s numeric id, not "canopy"');
      const secret = 'not-a-key-but-secret';
      expect(() =>
        gitProviderSettingsFromEnv({ CANOPY_GITHUB_APP_ID: '1', CANOPY_GITHUB_APP_PRIVATE_KEY: secret }),
      ).toThrow(new SettingsError('CANOPY_GITHUB_APP_PRIVATE_KEY must be a PEM private key'));
      expect(() =>
        gitProviderSettingsFromEnv({
          CANOPY_GITHUB_APP_ID: '1',
          CANOPY_GITHUB_APP_PRIVATE_KEY_PATH: '/nonexistent/app.pem',
        }),
      ).toThrow('CANOPY_GITHUB_APP_PRIVATE_KEY_PATH names a file that cannot be read: /nonexistent/app.pem');
      expect(() =>
        gitProviderSettingsFromEnv({
          CANOPY_GITHUB_APP_ID: '1',
          CANOPY_GITHUB_APP_PRIVATE_KEY: pem,
          CANOPY_GITHUB_APP_PRIVATE_KEY_PATH: '/srv/app.pem',
        }),
      ).toThrow('set CANOPY_GITHUB_APP_PRIVATE_KEY or CANOPY_GITHUB_APP_PRIVATE_KEY_PATH, not both');
      expect(() =>
        gitProviderSettingsFromEnv({
          CANOPY_GITHUB_ENTERPRISE_APP_ID: '1',
          CANOPY_GITHUB_ENTERPRISE_APP_PRIVATE_KEY: pem,
        }),
      ).toThrow('CANOPY_GITHUB_ENTERPRISE_APP_ID is set, so CANOPY_GITHUB_ENTERPRISE_API_URL is required');
    });
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

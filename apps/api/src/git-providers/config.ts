import path from 'node:path';
import { type Env, envText } from '../config/env-values';
import { type GitHubAppSettings, githubAppSettingsFromEnv } from '../config/github-app-settings';
import { SettingsError } from '../config/settings-error';
import { BITBUCKET_API_URL, BitbucketProvider } from './bitbucket';
import { BitbucketServerNotifier } from './bitbucket-server';
import { firstAnswer } from './first-answer';
import type { GitProvider, HostNotifier, RepoRef } from './git-provider';
import { GitMirrorProvider } from './git-mirror';
import { GITHUB_API_URL, GitHubProvider } from './github';
import { InstallationTokens } from './github-app';
import { GITLAB_API_URL, GitLabProvider } from './gitlab';

/** A git host's API root and the token Canopy reads it with. */
export interface HostApiSettings {
  apiUrl: string;
  token: string;
}

/** A GitHub App and the API it asks for installation tokens. */
export interface GitHubAppHost {
  apiUrl: string;
  app: GitHubAppSettings;
}

export interface GitProviderSettings {
  github?: HostApiSettings;
  gitlab?: HostApiSettings;
  bitbucket?: HostApiSettings;
  githubEnterprise?: HostApiSettings;
  gitlabEnterprise?: HostApiSettings;
  bitbucketServer?: HostApiSettings;
  /**
   * Root of local `git clone --mirror` copies: `{mirrorDir}/{service}/{owner}/{name}.git`. The server's settings
   * default it to `<data dir>/git-mirrors`, where the demo repository's mirror is made.
   */
  mirrorDir?: string;
  /**
   * The GitHub App Canopy is (CANOPY_GITHUB_APP_ID, CANOPY_GITHUB_ENTERPRISE_APP_ID and their private keys): its
   * installations' tokens post check runs, statuses and comments on the repositories they cover.
   */
  githubApps?: { github?: GitHubAppHost; githubEnterprise?: GitHubAppHost };
  /** Secrets that webhooks are signed with; a provider without one has no webhook route. */
  webhookSecrets: { github?: string; gitlab?: string; bitbucket?: string; bitbucketServer?: string };
}

/** A hosted service: configured by its token alone, the API URL has a default. */
function hosted(env: Env, prefix: string, defaultUrl: string): HostApiSettings | undefined {
  const token = envText(env, `CANOPY_${prefix}_TOKEN`);
  if (!token) return undefined;
  return { apiUrl: envText(env, `CANOPY_${prefix}_API_URL`) ?? defaultUrl, token };
}

/**
 * A self-hosted service: its API URL is required, or derived from the web address the sign-in settings already
 * name (GITHUB_ENTERPRISE_URL and the like).
 */
function selfHosted(
  env: Env,
  prefix: string,
  webUrl: string | undefined,
  apiSuffix: string,
): HostApiSettings | undefined {
  const token = envText(env, `CANOPY_${prefix}_TOKEN`);
  if (!token) return undefined;
  const apiUrl =
    envText(env, `CANOPY_${prefix}_API_URL`) ?? (webUrl && `${webUrl.replace(/\/+$/, '')}${apiSuffix}`);
  if (!apiUrl)
    throw new SettingsError(`CANOPY_${prefix}_TOKEN is set, so CANOPY_${prefix}_API_URL is required`);
  return { apiUrl, token };
}

/** The app on GitHub or a GitHub Enterprise Server; its API is the one the token would use. */
function githubApp(env: Env, prefix: string, defaultApiUrl: string | undefined): GitHubAppHost | undefined {
  const app = githubAppSettingsFromEnv(env, prefix);
  if (!app) return undefined;
  const apiUrl = envText(env, `CANOPY_${prefix}_API_URL`) ?? defaultApiUrl;
  if (!apiUrl)
    throw new SettingsError(`CANOPY_${prefix}_APP_ID is set, so CANOPY_${prefix}_API_URL is required`);
  return { apiUrl, app };
}

function githubAppsFromEnv(env: Env): GitProviderSettings['githubApps'] {
  const enterpriseUrl = envText(env, 'GITHUB_ENTERPRISE_URL')?.replace(/\/+$/, '');
  const github = githubApp(env, 'GITHUB', GITHUB_API_URL);
  const githubEnterprise = githubApp(env, 'GITHUB_ENTERPRISE', enterpriseUrl && `${enterpriseUrl}/api/v3`);
  if (!github && !githubEnterprise) return undefined;
  return { ...(github ? { github } : {}), ...(githubEnterprise ? { githubEnterprise } : {}) };
}

/**
 * Git provider settings from the environment; a service is configured only when its token is set. Mirrors are read
 * from CANOPY_GIT_MIRROR_DIR, else from `defaultMirrorDir` when given.
 */
export function gitProviderSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  defaultMirrorDir?: string,
): GitProviderSettings {
  const mirrorDir = envText(env, 'CANOPY_GIT_MIRROR_DIR') ?? defaultMirrorDir;
  return {
    github: hosted(env, 'GITHUB', GITHUB_API_URL),
    gitlab: hosted(env, 'GITLAB', GITLAB_API_URL),
    bitbucket: hosted(env, 'BITBUCKET', BITBUCKET_API_URL),
    githubEnterprise: selfHosted(env, 'GITHUB_ENTERPRISE', envText(env, 'GITHUB_ENTERPRISE_URL'), '/api/v3'),
    gitlabEnterprise: selfHosted(env, 'GITLAB_ENTERPRISE', envText(env, 'GITLAB_ENTERPRISE_URL'), '/api/v4'),
    bitbucketServer: selfHosted(
      env,
      'BITBUCKET_SERVER',
      envText(env, 'BITBUCKET_SERVER_URL'),
      '/rest/api/1.0',
    ),
    mirrorDir: mirrorDir ? path.resolve(mirrorDir) : undefined,
    githubApps: githubAppsFromEnv(env),
    webhookSecrets: {
      github: envText(env, 'CANOPY_GITHUB_WEBHOOK_SECRET'),
      gitlab: envText(env, 'CANOPY_GITLAB_WEBHOOK_SECRET'),
      bitbucket: envText(env, 'CANOPY_BITBUCKET_WEBHOOK_SECRET'),
      bitbucketServer: envText(env, 'CANOPY_BITBUCKET_SERVER_WEBHOOK_SECRET'),
    },
  };
}

/**
 * The HTTP provider for a service. Bitbucket Server (Data Center) speaks another API than Bitbucket Cloud and has no
 * reading client yet, so its repositories are read from mirrors only (notifications still write to it).
 */
function hostProvider(settings: GitProviderSettings, service: RepoRef['service']): GitProvider | null {
  switch (service) {
    case 'github':
      return settings.github ? new GitHubProvider(settings.github) : null;
    case 'github_enterprise':
      return settings.githubEnterprise
        ? new GitHubProvider(settings.githubEnterprise, 'GitHub Enterprise')
        : null;
    case 'gitlab':
      return settings.gitlab ? new GitLabProvider(settings.gitlab) : null;
    case 'gitlab_enterprise':
      return settings.gitlabEnterprise
        ? new GitLabProvider(settings.gitlabEnterprise, 'GitLab (self-managed)')
        : null;
    case 'bitbucket':
      return settings.bitbucket ? new BitbucketProvider(settings.bitbucket) : null;
    case 'bitbucket_server':
      return null;
  }
}

/** The GitHub App configured for a service, if any (only GitHub and GitHub Enterprise have apps). */
export function githubAppFor(settings: GitProviderSettings, service: string): GitHubAppHost | undefined {
  if (service === 'github') return settings.githubApps?.github;
  if (service === 'github_enterprise') return settings.githubApps?.githubEnterprise;
  return undefined;
}

/** Installation tokens are cached per configured app, for as long as the server holds its settings. */
const installationTokens = new WeakMap<GitHubAppHost, InstallationTokens>();

function tokensOf(host: GitHubAppHost, name: string): InstallationTokens {
  let tokens = installationTokens.get(host);
  if (!tokens) {
    tokens = new InstallationTokens(host.app, host.apiUrl, name);
    installationTokens.set(host, tokens);
  }
  return tokens;
}

/**
 * The git host client that posts statuses and comments for a service; null when its host is not configured. Given
 * the app installation that covers the repository (and the app configured), it acts as the app with that
 * installation's tokens, as GitHub requires for check runs; otherwise with the configured token.
 */
export function hostNotifierFor(
  settings: GitProviderSettings,
  service: string,
  installationId: number | null = null,
): HostNotifier | null {
  const app = githubAppFor(settings, service);
  if (app && installationId !== null) {
    const name = service === 'github' ? 'GitHub' : 'GitHub Enterprise';
    const tokenSource = tokensOf(app, name).forInstallation(installationId);
    return new GitHubProvider({ apiUrl: app.apiUrl, token: '', tokenSource }, name);
  }
  if (service === 'bitbucket_server')
    return settings.bitbucketServer ? new BitbucketServerNotifier(settings.bitbucketServer) : null;
  const known = ['github', 'github_enterprise', 'gitlab', 'gitlab_enterprise', 'bitbucket'];
  if (!known.includes(service)) return null;
  return hostProvider(settings, service as RepoRef['service']) as (GitProvider & HostNotifier) | null;
}

/**
 * The provider to ask about a service's repositories: its git host when configured, local mirrors when configured,
 * both in that order when both are, and null when neither is (comparisons then rely on upload metadata).
 */
export function gitProviderFor(
  settings: GitProviderSettings,
  service: RepoRef['service'],
): GitProvider | null {
  const host = hostProvider(settings, service);
  const mirror = settings.mirrorDir ? new GitMirrorProvider({ root: settings.mirrorDir }) : null;
  if (host && mirror) return firstAnswer(host, mirror);
  return host ?? mirror;
}

/** The host and the mirror separately, for callers that say which one answered (a comparison's diff source). */
export function gitProvidersFor(
  settings: GitProviderSettings,
  service: string,
): { provider: GitProvider | null; mirror: GitProvider | null } {
  const known = [
    'github',
    'github_enterprise',
    'gitlab',
    'gitlab_enterprise',
    'bitbucket',
    'bitbucket_server',
  ];
  const host = known.includes(service) ? hostProvider(settings, service as RepoRef['service']) : null;
  return {
    provider: host,
    mirror: settings.mirrorDir ? new GitMirrorProvider({ root: settings.mirrorDir }) : null,
  };
}

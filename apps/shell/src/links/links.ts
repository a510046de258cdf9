import type { ConfigEnv } from '@canopy/auth';
import { ownerPaths, repoPaths } from '@canopy/routes';

/** Public site used when MARKETING_BASE_URL is not configured. Only ever linked to, never fetched. */
export const DEFAULT_MARKETING_BASE_URL = 'https://canopy.dev';
export const DOCS_URL = 'https://docs.canopy.dev';
export const STATUS_URL = 'https://status.canopy.dev';
export const SUPPORT_URL = 'https://canopy.dev/support';
export const GITHUB_DISCUSSIONS_URL = 'https://github.com/canopy-dev/canopy/discussions';

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function marketing(config: ConfigEnv, path: string): string {
  return `${trimSlash(config.MARKETING_BASE_URL || DEFAULT_MARKETING_BASE_URL)}${path}`;
}

/** The static and external links of the link catalogue (spec §2 "Named routes"). */
export function staticLinks(config: ConfigEnv) {
  return {
    root: marketing(config, '/'),
    pricing: marketing(config, '/pricing'),
    whyTestCode: marketing(config, '/why-test-code'),
    demo: marketing(config, '/demo'),
    freeTrial: marketing(config, '/trial'),
    termsOfService: marketing(config, '/terms'),
    privacy: marketing(config, '/privacy'),
    security: marketing(config, '/security'),
    gdpr: marketing(config, '/gdpr'),
    generateSelfHostedLicense: marketing(config, '/self-hosted/license'),
    dedicatedEnterpriseCloudGuide: `${DOCS_URL}/enterprise/dedicated-cloud`,
    docs: DOCS_URL,
    status: STATUS_URL,
    support: SUPPORT_URL,
    feedback: `${GITHUB_DISCUSSIONS_URL}/categories/feedback`,
    githubDiscussions: GITHUB_DISCUSSIONS_URL,
    appInstallation: `https://github.com/apps/${encodeURIComponent(config.GH_APP || 'canopy')}/installations/new`,
    bundleFeedbackSurvey: marketing(config, '/surveys/bundle-analysis'),
    proPlanFeedbackSurvey: marketing(config, '/surveys/pro-plan'),
    teamPlanFeedbackSurvey: marketing(config, '/surveys/team-plan'),
  } as const;
}

export type StaticLinks = ReturnType<typeof staticLinks>;

const seg = encodeURIComponent;

/** In-app routes of the link catalogue. */
export const appLinks = {
  root: () => '/',
  login: (to?: string) => (to ? `/login?to=${seg(to)}` : '/login'),
  sync: () => '/sync',
  owner: ownerPaths.owner,
  repo: repoPaths.repo,
  account: ownerPaths.account,
  accountAdmin: ownerPaths.account,
  access: (provider: string, owner: string) => `${ownerPaths.account(provider, owner)}/access`,
  analytics: ownerPaths.analytics,
  membersTab: ownerPaths.members,
  planTab: ownerPaths.plan,
  upgrade: (provider: string, owner: string) => `${ownerPaths.plan(provider, owner)}/upgrade`,
  orgUploadToken: (provider: string, owner: string) =>
    `${ownerPaths.account(provider, owner)}/org-upload-token`,
  admin: (provider: string) => `${ownerPaths.admin(provider)}/access`,
} as const;

/** `{API_URL}{path}`; API_URL '' means the same origin. */
export function apiUrl(config: ConfigEnv, path: string): string {
  return `${trimSlash(config.API_URL)}${path}`;
}

/** Sign-in through the API host: `{API_URL}/login/{provider}?to={path}` (spec §2 External links). */
export function apiLoginUrl(config: ConfigEnv, provider: string, to: string): string {
  return apiUrl(config, `/login/${seg(provider)}?to=${seg(to)}`);
}

/** Sign-in with the organisation's Okta on the API host: `{API_URL}/login/okta/{provider}/{owner}` (spec §2). */
export function apiOktaLoginUrl(config: ConfigEnv, provider: string, owner: string): string {
  return apiUrl(config, `/login/okta/${seg(provider)}/${seg(owner)}`);
}

/** The development sign-in (only offered when `DEV_LOGIN` is true). */
export function devLoginUrl(config: ConfigEnv, to: string, username = 'ada'): string {
  return apiUrl(config, `/login/dev?username=${seg(username)}&to=${seg(to)}`);
}

/** A `to` value is only followed when it is a path on this site (no scheme, no `//host`). */
export function isSafePath(to: string | null | undefined): to is string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return false;
  // Dot segments can collapse into `//host` once resolved (`/.//evil.example`).
  try {
    const url = new URL(to, 'http://canopy.invalid');
    return url.origin === 'http://canopy.invalid' && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

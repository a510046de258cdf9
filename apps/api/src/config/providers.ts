/** Git providers: the short codes used in URLs and their long names (spec §3). */
export const SERVICES = [
  'github',
  'gitlab',
  'bitbucket',
  'github_enterprise',
  'gitlab_enterprise',
  'bitbucket_server',
] as const;

export type Service = (typeof SERVICES)[number];

const ALIASES: Record<string, Service> = {
  gh: 'github',
  github: 'github',
  gl: 'gitlab',
  gitlab: 'gitlab',
  bb: 'bitbucket',
  bitbucket: 'bitbucket',
  ghe: 'github_enterprise',
  github_enterprise: 'github_enterprise',
  'github-enterprise': 'github_enterprise',
  gle: 'gitlab_enterprise',
  gitlab_enterprise: 'gitlab_enterprise',
  'gitlab-enterprise': 'gitlab_enterprise',
  bbs: 'bitbucket_server',
  bitbucket_server: 'bitbucket_server',
  'bitbucket-server': 'bitbucket_server',
  stash: 'bitbucket_server',
};

const SHORT: Record<Service, string> = {
  github: 'gh',
  gitlab: 'gl',
  bitbucket: 'bb',
  github_enterprise: 'ghe',
  gitlab_enterprise: 'gle',
  bitbucket_server: 'bbs',
};

/** Long provider name for a short or long code (case-insensitive), or null when the code is unknown. */
export function normaliseService(code: string | undefined | null): Service | null {
  if (!code) return null;
  return ALIASES[code.toLowerCase()] ?? null;
}

export function shortServiceName(service: Service): string {
  return SHORT[service];
}

/** GraphQL LoginProvider / SyncProvider enum value of a provider. */
export function serviceEnumValue(service: Service): string {
  return service.toUpperCase();
}

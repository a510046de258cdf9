import {
  longProviders,
  longToShort,
  toLongProvider,
  type LongProvider,
} from '@canopy/graphql-schema/providers';

/** Git providers by their long names (spec §3); the code table is the API contract's. */
export const SERVICES = longProviders;

export type Service = LongProvider;

/** Further spellings the sign-in routes accept, as the reference server does (`/login/stash` and so on). */
const LOGIN_ALIASES: Readonly<Record<string, Service>> = {
  'github-enterprise': 'github_enterprise',
  'gitlab-enterprise': 'gitlab_enterprise',
  'bitbucket-server': 'bitbucket_server',
  stash: 'bitbucket_server',
};

/** Long provider name for a short or long code (case-insensitive), or null when the code is unknown. */
export function normaliseService(code: string | undefined | null): Service | null {
  if (!code) return null;
  return toLongProvider(code) ?? LOGIN_ALIASES[code.toLowerCase()] ?? null;
}

export function shortServiceName(service: Service): string {
  return longToShort[service];
}

/** GraphQL LoginProvider / SyncProvider enum value of a provider. */
export function serviceEnumValue(service: Service): string {
  return service.toUpperCase();
}

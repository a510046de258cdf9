/**
 * Git provider codes (spec §3): the short codes used in URLs and the long names the API, the `/graphql/{provider}`
 * path and the `Token-Type` header use. The one table the server and the browser share.
 */
export const shortProviders = ['gh', 'gl', 'bb', 'ghe', 'gle', 'bbs'] as const;
export type ShortProvider = (typeof shortProviders)[number];

export const longProviders = [
  'github',
  'gitlab',
  'bitbucket',
  'github_enterprise',
  'gitlab_enterprise',
  'bitbucket_server',
] as const;
export type LongProvider = (typeof longProviders)[number];

export const shortToLong: Readonly<Record<ShortProvider, LongProvider>> = {
  gh: 'github',
  gl: 'gitlab',
  bb: 'bitbucket',
  ghe: 'github_enterprise',
  gle: 'gitlab_enterprise',
  bbs: 'bitbucket_server',
};

export const longToShort: Readonly<Record<LongProvider, ShortProvider>> = {
  github: 'gh',
  gitlab: 'gl',
  bitbucket: 'bb',
  github_enterprise: 'ghe',
  gitlab_enterprise: 'gle',
  bitbucket_server: 'bbs',
};

/** The name each provider is shown by, e.g. 'GitHub Enterprise'. */
export const providerDisplayNames: Readonly<Record<LongProvider, string>> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  github_enterprise: 'GitHub Enterprise',
  gitlab_enterprise: 'GitLab Enterprise',
  bitbucket_server: 'Bitbucket Server',
};

/** The long name of a short or long provider code (case-insensitive), or undefined when unknown. */
export function toLongProvider(provider: string | null | undefined): LongProvider | undefined {
  if (!provider) return undefined;
  const value = provider.toLowerCase();
  if (value in shortToLong) return shortToLong[value as ShortProvider];
  if (value in longToShort) return value as LongProvider;
  return undefined;
}

/** The short code of a short or long provider code (case-insensitive), or undefined when unknown. */
export function toShortProvider(provider: string | null | undefined): ShortProvider | undefined {
  const long = toLongProvider(provider);
  return long ? longToShort[long] : undefined;
}

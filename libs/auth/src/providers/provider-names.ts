import {
  type LongProvider,
  providerDisplayNames,
  type ShortProvider,
  shortToLong,
  toLongProvider,
  toShortProvider,
} from '@canopy/api-client';

export {
  tokenType,
  toLongProvider,
  toShortProvider,
  type LongProvider,
  type ShortProvider,
} from '@canopy/api-client';

export interface ProviderName {
  short: ShortProvider;
  long: LongProvider;
  /** The name to show, e.g. 'GitHub Enterprise'. */
  display: string;
}

/** Every provider by short code (spec §3): `providerNames.gh.long === 'github'`. */
export const providerNames: Readonly<Record<ShortProvider, ProviderName>> = Object.freeze(
  Object.fromEntries(
    (Object.keys(shortToLong) as ShortProvider[]).map((short) => [
      short,
      Object.freeze({ short, long: shortToLong[short], display: providerDisplayNames[shortToLong[short]] }),
    ]),
  ) as Record<ShortProvider, ProviderName>,
);

/** The entry of a short or long provider code (case-insensitive), or undefined when unknown. */
export function providerName(provider: string | null | undefined): ProviderName | undefined {
  const short = toShortProvider(provider);
  return short ? providerNames[short] : undefined;
}

/** The display name of a provider code, or the code itself when unknown. */
export function providerDisplayName(provider: string | null | undefined): string {
  return providerName(provider)?.display ?? provider ?? '';
}

/** True for GitHub and GitHub Enterprise. */
export function isGitHub(provider: string | null | undefined): boolean {
  const long = toLongProvider(provider);
  return long === 'github' || long === 'github_enterprise';
}

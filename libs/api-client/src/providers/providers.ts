import { toLongProvider } from '@canopy/graphql-schema/providers';

// The provider table is the API contract's; the data layer re-exports it for the front end.
export {
  longProviders,
  longToShort,
  providerDisplayNames,
  shortProviders,
  shortToLong,
  toLongProvider,
  toShortProvider,
  type LongProvider,
  type ShortProvider,
} from '@canopy/graphql-schema/providers';

/** The `Token-Type` header value for a provider, e.g. `github-token`; undefined when the provider is unknown. */
export function tokenType(provider: string | null | undefined): string | undefined {
  const long = toLongProvider(provider);
  return long ? `${long}-token` : undefined;
}

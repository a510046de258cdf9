import type { ConfigResolvers } from '../../graphql/generated/resolvers';
import { type Service, serviceEnumValue } from '../../config/providers';
import { loadInstallSettings } from '../../db/install-settings';
import { countSeatsUsed, hasInstallAdmins, installSeatsLimit } from '../owners';
import type { GraphQLContext } from '../../graphql/context';

/** Installation settings; each field is resolved lazily, for the provider of the request's URL. */
export interface ConfigValue {
  service: Service | null;
}

type SyncProvider =
  'GITHUB' | 'GITHUB_ENTERPRISE' | 'GITLAB' | 'GITLAB_ENTERPRISE' | 'BITBUCKET' | 'BITBUCKET_SERVER';
type LoginProvider = SyncProvider | 'OKTA';

/** Self-hosted fields are null on the hosted edition. */
function selfHostedOnly<T>(resolve: (context: GraphQLContext) => Promise<T> | T) {
  return (_config: unknown, _args: unknown, context: GraphQLContext) =>
    context.settings.selfHosted ? resolve(context) : null;
}

export const Config: ConfigResolvers<GraphQLContext> = {
  // OKTA: the install's own Okta (`/login/okta`), self-hosted only; an organisation's Okta is not a login provider.
  loginProviders: (_config, _args, { settings }) => [
    ...settings.loginServices.map((service) => serviceEnumValue(service) as LoginProvider),
    ...(settings.selfHosted && settings.oktaLogin ? (['OKTA'] as const) : []),
  ],
  syncProviders: (_config, _args, context) =>
    context.settings.loginServices.map((service) => serviceEnumValue(service) as SyncProvider),
  // Coverage series are kept in the database itself, on either backend: charts are always available.
  isTimescaleEnabled: () => true,
  planAutoActivate: selfHostedOnly(async ({ db }) => (await loadInstallSettings(db)).planAutoActivate),
  seatsUsed: selfHostedOnly(({ db }) => countSeatsUsed(db)),
  seatsLimit: selfHostedOnly(({ settings }) => installSeatsLimit(settings)),
  hasAdmins: selfHostedOnly(({ db }) => hasInstallAdmins(db)),
  // The licence's last day (CANOPY_LICENSE), an expired one included: the shell's banner says so.
  selfHostedLicense: selfHostedOnly(({ settings }) =>
    settings.licence ? { expirationDate: settings.licence.expires } : null,
  ),
  githubEnterpriseURL: (_config, _args, context) => context.settings.enterpriseUrls.github,
  gitlabEnterpriseURL: (_config, _args, context) => context.settings.enterpriseUrls.gitlab,
  bitbucketServerURL: (_config, _args, context) => context.settings.enterpriseUrls.bitbucketServer,
};

import type { ConfigResolvers } from '../../graphql/generated/resolvers';
import { type Service, serviceEnumValue } from '../../config/providers';
import { loadInstallSettings } from '../../db/install-settings';
import { countSeatsUsed, hasInstallAdmins, installSeatsLimit } from '../owners';
import type { GraphQLContext } from '../../graphql/context';

/** Installation settings; each field is resolved lazily, for the provider of the request's URL. */
export interface ConfigValue {
  service: Service | null;
}

type LoginProvider =
  'GITHUB' | 'GITHUB_ENTERPRISE' | 'GITLAB' | 'GITLAB_ENTERPRISE' | 'BITBUCKET' | 'BITBUCKET_SERVER';

/** Self-hosted fields are null on the hosted edition. */
function selfHostedOnly<T>(resolve: (context: GraphQLContext) => Promise<T> | T) {
  return (_config: unknown, _args: unknown, context: GraphQLContext) =>
    context.settings.selfHosted ? resolve(context) : null;
}

export const Config: ConfigResolvers<GraphQLContext> = {
  // Okta is not listed: it signs in to one organisation (per-organisation settings), and there is no
  // install-wide `/login/okta` for a login page to link to.
  loginProviders: (_config, _args, context) =>
    context.settings.loginServices.map((service) => serviceEnumValue(service) as LoginProvider),
  syncProviders: (_config, _args, context) =>
    context.settings.loginServices.map((service) => serviceEnumValue(service) as LoginProvider),
  // Coverage series are kept in the database itself, on either backend: charts are always available.
  isTimescaleEnabled: () => true,
  planAutoActivate: selfHostedOnly(async ({ db }) => (await loadInstallSettings(db)).planAutoActivate),
  seatsUsed: selfHostedOnly(({ db }) => countSeatsUsed(db)),
  seatsLimit: selfHostedOnly(({ db, settings }) => installSeatsLimit(db, settings)),
  hasAdmins: selfHostedOnly(({ db }) => hasInstallAdmins(db)),
  selfHostedLicense: selfHostedOnly(async ({ db }) => {
    const { licenseExpiresAt } = await loadInstallSettings(db);
    return licenseExpiresAt ? { expirationDate: licenseExpiresAt } : null;
  }),
  githubEnterpriseURL: (_config, _args, context) => context.settings.enterpriseUrls.github,
  gitlabEnterpriseURL: (_config, _args, context) => context.settings.enterpriseUrls.gitlab,
  bitbucketServerURL: (_config, _args, context) => context.settings.enterpriseUrls.bitbucketServer,
};

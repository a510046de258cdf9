import type { FastifyInstance } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Kysely } from 'kysely';
import mercurius from 'mercurius';
import { typeDefs } from '@canopy/graphql-schema';
import { viewerOf } from '../auth/request-viewer';
import { InvalidApiTokenError } from '../auth/viewer';
import { normaliseService } from '../config/providers';
import type { Settings } from '../config/settings';
import type { Database } from '../db/schema';
import type { TokenCipher } from '../auth/oauth/token-cipher';
import type { GraphQLContext } from './context';
import type { ComparisonService } from '../modules/comparisons';
import type { JobQueue } from '../jobs/queue';
import type { ReportReader, YamlSecrets } from '../modules/reports';
import type { Storage } from '../storage/storage';
import { maxCostRule } from './cost';
import { withDeadline } from './deadline';
import { formatErrors, maxAliasesRule } from './errors';
import type { CostBudget } from './budget';
import { requestLimits } from './limits';
import { createLoaders } from '../loaders';
import { resolvers } from './resolvers';
import { noNulStringsRule } from './strings';

declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends GraphQLContext {}
}

interface GraphQLPluginOptions {
  db: Kysely<Database>;
  settings: Settings;
  /** Stored reports, for numbers the per-file totals cannot give (a flag's share of a report). */
  reports: ReportReader;
  comparisons: ComparisonService;
  queue: JobQueue;
  cipher: TokenCipher;
  /** Makes the secret strings of codecov.yml files. */
  yamlSecrets: YamlSecrets;
  storage: Storage;
  /** The per-client budget GraphQL shares with the `/internal` REST lists. */
  budget: CostBudget;
}

/** GraphQL at `/graphql/` (no provider) and `/graphql/:provider` (short or long provider code). */
export async function graphqlPlugin(
  app: FastifyInstance,
  { db, settings, reports, comparisons, queue, cipher, yamlSecrets, storage, budget }: GraphQLPluginOptions,
): Promise<void> {
  // Applies to the routes Mercurius registers below (same encapsulation context).
  app.addHook('onRequest', async (request, reply) => {
    const { provider } = (request.params ?? {}) as { provider?: string };
    if (provider && !normaliseService(provider)) {
      return reply.code(404).send({ status: 404, detail: `Unknown provider "${provider}"` });
    }
    // A bad API token is refused before any resolver runs: the caller meant to be someone, not a guest.
    try {
      await viewerOf(request, db, normaliseService(provider));
    } catch (error) {
      if (!(error instanceof InvalidApiTokenError)) throw error;
      return reply.code(401).send({ status: 401, detail: error.message });
    }
  });

  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: withDeadline(resolvers) as never,
    path: '/graphql/:provider?',
    routes: true,
    graphiql: false,
    jit: 1,
    queryDepth: 20,
    validationRules: [
      maxAliasesRule(10),
      maxCostRule(settings.graphqlMaxCost),
      noNulStringsRule,
      ...(settings.production ? [NoSchemaIntrospectionCustomRule] : []),
    ],
    // graphql-js' own switch for "Did you mean …?" (16.15; missing from Mercurius' types); formatErrors strips the rest.
    graphql: { validateOptions: { hideSuggestions: settings.production } as object },
    allowBatchedQueries: false,
    context: async (request): Promise<GraphQLContext> => {
      const deadline = Date.now() + settings.graphqlTimeoutMs;
      const service = normaliseService((request.params as { provider?: string }).provider);
      return {
        db,
        settings,
        reports,
        comparisons,
        queue,
        storage,
        service,
        viewer: await viewerOf(request, db, service),
        loaders: createLoaders(db, service, reports),
        cipher,
        yamlSecrets,
        deadline,
      };
    },
    errorFormatter: (execution, context) =>
      formatErrors(execution, context.reply?.log ?? app.log, {
        production: settings.production,
        bodyLimit: context.reply?.request.routeOptions.bodyLimit,
      }),
  });
  app.graphql.addHook('preExecution', requestLimits(budget));
}

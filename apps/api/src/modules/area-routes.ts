import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenCipher } from '../auth/oauth/token-cipher';
import type { Settings } from '../config/settings';
import type { Database } from '../db/schema';
import type { CostBudget } from '../graphql/budget';
import type { JobQueue } from '../jobs/queue';
import type { Storage } from '../storage/storage';
import type { ComparisonService } from './comparisons';
import type { ReportReader } from './reports';

/** What the server shares with the areas' REST routes; each area picks what its plugin needs. */
export interface RouteDeps {
  db: Kysely<Database>;
  settings: Settings;
  storage: Storage;
  queue: JobQueue;
  reports: ReportReader;
  comparisons: ComparisonService;
  /** Signs the storage URLs handed to uploaders. */
  signingKey: string;
  /** The global upload token in force (configured, or generated for development). */
  globalUploadToken: string | null;
  /** Encrypts secrets kept in the database (git host tokens, Okta client secrets). */
  cipher: TokenCipher;
  /** The per-client cost budget GraphQL and the `/internal` REST lists draw on together. */
  budget: CostBudget;
}

/** An area's REST routes, as its `index.ts` exports them (`routes`): registered by the server from `areas.ts`. */
export interface AreaRoutes {
  register(app: FastifyInstance, deps: RouteDeps): Promise<void>;
}

/** An area's Fastify plugin with the options it takes from the shared pieces. */
export function areaRoutes<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
  options: (deps: RouteDeps) => Options,
): AreaRoutes {
  return {
    register: async (app, deps) => {
      await app.register(plugin, options(deps));
    },
  };
}

import type { Kysely } from 'kysely';
import type { ComparisonService } from '../modules/comparisons';
import type { JobQueue } from '../jobs/queue';
import type { ReportReader, YamlSecrets } from '../modules/reports';
import type { Service } from '../config/providers';
import type { Settings } from '../config/settings';
import type { Database, OwnerRecord } from '../db/schema';
import type { TokenCipher } from '../auth/oauth/token-cipher';
import type { Viewer } from '../auth/viewer';
import type { Storage } from '../storage/storage';
import type { Loaders } from '../loaders';

/** What every resolver receives (besides Mercurius' own app/reply). */
export interface GraphQLContext {
  db: Kysely<Database>;
  settings: Settings;
  reports: ReportReader;
  /** Diffs and report comparisons, kept across requests. */
  comparisons: ComparisonService;
  /** Stored uploads, reports and diffs (erasing a repository removes its own). */
  storage: Storage;
  /** Background jobs (measurement backfills). */
  queue: JobQueue;
  /** Provider from the URL; null for `/graphql/`. */
  service: Service | null;
  viewer: Viewer | null;
  loaders: Loaders;
  /** Encrypts secrets kept in the database (Okta client secrets). */
  cipher: TokenCipher;
  /** Makes the secret strings of codecov.yml files (encodeSecretString). */
  yamlSecrets: YamlSecrets;
  /** Resolvers that have not started by this time (ms since the epoch) refuse to run; unset outside GraphQL. */
  deadline?: number;
}

/** The owner the viewer acts as, or null for anonymous visitors. */
export function viewerOwner(context: GraphQLContext): OwnerRecord | null {
  return context.viewer?.owner ?? null;
}

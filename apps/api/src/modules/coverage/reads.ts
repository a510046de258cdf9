import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Loaders } from '../../loaders';

/** What the coverage services read through: the database and the request's loaders (GraphQL or REST alike). */
export interface CoverageReads {
  db: Kysely<Database>;
  loaders: Loaders;
}

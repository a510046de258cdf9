import { type Kysely, sql } from 'kysely';

/**
 * Bundle caching (Codecov's `CacheConfig`): per repository and bundle name, whether a commit that gets bundle data
 * without that bundle carries its parent's copy forward (`bundle_reports.is_cached`). A bundle stored for a commit
 * of the default branch gets a row switched on unless it has one; members change it with updateBundleCacheConfig.
 * A bundle without a row is not cached.
 */
const up = [
  `create table bundle_cache_configs (
    repoid integer not null references repositories (repoid) on delete cascade,
    bundle_name text not null,
    is_caching boolean not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (repoid, bundle_name)
  )`,
];

const down = ['drop table if exists bundle_cache_configs cascade'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const bundleCacheConfig = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};

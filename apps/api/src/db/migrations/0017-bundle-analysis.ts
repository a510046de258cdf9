import { type Kysely, sql } from 'kysely';

/**
 * Bundle analysis: what the @codecov bundler plugins and bundle-analyzer upload (the stats JSON, read by
 * `parseBundleStats` of @canopy/bundle-analysis), stored per commit in Codecov's terms.
 *
 * - `bundle_reports`: one row per bundle of a commit (`commit_id`, `name` unique together). A new upload for the
 *   same bundle name replaces its row (and with it every row below); other bundles of the commit stay. Holds the
 *   build's info: `stats_version` ("1"–"3"), `plugin_name`/`plugin_version`, `bundler_name`/`bundler_version`
 *   (null for bundle-analyzer), `built_at`, `duration_ms`, `output_path`, and `upload_id`, the upload it came
 *   from (an `uploads` row with `upload_type = 'bundle_analysis'`, under a `commit_reports` row with
 *   `report_type = 'bundle_analysis'`). `is_cached` is false until bundles are carried over from a parent.
 * - `bundle_assets`: the files the build wrote: `name`, `normalized_name` (the name with its hash replaced, as the
 *   client computed it), `size` and `gzip_size` in bytes (`gzip_size` null when the client gave none: count the
 *   size), `asset_type`, the group of its extension (JAVASCRIPT, STYLESHEET, FONT, IMAGE or UNKNOWN), and
 *   `position`, the order in the stats.
 * - `bundle_chunks`: the bundler's chunks: `external_id` (the bundler's id), `unique_external_id` (the stats'
 *   `uniqueId`), `entry`, `initial` (neither: a lazy chunk), `position`.
 * - `bundle_assets_chunks`: which chunks each asset holds (a chunk's `files`).
 * - `bundle_modules`: the source modules (`name`, `size`, `position`); `bundle_chunks_modules`: the chunks each
 *   module is in (a module's `chunkUniqueIds`).
 * - `bundle_dynamic_imports`: the assets a chunk imports lazily (a chunk's `dynamicImports`).
 * - `bundle_analysis_metadata`: per commit, what the upload request said about the whole report
 *   (`compare_sha`: the commit the client asked to be compared with).
 *
 * Sums follow Codecov: bundle size = Σ assets.size; gzip size = Σ coalesce(gzip_size, size); load types ENTRY
 * (entry chunks), INITIAL (initial chunks), LAZY (neither), through bundle_assets_chunks.
 */
const up = [
  `create table bundle_reports (
    id bigint generated always as identity primary key,
    commit_id bigint not null references commits (id) on delete cascade,
    repoid integer not null references repositories (repoid) on delete cascade,
    name text not null,
    upload_id bigint references uploads (id) on delete set null,
    stats_version text not null,
    plugin_name text not null,
    plugin_version text not null,
    bundler_name text,
    bundler_version text,
    built_at timestamptz not null,
    duration_ms bigint not null,
    output_path text,
    is_cached boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (commit_id, name)
  )`,
  `create index bundle_reports_repo_name on bundle_reports (repoid, name)`,
  `create table bundle_assets (
    id bigint generated always as identity primary key,
    bundle_report_id bigint not null references bundle_reports (id) on delete cascade,
    position integer not null,
    name text not null,
    normalized_name text not null,
    size bigint not null,
    gzip_size bigint,
    asset_type text not null check (asset_type in ('JAVASCRIPT', 'STYLESHEET', 'FONT', 'IMAGE', 'UNKNOWN')),
    unique (bundle_report_id, position)
  )`,
  `create table bundle_chunks (
    id bigint generated always as identity primary key,
    bundle_report_id bigint not null references bundle_reports (id) on delete cascade,
    position integer not null,
    external_id text not null,
    unique_external_id text not null,
    entry boolean not null,
    initial boolean not null,
    unique (bundle_report_id, position)
  )`,
  `create table bundle_assets_chunks (
    asset_id bigint not null references bundle_assets (id) on delete cascade,
    chunk_id bigint not null references bundle_chunks (id) on delete cascade,
    primary key (asset_id, chunk_id)
  )`,
  `create index bundle_assets_chunks_chunk on bundle_assets_chunks (chunk_id)`,
  `create table bundle_modules (
    id bigint generated always as identity primary key,
    bundle_report_id bigint not null references bundle_reports (id) on delete cascade,
    position integer not null,
    name text not null,
    size bigint not null,
    unique (bundle_report_id, position)
  )`,
  `create table bundle_chunks_modules (
    chunk_id bigint not null references bundle_chunks (id) on delete cascade,
    module_id bigint not null references bundle_modules (id) on delete cascade,
    primary key (chunk_id, module_id)
  )`,
  `create index bundle_chunks_modules_module on bundle_chunks_modules (module_id)`,
  `create table bundle_dynamic_imports (
    chunk_id bigint not null references bundle_chunks (id) on delete cascade,
    asset_id bigint not null references bundle_assets (id) on delete cascade,
    primary key (chunk_id, asset_id)
  )`,
  `create index bundle_dynamic_imports_asset on bundle_dynamic_imports (asset_id)`,
  `create table bundle_analysis_metadata (
    commit_id bigint primary key references commits (id) on delete cascade,
    compare_sha text,
    updated_at timestamptz not null default now()
  )`,
];

const down = [
  'bundle_analysis_metadata',
  'bundle_dynamic_imports',
  'bundle_chunks_modules',
  'bundle_modules',
  'bundle_assets_chunks',
  'bundle_chunks',
  'bundle_assets',
  'bundle_reports',
].map((table) => `drop table if exists ${table} cascade`);

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const bundleAnalysis = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};

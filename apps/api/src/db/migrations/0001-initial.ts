import { type Kysely, sql } from 'kysely';

/**
 * Users, owners (users and organisations), sign-in sessions, repositories and installation settings.
 * Plain PostgreSQL that runs unchanged on PGlite and on a PostgreSQL server.
 */
const up = [
  `create table users (
    id integer generated always as identity primary key,
    external_id uuid not null default gen_random_uuid() unique,
    email text,
    name text,
    terms_agreement boolean,
    terms_agreement_at timestamptz,
    marketing_consent boolean not null default false,
    customer_intent text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table owners (
    ownerid integer generated always as identity primary key,
    service text not null,
    service_id text not null,
    username text not null,
    name text,
    email text,
    business_email text,
    avatar_url text,
    is_org boolean not null default false,
    user_id integer references users (id) on delete set null,
    staff boolean not null default false,
    is_install_admin boolean not null default false,
    organizations integer[] not null default '{}',
    admins integer[] not null default '{}',
    permission integer[] not null default '{}',
    plan_activated_users integer[] not null default '{}',
    plan text not null default 'users-developer',
    plan_provider text,
    plan_user_count integer not null default 1,
    plan_auto_activate boolean not null default true,
    trial_status text,
    trial_start_date timestamptz,
    trial_end_date timestamptz,
    pretrial_users_count integer,
    delinquent boolean not null default false,
    did_trial boolean not null default false,
    default_org_ownerid integer references owners (ownerid) on delete set null,
    private_access boolean not null default false,
    onboarding_completed boolean not null default false,
    student boolean not null default false,
    student_created_at timestamptz,
    student_updated_at timestamptz,
    upload_token_required boolean not null default false,
    org_upload_token uuid,
    yaml text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (service, service_id)
  )`,
  `create unique index owners_service_username on owners (service, lower(username))`,
  `create index owners_user_id on owners (user_id)`,
  `create index owners_organizations on owners using gin (organizations)`,
  `create index owners_plan_activated_users on owners using gin (plan_activated_users)`,
  `create table sessions (
    sessionid integer generated always as identity primary key,
    token_hash text not null unique,
    ownerid integer not null references owners (ownerid) on delete cascade,
    type text not null default 'login',
    name text,
    useragent text,
    ip text,
    last_four text not null,
    created_at timestamptz not null default now(),
    lastseen timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  `create index sessions_owner on sessions (ownerid, sessionid desc)`,
  `create index sessions_expires_at on sessions (expires_at)`,
  `create table repositories (
    repoid integer generated always as identity primary key,
    ownerid integer not null references owners (ownerid) on delete cascade,
    service_id text not null,
    name text not null,
    private boolean not null,
    active boolean not null default false,
    activated boolean not null default false,
    deleted boolean not null default false,
    default_branch text not null default 'main',
    upload_token uuid not null default gen_random_uuid() unique,
    image_token text not null default substr(md5(random()::text), 1, 10),
    language text,
    languages text[] not null default '{}',
    yaml text,
    bot_ownerid integer references owners (ownerid) on delete set null,
    coverage_enabled boolean not null default true,
    bundle_analysis_enabled boolean not null default false,
    test_analytics_enabled boolean not null default false,
    coverage_percent numeric(7, 4),
    coverage_totals jsonb,
    latest_commit_at timestamptz,
    oldest_commit_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (ownerid, service_id)
  )`,
  // One index per repository ordering (docs/api-contract.md §1.2), each ending in repoid as the cursor tie-breaker.
  `create unique index repositories_owner_name on repositories (ownerid, lower(name))`,
  `create index repositories_owner_name_order on repositories (ownerid, (lower(name)) collate "C", repoid)`,
  `create index repositories_owner_id on repositories (ownerid, repoid)`,
  `create index repositories_owner_commit_date
     on repositories (ownerid, coalesce(latest_commit_at, '-infinity'::timestamptz), repoid)`,
  `create index repositories_owner_coverage on repositories (ownerid, coalesce(coverage_percent, -1), repoid)`,
  `create table install_settings (
    id boolean primary key default true check (id),
    cookie_secret text not null,
    plan_auto_activate boolean not null default true,
    seats_limit integer,
    license_expires_at timestamptz,
    created_at timestamptz not null default now()
  )`,
];

const down = ['install_settings', 'repositories', 'sessions', 'owners', 'users'].map(
  (table) => `drop table if exists ${table} cascade`,
);

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const initial = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};

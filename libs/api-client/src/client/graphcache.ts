import { cacheExchange, type KeyingConfig, type UpdateResolver } from '@urql/exchange-graphcache';
import { relayPagination } from '@urql/exchange-graphcache/extras';
import type { IntrospectionQuery } from 'graphql';
import introspection from './graphcache-schema.json';

/**
 * Normalised-cache configuration.
 *
 * - `schema`: a minified introspection of the shared SDL (scripts/graphcache-schema.ts keeps it current), so
 *   fragments on unions (`owner.repository`, mutation `error`s) match exactly and union results are written
 *   without warnings.
 * - `keys`: graphcache keys an entity by `id`/`_id`. Owner and Repository have their own ids; every other
 *   object type without an `id` is embedded in its parent (`() => null`), which is what graphcache asks for
 *   to stay quiet. The list is derived from the schema so new types are covered.
 *
 * - `resolvers`: the lists pages load page by page (`useGraphqlInfiniteQuery`) are merged by
 *   `relayPagination()`, so a list reads as every page loaded so far.
 * - `updates.Mutation`: what a mutation changes beyond the entities of its answer (a list it adds to or removes
 *   from, the viewer's `me`). Each mutation definition brings its own (`cacheUpdate`).
 *
 * graphcache is the GraphQL cache of record (docs/adr/003): the hooks read it.
 */

export const graphcacheSchema = introspection as unknown as IntrospectionQuery;

type Data = Record<string, unknown>;

function ownerKey(data: Data): string | null {
  // Each provider has its own cache, and a username names one owner on a provider, so it is the key every
  // answer agrees on (ownerid is null for viewers outside the org); ownerid stands in when no username is read.
  if (typeof data['username'] === 'string') return `username:${data['username']}`;
  if (data['ownerid'] !== null && data['ownerid'] !== undefined) return `id:${String(data['ownerid'])}`;
  return null;
}

function repositoryKey(data: Data): string | null {
  return data['repoid'] !== null && data['repoid'] !== undefined ? String(data['repoid']) : null;
}

// Upload.id is the session number within its commit, not a global id: uploads stay embedded in their commit.
// A component's id is its id in codecov.yml, the same in every repository, commit and comparison: components
// stay embedded in what they measure.
const keyedTypes: KeyingConfig = {
  Owner: ownerKey,
  Repository: repositoryKey,
  Upload: () => null,
  Component: () => null,
  ComponentComparison: () => null,
  ComponentsYaml: () => null,
  // A test's id is the same on every branch and window, and its figures are not: each list keeps its own.
  TestResult: () => null,
};

interface MinifiedType {
  kind: string;
  name: string;
  fields?: ReadonlyArray<{ name: string }>;
}

const rootTypes = new Set(['Query', 'Mutation', 'Subscription']);

/** Object types graphcache embeds in their parent: no `id`, no custom key, not a root, connection or edge. */
export const embeddedTypenames: readonly string[] = (
  introspection.__schema.types as ReadonlyArray<MinifiedType>
)
  .filter(
    (type) =>
      type.kind === 'OBJECT' &&
      !rootTypes.has(type.name) &&
      !(type.name in keyedTypes) &&
      !/^__|PageInfo|(Connection|Edge)$/.test(type.name) &&
      !type.fields?.some((field) => field.name === 'id' || field.name === '_id'),
  )
  .map((type) => type.name);

export const graphcacheKeys: KeyingConfig = {
  ...Object.fromEntries(embeddedTypenames.map((typename) => [typename, () => null])),
  ...keyedTypes,
};

/** Connection fields read page by page: `after` loads the next page into the same list. */
export const pagedConnections: Readonly<Record<string, readonly string[]>> = {
  Me: ['myOrganizations'],
  Owner: ['repositories'],
  Repository: ['branches', 'commits', 'pulls'],
  CoverageAnalytics: ['flags'],
  Commit: ['deprecatedPathContents'],
  BundleReport: ['assetsPaginated'],
  TestAnalytics: ['testResults'],
};

const resolvers = Object.fromEntries(
  Object.entries(pagedConnections).map(([typename, fields]) => [
    typename,
    Object.fromEntries(fields.map((field) => [field, relayPagination()])),
  ]),
);

// graphcache looks a mutation's updater up when its answer is written, so one registered later still runs.
const mutationUpdates: Record<string, UpdateResolver> = {};

/** Registers what a mutation field changes in the cache beyond the keyed entities of its answer. */
export function registerMutationUpdate(fieldName: string, update: UpdateResolver): void {
  mutationUpdates[fieldName] = update;
}

// What a query's answer changes beyond its own fields (a finished sync makes the owners' lists stale).
const queryUpdates: Record<string, UpdateResolver> = {};

/** Registers what writing a root query field changes in the cache beyond the field itself. */
export function registerQueryUpdate(fieldName: string, update: UpdateResolver): void {
  queryUpdates[fieldName] = update;
}

export function createCacheExchange() {
  return cacheExchange({
    schema: graphcacheSchema,
    keys: graphcacheKeys,
    resolvers,
    updates: { Mutation: mutationUpdates, Query: queryUpdates },
  });
}

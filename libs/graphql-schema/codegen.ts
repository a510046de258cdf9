// GraphQL code generation: `npm run codegen` (nx target `codegen`) writes the files below;
// `npm run codegen:check` (nx target `codegen:check`) fails when any of them is stale.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { schemaFiles } from './codegen/schema-files.cjs';

const here = __dirname;
const schema = schemaFiles();
/** The data-access libs of the web app: each gets `src/generated/operations.ts` typed from its own documents. */
const clientLibs = [
  'api-client',
  'repo-data-access',
  'account-data-access',
  'admin-data-access',
  'bundles-data-access',
  'tests-data-access',
  'plan-data-access',
].map((lib) => path.join(here, '..', lib, 'src'));
/** The server's GraphQL folder: its resolver types are generated there (imports in them are relative to it). */
const serverGraphql = path.join(here, '../../apps/api/src/graphql');

/** Client documents are TypeScript files of a data-access lib holding a graphql`…`/gql`…` tag or a GraphQL comment. */
function clientDocumentFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory())
      return entry === 'generated' || entry === 'testing' ? [] : clientDocumentFiles(full);
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) return [];
    return /\b(graphql|gql)\s*[(`]|\/\*\s*GraphQL\s*\*\//.test(readFileSync(full, 'utf8')) ? [full] : [];
  });
}

const operationTargets = Object.fromEntries(
  clientLibs
    .map((src) => [src, clientDocumentFiles(src)] as const)
    .filter(([, documents]) => documents.length > 0)
    .map(([src, documents]) => [
      path.join(src, 'generated/operations.ts'),
      {
        documents,
        plugins: ['typescript-operations'],
        config: {
          useTypeImports: true,
          enumType: 'string-literal',
          avoidOptionals: { field: true },
          scalars: { DateTime: 'string' },
        },
      },
    ]),
);

const config: CodegenConfig = {
  overwrite: true,
  schema,
  generates: {
    [path.join(here, 'src/generated/schema-sdl.ts')]: {
      plugins: [path.join(here, 'codegen/sdl-string-plugin.cjs')],
    },
    // The server's resolver types, generated where they are used: each parent type is the record or value the
    // server's resolvers really receive, and the context is the server's own.
    [path.join(serverGraphql, 'generated/resolvers.ts')]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: true,
        scalars: { DateTime: { input: 'string', output: 'Date | string' } },
        contextType: '../context#GraphQLContext',
        mappers: {
          Me: '../../modules/me#MeValue',
          User: '../../db/schema#OwnerRecord',
          trackingMetadata: '../../modules/me#MeValue',
          Owner: '../../db/schema#OwnerRecord',
          // An organisation is its own account.
          Account: '../../db/schema#OwnerRecord',
          Repository: '../../db/schema#RepositoryRecord',
          Config: '../../modules/config#ConfigValue',
          Branch: '../../db/schema#BranchRecord',
          Commit: '../../db/schema#CommitRecord',
          CommitNotification: '../../db/schema#CommitNotificationRecord',
          CommitCoverageAnalytics: '../../db/schema#CommitRecord',
          Upload: '../../db/schema#UploadRecord',
          PathContents: '../../modules/coverage#PathContentsValue',
          CoverageAnalytics: '../../db/schema#RepositoryRecord',
          Pull: '../../db/schema#PullRecord',
          Comparison: '../../modules/comparisons#CoverageComparison',
          ImpactedFile: '../../modules/comparisons#ImpactedFileValue',
          // Aliased: the schema has types of the same names.
          SegmentComparison: '@canopy/coverage#SegmentComparison as SegmentComparisonValue',
          LineComparison: '@canopy/coverage#LineComparison as LineComparisonValue',
          Flag: '../../modules/measurements#FlagValue',
          File: '../../modules/coverage#FileValue',
          CommitBundleAnalysis: '../../db/schema#CommitRecord',
          BundleAnalysisReport: '../../modules/bundle-analysis#BundleReportSetValue',
          BundleReport: '../../modules/bundle-analysis#BundleReportValue',
          BundleAsset: '../../modules/bundle-analysis#BundleAssetValue',
          BundleReportInfo: '../../modules/bundle-analysis#StoredBundleReport',
          CommitTestResults: '../../db/schema#CommitRecord',
          // The repository whose test analytics are read.
          TestAnalytics: '../../db/schema#RepositoryRecord',
        },
        resolversNonOptionalTypename: { unionMember: true, interfaceImplementingType: true },
      },
    },
    ...operationTargets,
  },
};

// The code generator reads the configuration from the default export.
// eslint-disable-next-line no-restricted-syntax
export default config;

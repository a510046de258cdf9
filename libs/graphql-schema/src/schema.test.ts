import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  GraphQLObjectType,
  GraphQLUnionType,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { joinedSchema } from '../codegen/schema-files.cjs';
import { typeDefs } from './index';

const schema = buildSchema(typeDefs);

const PRINTED_HEADER =
  '# The merged schema as graphql prints it, types and fields sorted: a change to the API shows up here.\n' +
  '# Regenerate: CANOPY_UPDATE_SCHEMA=1 npm test -w @canopy/graphql-schema -- schema.test\n\n';

function fieldsOf(typeName: string): string[] {
  const type = schema.getType(typeName);
  if (!(type instanceof GraphQLObjectType)) throw new Error(`${typeName} is not an object type`);
  return Object.keys(type.getFields());
}

describe('the Canopy schema', () => {
  it('is exported exactly as written in src/schema/*.graphql (the generated files are current)', () => {
    expect(typeDefs).toBe(joinedSchema());
  });

  // The API report: every type and field, sorted, so that splitting or moving SDL between areas changes nothing
  // here, and a real change to the API shows up in review. CANOPY_UPDATE_SCHEMA=1 rewrites it.
  it('prints as schema.printed.graphql', () => {
    const file = path.join(__dirname, 'schema.printed.graphql');
    const printed = `${PRINTED_HEADER}${printSchema(lexicographicSortSchema(schema))}\n`;
    if (process.env.CANOPY_UPDATE_SCHEMA === '1') writeFileSync(file, printed);
    expect(printed).toBe(readFileSync(file, 'utf8'));
  });

  it('has the query root of the contract', () => {
    expect(fieldsOf('Query')).toEqual(expect.arrayContaining(['me', 'owner', 'config']));
    expect(
      schema
        .getQueryType()
        ?.getFields()
        .owner?.args.map((arg) => arg.name),
    ).toEqual(['username']);
  });

  it.each([
    [
      'Me',
      [
        'email',
        'businessEmail',
        'onboardingCompleted',
        'privateAccess',
        'termsAgreement',
        'user',
        'owner',
        'trackingMetadata',
        'myOrganizations',
        'viewableRepositories',
      ],
    ],
    ['User', ['username', 'name', 'avatarUrl', 'student', 'studentCreatedAt', 'studentUpdatedAt']],
    [
      'trackingMetadata',
      [
        'service',
        'ownerid',
        'serviceId',
        'plan',
        'staff',
        'hasYaml',
        'bot',
        'delinquent',
        'didTrial',
        'planProvider',
        'planUserCount',
        'createstamp',
        'updatestamp',
        'profile',
      ],
    ],
    [
      'Owner',
      [
        'username',
        'avatarUrl',
        'ownerid',
        'hashOwnerid',
        'isCurrentUserPartOfOrg',
        'isCurrentUserActivated',
        'isAdmin',
        'defaultOrgUsername',
        'hasPrivateRepos',
        'hasActiveRepos',
        'hasPublicRepos',
        'numberOfUploads',
        'orgUploadToken',
        'uploadTokenRequired',
        'isUserOktaAuthenticated',
        'isGithubRateLimited',
        'hasGithubApp',
        'plan',
        'pretrialPlan',
        'repository',
        'repositories',
      ],
    ],
    [
      'Repository',
      [
        'repoid',
        'name',
        'private',
        'active',
        'activated',
        'defaultBranch',
        'author',
        'updatedAt',
        'latestCommitAt',
        'oldestCommitAt',
        'uploadToken',
        'graphToken',
        'yaml',
        'isFirstPullRequest',
        'coverageEnabled',
        'bundleAnalysisEnabled',
        'testAnalyticsEnabled',
        'languages',
        'isGithubRateLimited',
        'repositoryConfig',
        'coverageAnalytics',
        'isDemo',
        'displayName',
      ],
    ],
    [
      'Config',
      [
        'loginProviders',
        'syncProviders',
        'isTimescaleEnabled',
        'planAutoActivate',
        'seatsUsed',
        'seatsLimit',
        'hasAdmins',
        'selfHostedLicense',
        'githubEnterpriseURL',
      ],
    ],
    ['CoverageAnalytics', ['percentCovered', 'commitSha', 'hits', 'misses', 'lines']],
    ['RepositoryConnection', ['edges', 'totalCount', 'pageInfo']],
    ['MyOrganizationConnection', ['edges', 'totalCount', 'pageInfo']],
    ['PageInfo', ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor']],
  ])('names the fields of %s as the contract does', (typeName, fields) => {
    expect(fieldsOf(typeName)).toEqual(expect.arrayContaining(fields));
  });

  it('returns repository lookups as a union with the error types', () => {
    const union = schema.getType('RepositoryResult');
    expect(union).toBeInstanceOf(GraphQLUnionType);
    expect(
      (union as GraphQLUnionType)
        .getTypes()
        .map((type) => type.name)
        .sort(),
    ).toEqual(['NotFoundError', 'OwnerNotActivatedError', 'Repository']);
  });

  it('gives every mutation an input and a payload with an error union', () => {
    const mutations = schema.getMutationType()?.getFields() ?? {};
    expect(Object.keys(mutations).sort()).toEqual([
      'activateMeasurements',
      'cancelTrial',
      'createApiToken',
      'createUserToken',
      'deleteComponentMeasurements',
      'deleteFlag',
      'deleteSession',
      'encodeSecretString',
      'eraseRepository',
      'regenerateOrgUploadToken',
      'regenerateRepositoryGraphToken',
      'regenerateRepositoryUploadToken',
      'requestAiTestSuggestions',
      'revokeUserToken',
      'saveOktaConfig',
      'saveTermsAgreement',
      'setUploadTokenRequired',
      'setYamlOnOwner',
      'startTrial',
      'syncWithGitProvider',
      'updateBundleCacheConfig',
      'updateDefaultOrganization',
      'updateProfile',
      'updateRepository',
      'updateSelfHostedSettings',
    ]);
    // The contract gives syncWithGitProvider no input: it always syncs the signed-in person.
    const noInput = ['syncWithGitProvider'];
    for (const mutation of Object.values(mutations)) {
      expect(mutation.args.map((arg) => arg.name)).toEqual(noInput.includes(mutation.name) ? [] : ['input']);
      const payload = mutation.type as GraphQLObjectType;
      expect(payload.name).toMatch(/Payload$/);
      expect(payload.getFields().error?.type).toBeInstanceOf(GraphQLUnionType);
    }
  });
});

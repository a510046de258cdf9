import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, GraphQLObjectType, GraphQLUnionType } from 'graphql';
import { typeDefs } from './index';

const schema = buildSchema(typeDefs);

function fieldsOf(typeName: string): string[] {
  const type = schema.getType(typeName);
  if (!(type instanceof GraphQLObjectType)) throw new Error(`${typeName} is not an object type`);
  return Object.keys(type.getFields());
}

describe('the Canopy schema', () => {
  it('is exported exactly as written in schema.graphql (the generated files are current)', () => {
    expect(typeDefs).toBe(readFileSync(path.join(__dirname, 'schema.graphql'), 'utf8'));
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
      'deleteComponentMeasurements',
      'deleteFlag',
      'saveTermsAgreement',
      'updateDefaultOrganization',
      'updateProfile',
    ]);
    for (const mutation of Object.values(mutations)) {
      expect(mutation.args.map((arg) => arg.name)).toEqual(['input']);
      const payload = mutation.type as GraphQLObjectType;
      expect(payload.name).toMatch(/Payload$/);
      expect(payload.getFields().error?.type).toBeInstanceOf(GraphQLUnionType);
    }
  });
});

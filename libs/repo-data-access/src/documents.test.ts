/** The repository pages' documents, held to the same rules as the core's. */
import { describeDocuments } from '@canopy/api-client/testing';
import type { DocumentNode } from 'graphql';
import * as repoData from './index';

describeDocuments(repoData, { minimum: 38 });

test('names the operations the spec lists for the repository pages', () => {
  const names = Object.values(repoData)
    .filter(
      (value): value is DocumentNode => typeof value === 'object' && value !== null && 'definitions' in value,
    )
    .flatMap((document) => document.definitions)
    .flatMap((definition) =>
      definition.kind === 'OperationDefinition' && definition.name ? [definition.name.value] : [],
    );
  expect(names).toEqual(
    expect.arrayContaining([
      'GetRepoOverview',
      'GetRepoCoverage',
      'GetRepoSettings',
      'GetRepoSettingsTeam',
      'GetRepoRateLimitStatus',
      'GetOwnerRateLimitStatus',
      'BackfillFlagMemberships',
      'BackfillComponentMemberships',
      'FlagsSelect',
      'PullFlagsSelect',
      'ComponentMeasurements',
    ]),
  );
});

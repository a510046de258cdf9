import { connectionFixture, graphqlHandler, repositoryFixture } from '@canopy/api-client/testing';

/**
 * The branch selector of a measurements page (flags, components): GetBranches lists `names`, and
 * GetRepoCoverage answers any branch with a head commit, for the 'Source: latest commit' line.
 */
export function branchContextHandlers(owner: { ownerid: number; username: string }, names: string[]) {
  return [
    graphqlHandler('GetBranches', {
      owner: {
        ...owner,
        repository: repositoryFixture({
          branches: {
            ...connectionFixture(names.map((name) => ({ name, headSha: 'c0ffee', head: null }))),
            totalCount: names.length,
          },
        } as never),
      },
    }),
    graphqlHandler('GetRepoCoverage', ({ variables }) => ({
      owner: {
        ...owner,
        repository: repositoryFixture({
          repositoryConfig: { indicationRange: null },
          branch: {
            name: variables.branch,
            head: {
              commitid: 'abcdef1234567890',
              createdAt: '2026-01-01T00:00:00Z',
              yamlState: null,
              coverageAnalytics: null,
            },
          },
        } as never),
      },
    })),
  ];
}

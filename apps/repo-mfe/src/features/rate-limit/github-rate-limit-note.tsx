import { Anchor } from '@mantine/core';

/** GitHub's page on the REST API's rate limits: only ever linked to. */
export const GITHUB_RATE_LIMITS_DOCS_URL =
  'https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api';

/**
 * The note that takes the place of Resync on the owner page while GitHub refuses the signed-in person's calls.
 * A file of its own: the owner page is repo-mfe's first load, which the repository pages' data layer stays out of.
 */
export function GithubRateLimitNote() {
  return (
    <>
      It may be due to{' '}
      <Anchor href={GITHUB_RATE_LIMITS_DOCS_URL} target="_blank" rel="noopener noreferrer" size="sm">
        GitHub rate limits.
      </Anchor>
    </>
  );
}

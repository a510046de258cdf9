import { Anchor, Text } from '@mantine/core';
import { isGitHub } from '@canopy/auth';
import { useRepoRateLimitStatus } from '@canopy/repo-data-access';
import { Banner } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';
import { GITHUB_RATE_LIMITS_DOCS_URL } from './github-rate-limit-note';

/**
 * "Rate limit exceeded" on a commit or pull request of a GitHub repository while GitHub refuses Canopy's calls
 * for the repository's owner: what Canopy reads from GitHub for this page may be missing until the limit
 * resets. Nothing on other hosts, and nothing when the status is unknown (null) or cannot be read.
 */
export function GithubRateLimitBanner() {
  const { provider, owner, repo } = useRepoFrame();
  const github = isGitHub(provider);
  const status = useRepoRateLimitStatus({ provider, owner, repo }, { enabled: github });
  if (!github || status.data !== true) return null;
  return (
    <Banner variant="warning" title="Rate limit exceeded">
      <Text size="sm">
        Unable to calculate coverage due to GitHub rate limit exceeded. Please retry later. More info on rate
        limits:{' '}
        <Anchor href={GITHUB_RATE_LIMITS_DOCS_URL} target="_blank" rel="noopener noreferrer" fz="sm">
          Github documentation.
        </Anchor>
      </Text>
    </Banner>
  );
}

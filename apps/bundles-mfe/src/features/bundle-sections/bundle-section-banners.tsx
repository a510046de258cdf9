import { Anchor, Button, Group, Text } from '@mantine/core';
import type { BundleComparisonProblem } from '@canopy/bundles-data-access';
import { Banner } from '@canopy/ui-kit';
import { BUNDLE_DOCS_URL } from '../bundles/bundle-banners';
import {
  type BundleSubject,
  CACHED_BUNDLES,
  explainBundleProblem,
  FIRST_PULL_TEXT,
  FIRST_PULL_TITLE,
  LOAD_ERROR_TITLE,
  PROCESSING_TITLE,
} from './bundle-section-messages';

/** Some bundle comes from an earlier commit's upload (bundle caching). */
export function CachedBundlesBanner() {
  return (
    <Banner>
      <Text size="sm">{CACHED_BUNDLES}</Text>
    </Banner>
  );
}

/** Why the bundles were not compared: the first pull request is welcomed, the rest explained. */
export function BundleProblemBanner({
  problem,
  subject,
}: {
  problem: BundleComparisonProblem;
  subject: BundleSubject;
}) {
  if (problem.typename === 'FirstPullRequest') {
    return (
      <Banner title={FIRST_PULL_TITLE}>
        <Text size="sm">{FIRST_PULL_TEXT}</Text>
      </Banner>
    );
  }
  const { title, text } = explainBundleProblem(problem.typename, subject);
  return (
    <Banner variant="warning" title={title}>
      <Text size="sm">
        {text}{' '}
        <Anchor href={BUNDLE_DOCS_URL} target="_blank" rel="noopener noreferrer" size="sm">
          Learn more here
        </Anchor>
      </Text>
    </Banner>
  );
}

/** The head's bundle stats are not processed yet; the section asks again by itself. */
export function BundlesProcessingBanner() {
  return (
    <Banner title={PROCESSING_TITLE}>
      <Text size="sm">
        The bundle stats of the head are being processed; this section updates by itself once they are done.
      </Text>
    </Banner>
  );
}

/** The head's bundle stats upload failed in processing, with the reason the server kept when it is known. */
export function BundlesFailedBanner({ reason }: { reason?: string | null }) {
  return (
    <Banner variant="error" title="The bundle stats could not be processed">
      <Text size="sm">
        Processing the bundle stats of the head failed. Check the bundler plugin's output in CI, then upload
        them again with a new commit.
      </Text>
      {reason && (
        <Text size="sm" mt="xs" data-testid="bundle-upload-error">
          Reason: {reason}
        </Text>
      )}
    </Banner>
  );
}

/** The request failed (network, server): say so and offer to ask again. */
export function BundleLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Banner variant="error" title={LOAD_ERROR_TITLE}>
      <Group gap="sm">
        <Text size="sm">Try again in a moment.</Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Banner>
  );
}

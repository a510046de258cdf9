import { useState } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useBadgeBundles } from '@canopy/repo-data-access';
import { Select } from '@canopy/ui-kit';
import { type BadgeTarget, bundleBadgeUrl } from './badge-urls';
import { SnippetBlock } from './snippet-block';

export interface BundleBadgeProps {
  provider: string;
  owner: string;
  repo: string;
  defaultBranch: string;
  /** The badge target of the default branch (with the graph token of a private repository). */
  target: BadgeTarget;
  link: string;
}

/**
 * The bundle size badge: a select of the default branch head's bundles, the live badge of the chosen one and
 * its Markdown, HTML and reStructuredText snippets.
 */
export function BundleBadge({ provider, owner, repo, defaultBranch, target, link }: BundleBadgeProps) {
  const bundles = useBadgeBundles({ provider, owner, repo, branch: defaultBranch });
  const [chosen, setChosen] = useState<string | null>(null);
  const names = bundles.data ?? [];
  const bundle = chosen && names.includes(chosen) ? chosen : (names[0] ?? null);
  const url = bundle ? bundleBadgeUrl({ ...target, branch: null }, bundle) : null;

  return (
    <Stack gap="xs" component="section" aria-label="Bundle badge">
      <Title order={2} size="h4">
        Bundle badge
      </Title>
      <Text size="sm" c="dimmed">
        A live image of a bundle&apos;s total size on the default branch, to embed in a README or a web page.
      </Text>
      <Select
        label="Bundle"
        items={names}
        value={bundle}
        onChange={setChosen}
        placeholder={bundles.isPending ? 'Loading bundles…' : 'No bundles on the default branch'}
        searchable
        resourceName="bundle"
        isLoading={bundles.isPending}
        disabled={names.length === 0}
      />
      {url && bundle && (
        <>
          <Group>
            <img src={url} alt={`Bundle size badge of ${bundle}`} />
          </Group>
          <SnippetBlock name="bundle badge" url={url} link={link} alt="bundle size" />
        </>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useRepoGraphToken } from '@canopy/api-client';
import { serverOrigin, useConfigEnv } from '@canopy/auth';
import { CopyButton } from '@canopy/ui-kit';
import { BranchSelector } from '../branch-selector/branch-selector';
import { useRepoFrame } from '../common/repo-frame-context';
import { type BadgeImage, type BadgeTarget, imageUrl } from './badge-urls';
import { BundleBadge } from './bundle-badge';
import { SnippetBlock } from './snippet-block';

const GRAPHS: ReadonlyArray<{ image: BadgeImage; title: string; about: string }> = [
  {
    image: 'sunburst',
    title: 'Sunburst',
    about:
      'The inner-most circle is the entire project, moving away from the center are folders then, finally, a single file. The size and colour of each slice represent the number of statements and the coverage.',
  },
  {
    image: 'tree',
    title: 'Grid',
    about:
      'Each block represents a single file in the project. The size and colour of each block represent the number of statements and the coverage.',
  },
  {
    image: 'icicle',
    title: 'Icicle',
    about:
      'The top section represents the entire project, proceeding with folders and finally individual files. The size and colour of each slice represent the number of statements and the coverage.',
  },
];

/**
 * `config/badge`: the README badge and the sunburst, grid and icicle graphs of a branch, and, with bundle
 * analysis, a bundle's size badge, each with a live preview and Markdown, HTML and reStructuredText snippets. Private repositories' URLs carry the graph token.
 */
export function BadgePage() {
  const { provider, owner, repo, repository, basePath } = useRepoFrame();
  const config = useConfigEnv();
  const defaultBranch = repository.defaultBranch ?? 'main';
  const [branch, setBranch] = useState(defaultBranch);
  const token = useRepoGraphToken({ provider, owner, repo });

  if (repository.private && token.isPending) return <Loader aria-label="Loading the graph token" />;
  const graphToken = repository.private ? (token.data?.graphToken ?? null) : null;
  const target: BadgeTarget = {
    apiUrl: serverOrigin(config.API_URL),
    provider,
    owner,
    repo,
    branch: branch === defaultBranch ? null : branch,
    token: graphToken,
  };
  const link = `${serverOrigin(config.BASE_URL)}${basePath}`;
  const badgeUrl = imageUrl(target, 'badge');

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Coverage badge
        </Title>
        <Text size="sm" c="dimmed">
          A live image to embed in a README or a web page: the coverage of the branch, coloured by the
          repository&apos;s coverage range.
        </Text>
        <BranchSelector label="Branch" value={branch} onChange={setBranch} />
        <Group>
          <img src={badgeUrl} alt={`Coverage badge of ${owner}/${repo}`} />
        </Group>
        <SnippetBlock name="badge" url={badgeUrl} link={link} alt="coverage" />
      </Stack>
      {repository.bundleAnalysisEnabled && (
        <BundleBadge
          provider={provider}
          owner={owner}
          repo={repo}
          defaultBranch={defaultBranch}
          target={target}
          link={link}
        />
      )}
      {graphToken && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            Graph token
          </Title>
          <Text size="sm" c="dimmed">
            Private repositories&apos; badges and graphs need it as <code>?token=</code>; the URLs below
            include it.
          </Text>
          <Group gap="xs">
            <Text ff="monospace" size="sm" data-testid="graph-token">
              {graphToken}
            </Text>
            <CopyButton value={graphToken} label="Copy graph token" />
          </Group>
        </Stack>
      )}
      <Title order={2} size="h4">
        Graphs
      </Title>
      {GRAPHS.map((graph) => {
        const url = imageUrl(target, graph.image);
        return (
          <Card key={graph.image} withBorder component="section" aria-label={`${graph.title} graph`}>
            <Stack gap="xs">
              <Title order={3} size="h5">
                {graph.title}
              </Title>
              <Text size="sm" c="dimmed">
                {graph.about}
              </Text>
              <img src={url} alt={`${graph.title} graph of ${owner}/${repo}`} style={{ maxWidth: 300 }} />
              <SnippetBlock
                name={`${graph.title.toLowerCase()} graph`}
                url={url}
                link={link}
                alt={graph.title}
              />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

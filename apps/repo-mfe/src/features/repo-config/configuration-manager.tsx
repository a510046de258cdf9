import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageError } from '@canopy/auth';
import { type RepoSettings, useRepoSettings } from '@canopy/repo-data-access';
import { repoPaths } from '@canopy/routes';
import { type BundleCachingProps, FullPageLoader, RemoteSection } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';
import { ProFeatures } from './pro-features';

interface Feature {
  name: string;
  about: string;
  configured: boolean;
  /** Its page once set up, its set-up guide before. */
  link: { to: string; label: string };
  /** More it offers once set up (bundle caching). */
  extra?: ReactNode;
}

function featuresOf(settings: RepoSettings, basePath: string, caching: BundleCachingProps | null): Feature[] {
  // Coverage is set up once a report has arrived: the upload is what turns it on.
  const coverage = settings.active;
  return [
    {
      name: 'Coverage',
      about: 'Coverage reports uploaded from CI, with pull request comments and status checks.',
      configured: coverage,
      link: coverage
        ? { to: basePath, label: 'View coverage' }
        : { to: repoPaths.setup(basePath), label: 'Set up coverage' },
    },
    {
      name: 'Bundle analysis',
      about: 'The size of JavaScript bundles, commit by commit.',
      configured: settings.bundleAnalysisEnabled,
      link: settings.bundleAnalysisEnabled
        ? { to: repoPaths.bundles(basePath), label: 'View bundles' }
        : { to: repoPaths.bundlesSetup(basePath), label: 'Set up bundle analysis' },
      // Bundle caching belongs to bundles_mfe: its button and modal are embedded as they are.
      extra: settings.bundleAnalysisEnabled && caching && (
        <RemoteSection<BundleCachingProps> id="bundles_mfe/BundleCaching" section="caching" props={caching} />
      ),
    },
    {
      name: 'Test analytics',
      about: 'Failed and flaky tests from JUnit reports.',
      configured: settings.testAnalyticsEnabled,
      link: settings.testAnalyticsEnabled
        ? { to: repoPaths.tests(basePath), label: 'View tests' }
        : { to: repoPaths.testsSetup(basePath), label: 'Set up test analytics' },
    },
  ];
}

function FeatureRow({ feature }: { feature: Feature }) {
  return (
    <Paper withBorder p="md" component="li" aria-label={feature.name} style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {feature.configured ? (
            <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
          ) : (
            <IconCircleDashed size={20} color="var(--mantine-color-dimmed)" aria-hidden />
          )}
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {feature.name}
              </Text>
              <Badge size="sm" variant="light" color={feature.configured ? 'green' : 'gray'}>
                {feature.configured ? 'Configured' : 'Not configured'}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {feature.about}
            </Text>
          </Stack>
        </Group>
        {/* The actions keep their width; the description wraps instead. */}
        <Group gap="md" wrap="nowrap" style={{ flexShrink: 0 }}>
          {feature.extra}
          <Anchor component={Link} to={feature.link.to} size="sm">
            {feature.link.label}
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * `config`: which products are set up for this repository, each with its page or its set-up guide, then the
 * Pro plan's coverage features once coverage is.
 */
export function ConfigurationManager() {
  const { provider, owner, repo, basePath } = useRepoFrame();
  const query = useRepoSettings({ provider, owner, repo });
  if (query.isError) return <PageError error={query.error} />;
  if (!query.data) return <FullPageLoader fullPage={false} label="Loading configuration" />;
  const defaultBranch = query.data.defaultBranch;
  const caching = defaultBranch ? { provider, owner, repo, branch: defaultBranch } : null;
  return (
    <Stack gap="md" maw={760} data-testid="configuration-manager">
      <Title order={2} size="h4">
        Configuration Manager
      </Title>
      <Stack gap="sm" component="ul" p={0} m={0}>
        {featuresOf(query.data, basePath, caching).map((feature) => (
          <FeatureRow key={feature.name} feature={feature} />
        ))}
      </Stack>
      {query.data.active && <ProFeatures />}
    </Stack>
  );
}

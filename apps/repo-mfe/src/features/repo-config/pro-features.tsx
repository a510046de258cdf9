import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMeasurementStatus } from '@canopy/repo-data-access';
import { joinPath, ownerPaths, repoPaths } from '@canopy/routes';
import { useRepoFrame } from '../common/repo-frame-context';

interface ProFeature {
  name: string;
  about: string;
  /** Null while not known. */
  configured: boolean | null;
  link: { to: string; label: string };
}

/** `coverage.status.project` in the repository's codecov.yml (status checks on the whole project). */
export function hasProjectStatus(yaml: string | null | undefined): boolean {
  if (!yaml) return false;
  // The key sits under `status:`, deeper than it: one indented `project:` after a `status:` line.
  return /^\s*status\s*:[^\n]*\n(?:\s+[^\n]*\n)*?\s+project\s*:/m.test(yaml);
}

function FeatureRow({ feature, onTeam }: { feature: ProFeature; onTeam: boolean }) {
  const configured = !onTeam && feature.configured;
  return (
    <Paper
      withBorder
      p="md"
      component="li"
      aria-label={feature.name}
      style={{ listStyle: 'none', opacity: onTeam ? 0.75 : undefined }}
      data-unavailable={onTeam || undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {onTeam ? (
            <IconLock size={20} color="var(--mantine-color-dimmed)" aria-hidden />
          ) : configured ? (
            <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
          ) : (
            <IconCircleDashed size={20} color="var(--mantine-color-dimmed)" aria-hidden />
          )}
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {feature.name}
              </Text>
              {onTeam ? (
                <Badge size="sm" variant="light" color="gray">
                  Available with Pro Plan
                </Badge>
              ) : (
                feature.configured !== null && (
                  <Badge size="sm" variant="light" color={configured ? 'green' : 'gray'}>
                    {configured ? 'Configured' : 'Not configured'}
                  </Badge>
                )
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {feature.about}
            </Text>
          </Stack>
        </Group>
        {!onTeam && (
          <Anchor component={Link} to={feature.link.to} size="sm" style={{ flexShrink: 0 }}>
            {feature.link.label}
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The coverage features of the Pro plan (reference §9.8): project status checks, flags and components. A
 * private repository of a Team-plan owner lists them greyed, "Available with Pro Plan", with the way to upgrade
 * for those who may.
 */
export function ProFeatures() {
  const { provider, owner, repo, basePath, repository, isAdmin, isTeamPrivate = false } = useRepoFrame();
  const flags = useMeasurementStatus({ provider, owner, repo, kind: 'flags' }, { enabled: !isTeamPrivate });
  const components = useMeasurementStatus(
    { provider, owner, repo, kind: 'components' },
    { enabled: !isTeamPrivate },
  );
  const features: ProFeature[] = [
    {
      name: 'Project coverage',
      about: 'Status checks on the coverage of the whole project, against a target or the base commit.',
      configured: hasProjectStatus(repository.yaml),
      link: { to: repoPaths.config(basePath, 'yaml'), label: 'View YAML' },
    },
    {
      name: 'Flags',
      about: 'Coverage of each group of uploads (unit, integration …), tracked over time.',
      configured: flags.data ? flags.data.count > 0 : null,
      link: { to: repoPaths.flags(basePath), label: 'View flags' },
    },
    {
      name: 'Components',
      about: 'Coverage of each part of the code base, as codecov.yml defines it.',
      configured: components.data ? components.data.count > 0 : null,
      link: { to: repoPaths.components(basePath), label: 'View components' },
    },
  ];
  return (
    <Stack gap="sm" data-testid="pro-features">
      <Group justify="space-between" align="baseline">
        <Title order={3} size="h5">
          Coverage with the Pro plan
        </Title>
        {isTeamPrivate && isAdmin && (
          <Anchor component={Link} to={joinPath(ownerPaths.plan(provider, owner), 'upgrade')} size="sm">
            Upgrade to Pro
          </Anchor>
        )}
      </Group>
      <Stack gap="sm" component="ul" p={0} m={0}>
        {features.map((feature) => (
          <FeatureRow key={feature.name} feature={feature} onTeam={isTeamPrivate} />
        ))}
      </Stack>
    </Stack>
  );
}

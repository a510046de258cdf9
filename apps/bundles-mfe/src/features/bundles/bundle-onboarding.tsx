import { Stack, Text, Title } from '@mantine/core';
import { NotAvailable } from '../common/not-available';
import { OptionLinks } from '../common/option-links';
import { bundlers, type Bundler } from './bundlers';

export interface BundleOnboardingProps {
  basePath: string;
  bundler: Bundler;
}

/** `bundles/new[/bundler]`: choosing a bundler, then its set-up steps. */
export function BundleOnboarding({ basePath, bundler }: BundleOnboardingProps) {
  return (
    <Stack gap="lg" data-page="bundles-onboarding">
      <div>
        <Title order={2} size="h3">
          Bundle analysis
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Track the size of your JavaScript bundles on every commit and pull request, and catch regressions
          before they ship.
        </Text>
      </div>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          Select your bundler
        </Text>
        <OptionLinks
          label="Select your bundler"
          active={bundler.id}
          options={bundlers.map((b) => ({
            id: b.id,
            label: b.label,
            to: b.path ? `${basePath}/bundles/new/${b.path}` : `${basePath}/bundles/new`,
          }))}
        />
      </Stack>
      <NotAvailable feature={`The ${bundler.label} set-up guide`}>
        The steps to install the {bundler.label} plugin, set the upload token and upload bundle stats will
        appear here.
      </NotAvailable>
    </Stack>
  );
}

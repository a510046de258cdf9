import { Stack } from '@mantine/core';
import { NotAvailable, OptionLinks, PageHeading } from '@canopy/ui-kit';
import { repoPaths } from '@canopy/routes';
import { bundlers, type Bundler } from './bundlers';

export interface BundleOnboardingProps {
  basePath: string;
  bundler: Bundler;
}

/** `bundles/new[/bundler]`: choosing a bundler, then its set-up steps. */
export function BundleOnboarding({ basePath, bundler }: BundleOnboardingProps) {
  return (
    <Stack gap="lg" data-page="bundles-onboarding">
      <PageHeading
        order={2}
        title="Bundle analysis"
        description="Track the size of your JavaScript bundles on every commit and pull request, and catch regressions before they ship."
      />
      <OptionLinks
        label="Select your bundler"
        active={bundler.id}
        options={bundlers.map((b) => ({
          id: b.id,
          label: b.label,
          to: repoPaths.bundlesSetup(basePath, b.path),
        }))}
      />
      <NotAvailable feature={`The ${bundler.label} set-up guide`}>
        The steps to install the {bundler.label} plugin, set the upload token and upload bundle stats will
        appear here.
      </NotAvailable>
    </Stack>
  );
}

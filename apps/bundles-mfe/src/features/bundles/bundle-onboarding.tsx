import { Anchor, Code, Stack, Text } from '@mantine/core';
import { serverOrigin, useConfigEnv, useRepoStanding } from '@canopy/auth';
import { DEFAULT_DOCS_URL, OptionLinks, PageHeading } from '@canopy/ui-kit';
import { CodeSnippet, type GuideStep, GuideSteps } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import {
  type BundleValues,
  COMMIT_COMMANDS,
  defaultBundleName,
  guideFor,
  NEXTJS_PLUGIN,
  nextJsConfig,
  PACKAGE_MANAGERS,
  pluginConfig,
  TOKEN_VARIABLE,
} from './bundle-guides';
import { BundleTokenStep } from './bundle-token-step';
import { bundlers, type Bundler } from './bundlers';

export const BUNDLE_DOCS_URL = `${DEFAULT_DOCS_URL}/docs/javascript-bundle-analysis`;
export const FEEDBACK_URL = 'https://github.com/canopy-dev/canopy/discussions/categories/feedback';

export interface BundleOnboardingProps {
  basePath: string;
  bundler: Bundler;
}

function installStep(bundler: Bundler): GuideStep {
  const { pkg } = guideFor(bundler);
  return {
    title: `Install the ${bundler.label} plugin`,
    body: (
      <Stack gap="xs">
        <Text size="sm">
          Add <Code>{pkg}</Code> to your project&apos;s development dependencies with your package manager:
        </Text>
        {PACKAGE_MANAGERS.map((manager) => (
          <CodeSnippet
            key={manager.id}
            code={manager.install(pkg)}
            label={`${manager.id} install command`}
            caption={manager.id}
          />
        ))}
      </Stack>
    ),
  };
}

function configureStep(bundler: Bundler, values: BundleValues): GuideStep {
  const { configFile } = guideFor(bundler);
  return {
    title: 'Configure the plugin',
    body: (
      <Stack gap="xs">
        <Text size="sm">
          Import the plugin and add it after all other plugins in <Code>{configFile}</Code>.{' '}
          <Code>apiUrl</Code> sends the stats to this Canopy at {values.apiUrl}, and <Code>bundleName</Code>{' '}
          is the name the bundle is listed under.
        </Text>
        <CodeSnippet
          code={pluginConfig(bundler, values)}
          label={`${bundler.label} configuration`}
          caption={configFile}
        />
        {bundler.id === 'webpack' && (
          <Stack gap="xs" data-testid="nextjs-note">
            <Text size="sm">
              <strong>Using Next.js?</strong> It builds with webpack but keeps the configuration in{' '}
              <Code>next.config.mjs</Code>: install <Code>{NEXTJS_PLUGIN}</Code> instead and add it in the{' '}
              <Code>webpack</Code> function.
            </Text>
            <CodeSnippet
              code={nextJsConfig(values)}
              label="Next.js configuration"
              caption="next.config.mjs"
            />
          </Stack>
        )}
      </Stack>
    ),
  };
}

const commitStep: GuideStep = {
  title: 'Commit and push',
  body: (
    <Stack gap="xs">
      <Text size="sm">
        The plugin uploads stats on build: once your CI builds the pushed commit with{' '}
        <Code>{TOKEN_VARIABLE}</Code> set, the bundle appears on this repository&apos;s Bundles tab.
      </Text>
      <CodeSnippet code={COMMIT_COMMANDS} label="commit commands" />
    </Stack>
  ),
};

/** `bundles/new[/bundler]`: choosing a bundler, then its set-up steps filled with this repository's values. */
export function BundleOnboarding({ basePath, bundler }: BundleOnboardingProps) {
  const { provider, owner, repo, query } = useRepoStanding();
  const config = useConfigEnv();
  // The routes render this page once the repository is loaded.
  const data = query.data;
  const values: BundleValues = {
    apiUrl: serverOrigin(config.API_URL),
    bundleName: defaultBundleName(data?.repository?.name || repo),
  };

  const steps: GuideStep[] = [
    installStep(bundler),
    {
      title: `Set ${TOKEN_VARIABLE} in the build environment`,
      body: (
        <BundleTokenStep
          provider={provider}
          owner={owner}
          isAdmin={!!data?.isAdmin}
          repoToken={data?.repository?.uploadToken ?? null}
        />
      ),
    },
    configureStep(bundler, values),
    commitStep,
  ];

  return (
    <Stack gap="xl" maw={880} data-page="bundles-onboarding" data-bundler={bundler.id}>
      <PageHeading
        order={2}
        title="Bundle analysis"
        description="Track the size of your JavaScript bundles on every commit and pull request, and catch regressions before they ship."
      />
      <Text size="sm" data-testid="protocol-note">
        Canopy takes bundle stats from Codecov&apos;s bundler plugins: pointed at {values.apiUrl} with{' '}
        <Code>apiUrl</Code>, they upload here unchanged when your app is built.
      </Text>
      <OptionLinks
        label="Select your bundler"
        active={bundler.id}
        options={bundlers.map((b) => ({
          id: b.id,
          label: b.label,
          to: repoPaths.bundlesSetup(basePath, b.path),
        }))}
      />
      <GuideSteps steps={steps} label={`${bundler.label} set-up steps`} />
      <Stack gap={4}>
        <Text size="sm">
          <strong>How was your setup experience?</strong> Let us know in{' '}
          <Anchor href={FEEDBACK_URL} target="_blank" rel="noreferrer" inherit underline="always">
            GitHub Discussions
          </Anchor>
          .
        </Text>
        <Text size="sm">
          <Anchor href={BUNDLE_DOCS_URL} target="_blank" rel="noreferrer" inherit underline="always">
            Learn more about JavaScript bundle setup
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}

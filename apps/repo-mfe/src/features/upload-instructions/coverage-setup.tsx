import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Navigate, useParams } from 'react-router';
import { toLongProvider } from '@canopy/api-client';
import { type ConfigEnv, serverOrigin, useConfigEnv } from '@canopy/auth';
import { OptionLinks, PageHeading } from '@canopy/ui-kit';
import { repoPaths } from '@canopy/routes';
import { repoState, useRepoFrame } from '../common/repo-frame-context';
import { CircleCiGuide } from './circle-ci-guide';
import { FirstUploadStatus } from './first-upload-status';
import { GithubActionsGuide } from './github-actions-guide';
import { OtherCiGuide } from './other-ci-guide';
import { FRAMEWORKS, type Framework, guideAt, guidesFor, type SetupValues } from './setup-guides';

/** The framework the repository's languages suggest; Jest otherwise. */
function suggestedFramework(languages: readonly string[] | null | undefined): Framework {
  const known = new Set((languages ?? []).map((language) => language.toLowerCase()));
  const id = known.has('python') ? 'pytest' : known.has('go') ? 'go' : 'jest';
  return FRAMEWORKS.find((framework) => framework.id === id) ?? FRAMEWORKS[0]!;
}

/** The repository's secrets page on GitHub or the configured GitHub Enterprise; null when unknown. */
function githubSecretsUrl(service: string, slug: string, config: ConfigEnv): string | null {
  const host = service === 'github' ? 'https://github.com' : config.GHE_URL.replace(/\/+$/, '');
  return host ? `${host}/${slug}/settings/secrets/actions` : null;
}

/**
 * `/new`, `/new/circle-ci`, `/new/other-ci` (reference §9.3): the set-up option tiles, the chosen guide's steps
 * filled with this repository's values, and a live wait for its first upload.
 */
export function CoverageSetup() {
  const { provider, owner, repo, repository, basePath } = useRepoFrame();
  const config = useConfigEnv();
  const segment = useParams()['*'] ?? '';
  const [framework, setFramework] = useState(() => suggestedFramework(repository.languages));
  const service = toLongProvider(provider) ?? provider;
  const guide = guideAt(service, segment);

  if (!guide) {
    // A repository still to set up keeps its set-up page; one with coverage goes to its overview.
    const home = repoState(repository) === 'setup' ? repoPaths.setup(basePath) : basePath;
    return <Navigate to={home} replace />;
  }

  const values: SetupValues = {
    url: serverOrigin(config.API_URL),
    slug: `${owner}/${repository.name || repo}`,
    service,
    defaultBranch: repository.defaultBranch ?? 'main',
  };
  const guideProps = { values, framework, onFrameworkChange: setFramework };

  return (
    <Stack gap="xl" maw={880} data-testid="upload-instructions" data-guide={guide.id}>
      <PageHeading
        order={2}
        title="Coverage Analytics"
        description="Upload a coverage report from your CI and Canopy shows the coverage of every commit, branch and pull request, file by file."
      />
      <Text size="sm" data-testid="protocol-note">
        Canopy speaks Codecov&apos;s upload protocol, which is why Codecov&apos;s GitHub Action, CircleCI orb
        and CLI upload to it unchanged once pointed at {values.url}.
      </Text>
      {!repository.activated && (
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-state="deactivated"
        >
          This repository is deactivated; its first upload activates it.
        </Alert>
      )}
      <FirstUploadStatus />
      <OptionLinks
        label="Select a setup option"
        active={guide.id}
        options={guidesFor(service).map((g) => ({
          id: g.id,
          label: g.label,
          to: repoPaths.setup(basePath, g.path),
        }))}
      />
      {guide.id === 'github-actions' ? (
        <GithubActionsGuide {...guideProps} secretsUrl={githubSecretsUrl(service, values.slug, config)} />
      ) : guide.id === 'circle-ci' ? (
        <CircleCiGuide {...guideProps} />
      ) : (
        <OtherCiGuide {...guideProps} />
      )}
    </Stack>
  );
}

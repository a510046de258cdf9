import { Anchor, List, Stack, Text } from '@mantine/core';
import type { CommitPageData } from '@canopy/repo-data-access';
import { Banner } from '@canopy/ui-kit';
import { YamlSourceLine } from './yaml-source-line';

export interface CommitBannersProps {
  commit: CommitPageData;
  /** Any upload of the commit failed. */
  uploadErrored: boolean;
  isMember: boolean;
  onViewYaml: () => void;
}

const botErrorSentences: Record<string, string> = {
  repo_bot_invalid:
    'The bot posting for this repository is missing or can no longer reach it. Reinstall the GitHub App, or set a bot with access in the repository settings.',
};

/** Invalid YAML, bot problems and failed uploads: what keeps this commit's numbers from being complete. */
export function CommitBanners({ commit, uploadErrored, isMember, onViewYaml }: CommitBannersProps) {
  const botErrors = isMember ? commit.botErrors : [];
  return (
    <Stack gap="sm">
      {commit.yamlSource && <YamlSourceLine source={commit.yamlSource} commitid={commit.commitid} />}
      {commit.yamlErrors.length > 0 && (
        <Banner
          variant="warning"
          title={
            // The invalid parts of a file are left out and the rest applies, so coverage usually still shows.
            commit.totals
              ? 'The yaml has errors: the parts with errors were left out and the rest applied'
              : 'Coverage data is unable to be displayed, as the yaml appears to be invalid'
          }
        >
          <Stack gap={4}>
            <List size="sm" aria-label="YAML errors">
              {commit.yamlErrors.map((error, index) => (
                <List.Item key={index}>{error.errorMessage ?? error.errorCode}</List.Item>
              ))}
            </List>
            <Text size="sm">
              Fix the file and push a new commit.{' '}
              <Anchor component="button" type="button" onClick={onViewYaml} fz="sm">
                view YAML file
              </Anchor>
            </Text>
          </Stack>
        </Banner>
      )}
      {botErrors.length > 0 && (
        <Banner variant="warning" title="Canopy could not use the bot of this repository">
          <List size="sm">
            {[
              ...new Set(
                botErrors.map((e) => botErrorSentences[e.errorCode] ?? e.errorMessage ?? e.errorCode),
              ),
            ].map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Banner>
      )}
      {uploadErrored && (
        <Banner
          variant="error"
          title="No coverage data is available due to incomplete uploads on the first attempt."
        >
          <Text size="sm">
            To receive coverage data, ensure the data is accurate, then open a new commit. Note: this page
            will not reflect the latest results, even if you upload again to this commit.
          </Text>
        </Banner>
      )}
    </Stack>
  );
}

import { Anchor, Code, Stack, Text } from '@mantine/core';
import type { TestUploadError } from '@canopy/tests-data-access';
import { Banner, DEFAULT_DOCS_URL } from '@canopy/ui-kit';

export const TEST_RESULTS_TROUBLESHOOTING_URL = `${DEFAULT_DOCS_URL}/docs/test-analytics#troubleshooting`;
export const FILE_NOT_FOUND =
  'Upload processing failed because the file was not found in storage. Please try it again.';
export const TIMEOUT = 'Your upload failed due to timeout. Please try it again.';
export const UNUSABLE_FORMAT =
  'Upload processing failed due to unusable file format. Please review the parser error message:';
export const UNKNOWN_FAILURE = 'Upload processing failed. Please try it again.';

/** Why the branch's latest test results upload failed, with the parser's message for an unusable file. */
export function UploadErrorBanner({ error }: { error: TestUploadError }) {
  const text =
    error.code === 'FILE_NOT_IN_STORAGE'
      ? FILE_NOT_FOUND
      : error.code === 'PROCESSING_TIMEOUT'
        ? TIMEOUT
        : error.code === 'UNSUPPORTED_FILE_FORMAT'
          ? UNUSABLE_FORMAT
          : UNKNOWN_FAILURE;
  return (
    <Banner variant="error" title="Test results upload failed">
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        {error.code === 'UNSUPPORTED_FILE_FORMAT' && error.message && (
          <Code block data-testid="tests-parser-message">
            {error.message}
          </Code>
        )}
        <Text size="sm">
          For more help, see our{' '}
          <Anchor href={TEST_RESULTS_TROUBLESHOOTING_URL} target="_blank" rel="noopener noreferrer" size="sm">
            troubleshooting guide
          </Anchor>
          .
        </Text>
      </Stack>
    </Banner>
  );
}

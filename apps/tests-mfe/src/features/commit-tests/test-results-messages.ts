import type { CommitTestResults, TestUploadErrorCode } from '@canopy/tests-data-access';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The section's one line: how many tests failed, or that all passed. */
export function testResultsSummaryLine(results: CommitTestResults): string {
  if (results.failedCount > 0) return `${plural(results.failedCount, 'test', 'tests')} failed`;
  if (results.passedCount === 0) return 'No tests ran';
  if (results.passedCount === 1) return 'The test passed';
  return `All ${plural(results.passedCount, 'test', 'tests')} passed`;
}

/** Seconds as the PR comment writes run times: "0.25s", "1.5s", "2m 5s". */
export function formatTestDuration(seconds: number | null): string | null {
  if (seconds == null) return null;
  if (seconds < 60) return `${Number(seconds.toFixed(seconds < 10 ? 3 : 1))}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${Math.round(seconds - minutes * 60)}s`;
}

/** Why the latest test results upload failed, from its error code (reference §9.7 error banner). */
export function explainUploadError(code: TestUploadErrorCode | null, message: string | null): string {
  switch (code) {
    case 'FILE_NOT_IN_STORAGE':
      return 'The test results file of the upload was not found in storage. Please upload it again.';
    case 'PROCESSING_TIMEOUT':
      return 'Your upload failed due to timeout. Please try it again.';
    case 'UNSUPPORTED_FILE_FORMAT':
      return `Upload processing failed due to unusable file format. Please review the parser error message: ${message ?? 'none was given'}`;
    default:
      return message
        ? `The test results upload could not be processed: ${message}`
        : 'The test results upload could not be processed.';
  }
}

/** Failure messages longer than this many lines are trimmed until "Show more". */
export const MESSAGE_PREVIEW_LINES = 12;
/** …or than this many characters. */
export const MESSAGE_PREVIEW_CHARS = 1200;

/** The start of a long failure message; null when it is short enough to show whole. */
export function messagePreview(message: string): string | null {
  const lines = message.split('\n');
  if (lines.length <= MESSAGE_PREVIEW_LINES && message.length <= MESSAGE_PREVIEW_CHARS) return null;
  return lines.slice(0, MESSAGE_PREVIEW_LINES).join('\n').slice(0, MESSAGE_PREVIEW_CHARS);
}

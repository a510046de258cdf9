import type { Upload, UploadError } from '@canopy/repo-data-access';

export const PROVIDER_NOT_SPECIFIED = 'Provider not specified';

/** What the uploads card says about one upload's state. */
export type UploadStatus = 'successful' | 'errored' | 'carried forward' | 'started' | 'pending';

export function uploadStatus(upload: Pick<Upload, 'state' | 'uploadType'>): UploadStatus {
  if (upload.uploadType === 'CARRIEDFORWARD') return 'carried forward';
  switch (upload.state) {
    case 'ERROR':
      return 'errored';
    case 'STARTED':
      return 'started';
    case 'UPLOADED':
      return 'pending';
    default:
      return 'successful';
  }
}

const statusOrder: UploadStatus[] = ['successful', 'errored', 'carried forward', 'started', 'pending'];

/** '12 successful, 1 errored, 2 carried forward, 1 started' (only the states present); '' without uploads. */
export function uploadsOverview(uploads: readonly Pick<Upload, 'state' | 'uploadType'>[]): string {
  const counts = new Map<UploadStatus, number>();
  for (const upload of uploads) {
    const status = uploadStatus(upload);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return statusOrder
    .filter((status) => counts.has(status))
    .map((status) => `${counts.get(status)!.toLocaleString('en-US')} ${status}`)
    .join(', ');
}

const errorSentences: Record<string, string> = {
  REPORT_EMPTY:
    'Unusable report due to issues such as source code unavailability, path mismatch, empty report, or incorrect data format',
  FILE_NOT_IN_STORAGE: 'Processing failed. Please rerun the upload in a new commit.',
  REPORT_EXPIRED:
    'Upload exceeds the max age of 12h. Please check your archive or rerun the upload in a new commit.',
  PROCESSING_TIMEOUT: 'Processing timed out. Please rerun the upload in a new commit.',
  UNSUPPORTED_FILE_FORMAT: 'Unsupported file format. Please upload a coverage report in a supported format.',
};

/** The sentence for an upload error: known codes in our words, others the API's message or 'Unknown error'. */
export function uploadErrorText(error: UploadError): string {
  const known = error.errorCode ? errorSentences[error.errorCode] : undefined;
  return known ?? (error.errorMessage?.trim() || 'Unknown error');
}

/** Error sentences of an upload, each once, with how many times it occurred. */
export function collapsedUploadErrors(errors: readonly UploadError[]): { text: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const error of errors) {
    const text = uploadErrorText(error);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].map(([text, count]) => ({ text, count }));
}

export const hasUploadError = (upload: Pick<Upload, 'state' | 'errors'>) =>
  upload.state === 'ERROR' || upload.errors.length > 0;

export const FLAG_ERROR_TEXT = 'Multiple flags detected. Please ensure one flag per upload.';

/** The reference's flag error: an upload should carry one flag, and this one carries several. */
export const hasFlagError = (upload: Pick<Upload, 'flags'>) => upload.flags.length > 1;

export interface UploadFilters {
  flagErrors: boolean;
  uploadErrors: boolean;
}

/** With no chip on, every upload; with one or both, the uploads with those errors. */
export function matchesUploadFilters(
  upload: Pick<Upload, 'state' | 'errors' | 'flags'>,
  { flagErrors, uploadErrors }: UploadFilters,
): boolean {
  if (!flagErrors && !uploadErrors) return true;
  return (flagErrors && hasFlagError(upload)) || (uploadErrors && hasUploadError(upload));
}

/** Uploads grouped by CI provider, in first-seen order; uploads without one under 'Provider not specified'. */
export function groupByProvider<T extends Pick<Upload, 'provider'>>(uploads: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const upload of uploads) {
    const key = upload.provider?.trim() || PROVIDER_NOT_SPECIFIED;
    const group = groups.get(key);
    if (group) group.push(upload);
    else groups.set(key, [upload]);
  }
  return [...groups];
}

/** Case-insensitive match of the upload's name, build/job codes or one of its flags. */
export function matchesUploadSearch(
  upload: Pick<Upload, 'name' | 'flags' | 'buildCode' | 'jobCode'>,
  term: string,
): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [upload.name, upload.buildCode, upload.jobCode, ...upload.flags].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}

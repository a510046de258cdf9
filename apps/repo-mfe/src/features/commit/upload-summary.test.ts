import type { Upload } from '@canopy/repo-data-access';
import {
  collapsedUploadErrors,
  groupByProvider,
  hasFlagError,
  matchesUploadFilters,
  matchesUploadSearch,
  PROVIDER_NOT_SPECIFIED,
  uploadErrorText,
  uploadsOverview,
  uploadStatus,
} from './upload-summary';

const upload = (overrides: Partial<Upload> = {}): Upload => ({
  id: 1,
  name: 'unit',
  state: 'PROCESSED',
  uploadType: 'UPLOADED',
  provider: 'github-actions',
  ciUrl: null,
  jobCode: 'job',
  buildCode: '42',
  flags: ['unit'],
  createdAt: '2024-05-01T12:00:00Z',
  updatedAt: '2024-05-01T12:00:00Z',
  downloadUrl: 'https://example.com/d',
  unmatchedPaths: [],
  unmatchedCount: 0,
  carriedForwardFrom: null,
  carriedForwardDepth: null,
  carriedForwardMessage: null,
  errors: [],
  ...overrides,
});

test('classifies uploads and counts them in a sentence', () => {
  expect(uploadStatus(upload({ state: 'COMPLETE' }))).toBe('successful');
  expect(uploadStatus(upload({ state: 'MERGED' }))).toBe('successful');
  expect(uploadStatus(upload({ state: 'ERROR' }))).toBe('errored');
  expect(uploadStatus(upload({ state: 'STARTED' }))).toBe('started');
  expect(uploadStatus(upload({ state: 'UPLOADED' }))).toBe('pending');
  expect(uploadStatus(upload({ uploadType: 'CARRIEDFORWARD' }))).toBe('carried forward');
  expect(
    uploadsOverview([
      ...Array.from({ length: 12 }, () => upload()),
      upload({ state: 'ERROR' }),
      upload({ uploadType: 'CARRIEDFORWARD' }),
      upload({ uploadType: 'CARRIEDFORWARD' }),
      upload({ state: 'STARTED' }),
    ]),
  ).toBe('12 successful, 1 errored, 2 carried forward, 1 started');
  expect(uploadsOverview([])).toBe('');
});

test('says what an error code means, else the message, else Unknown error', () => {
  expect(uploadErrorText({ errorCode: 'REPORT_EMPTY', errorMessage: 'x' })).toMatch(/^Unusable report/);
  expect(uploadErrorText({ errorCode: 'FILE_NOT_IN_STORAGE', errorMessage: null })).toBe(
    'Processing failed. Please rerun the upload in a new commit.',
  );
  expect(uploadErrorText({ errorCode: 'REPORT_EXPIRED', errorMessage: null })).toMatch(/max age of 12h/);
  expect(uploadErrorText({ errorCode: 'UNKNOWN_PROCESSING', errorMessage: 'parser crashed' })).toBe(
    'parser crashed',
  );
  expect(uploadErrorText({ errorCode: null, errorMessage: ' ' })).toBe('Unknown error');
  expect(
    collapsedUploadErrors([
      { errorCode: 'REPORT_EMPTY', errorMessage: null },
      { errorCode: 'REPORT_EMPTY', errorMessage: 'other' },
      { errorCode: null, errorMessage: null },
    ]),
  ).toEqual([
    { text: expect.stringMatching(/^Unusable report/), count: 2 },
    { text: 'Unknown error', count: 1 },
  ]);
});

test('groups by provider and searches names, codes and flags', () => {
  const groups = groupByProvider([
    upload({ id: 1 }),
    upload({ id: 2, provider: null }),
    upload({ id: 3, provider: ' ' }),
    upload({ id: 4 }),
  ]);
  expect(groups.map(([name, items]) => [name, items.map((u) => u.id)])).toEqual([
    ['github-actions', [1, 4]],
    [PROVIDER_NOT_SPECIFIED, [2, 3]],
  ]);
  expect(matchesUploadSearch(upload(), 'UNI')).toBe(true);
  expect(matchesUploadSearch(upload({ name: null, flags: ['backend'] }), 'back')).toBe(true);
  expect(matchesUploadSearch(upload(), '42')).toBe(true);
  expect(matchesUploadSearch(upload(), 'nope')).toBe(false);
  expect(matchesUploadSearch(upload(), '  ')).toBe(true);
});

test('a flag error is an upload with more than one flag; the chips keep the uploads with their errors', () => {
  const single = upload();
  const several = upload({ flags: ['unit', 'api'] });
  const failed = upload({ state: 'ERROR' });
  expect([single, several, failed, upload({ flags: [] })].map(hasFlagError)).toEqual([
    false,
    true,
    false,
    false,
  ]);
  const shown = (flagErrors: boolean, uploadErrors: boolean) =>
    [single, several, failed].filter((item) => matchesUploadFilters(item, { flagErrors, uploadErrors }));
  expect(shown(false, false)).toEqual([single, several, failed]);
  expect(shown(true, false)).toEqual([several]);
  expect(shown(false, true)).toEqual([failed]);
  expect(shown(true, true)).toEqual([several, failed]);
});

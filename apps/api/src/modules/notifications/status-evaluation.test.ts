import type { StatusSettings, StatusType } from '@canopy/coverage';
import { percentFormat } from './format';
import { applyFlagBehavior, evaluateStatus, type StatusFacts, type StatusResult } from './status-evaluation';

const fmt = percentFormat({});
const facts = (over: Partial<StatusFacts> = {}): StatusFacts => ({
  isPull: true,
  branch: 'feature',
  ciPassed: true,
  uploads: 1,
  headSha: 'b'.repeat(40),
  headCoverage: 60,
  base: { sha: 'a'.repeat(40), coverage: 59 },
  patch: { lines: 4, coverage: 75 },
  unexpectedChangedFiles: 0,
  removedCodeRescue: null,
  uncoveredPatchLines: [],
  ...over,
});
const status = (state: string, description: string): StatusResult =>
  ({ kind: 'status', state, description }) as StatusResult;

const cases: [string, StatusType, StatusSettings, Partial<StatusFacts>, StatusResult][] = [
  ['project auto, up', 'project', {}, {}, status('success', '60.00% (+1.00%) compared to aaaaaaa')],
  [
    'project auto, same',
    'project',
    {},
    { headCoverage: 59 },
    status('success', '59.00% (+0.00%) compared to aaaaaaa'),
  ],
  [
    'project auto, down',
    'project',
    {},
    { headCoverage: 58.5 },
    status('failure', '58.50% (-0.50%) compared to aaaaaaa'),
  ],
  [
    'project within threshold',
    'project',
    { threshold: 1 },
    { headCoverage: 58.5 },
    status('success', '58.50% (-0.50%) compared to aaaaaaa'),
  ],
  [
    'project rounds down',
    'project',
    {},
    { headCoverage: 60.129, base: { sha: 'a'.repeat(40), coverage: 60.12 } },
    status('success', '60.12% (+0.00%) compared to aaaaaaa'),
  ],
  ['project custom target met', 'project', { target: 60 }, {}, status('success', '60.00% (target 60.00%)')],
  [
    'project custom target missed',
    'project',
    { target: 80 },
    {},
    status('failure', '60.00% (target 80.00%)'),
  ],
  [
    'project custom target with threshold',
    'project',
    { target: 61, threshold: 1 },
    {},
    status('success', '60.00% (target 61.00%)'),
  ],
  ['project no base', 'project', {}, { base: null }, status('success', 'No report found to compare against')],
  [
    'project no base, if_not_found',
    'project',
    { if_not_found: 'failure' },
    { base: null },
    status('failure', 'No report found to compare against'),
  ],
  [
    'project base without coverage',
    'project',
    {},
    { base: { sha: 'a'.repeat(40), coverage: null } },
    status('success', 'No coverage information found on base report'),
  ],
  [
    'project head without coverage',
    'project',
    {},
    { headCoverage: null },
    status('success', 'No coverage information found on head'),
  ],
  [
    'project rescued by removed code',
    'project',
    {},
    { headCoverage: 58, removedCodeRescue: ', passed because x' },
    status('success', '58.00% (-1.00%) compared to aaaaaaa, passed because x'),
  ],
  [
    'project informational failure',
    'project',
    { informational: true },
    { headCoverage: 50 },
    status('success', '50.00% (-9.00%) compared to aaaaaaa'),
  ],
  [
    'project CI failed',
    'project',
    {},
    { ciPassed: false },
    status('error', '60.00% (+1.00%) compared to aaaaaaa'),
  ],
  [
    'project CI failed, if_ci_failed',
    'project',
    { if_ci_failed: 'failure' },
    { ciPassed: false },
    status('failure', '60.00% (+1.00%) compared to aaaaaaa'),
  ],
  [
    'project CI failed, ignored',
    'project',
    { if_ci_failed: 'ignore' },
    { ciPassed: false },
    { kind: 'skipped', reason: 'if_ci_failed: ignore' },
  ],
  [
    'project no base, if_not_found ignored',
    'project',
    { if_not_found: 'ignore' },
    { base: null },
    { kind: 'skipped', reason: 'if_not_found: ignore' },
  ],
  [
    'no uploads: error by default',
    'project',
    {},
    { uploads: 0, headCoverage: null, base: null },
    status('error', 'No coverage uploads found on head'),
  ],
  [
    'no uploads, if_no_uploads',
    'patch',
    { if_no_uploads: 'failure' },
    { uploads: 0, patch: null },
    status('failure', 'No coverage uploads found on head'),
  ],
  [
    'no uploads, ignored',
    'changes',
    { if_no_uploads: 'ignore' },
    { uploads: 0 },
    { kind: 'skipped', reason: 'if_no_uploads: ignore' },
  ],
  [
    'no uploads, informational',
    'project',
    { informational: true },
    { uploads: 0 },
    status('success', 'No coverage uploads found on head'),
  ],
  [
    'patch no base report with patch lines, if_not_found',
    'patch',
    { if_not_found: 'error' },
    { base: null },
    status('error', 'No report found to compare against'),
  ],
  [
    'only_pulls off a pull',
    'project',
    { only_pulls: true },
    { isPull: false },
    { kind: 'skipped', reason: 'only for pull requests, and this commit is the head of none' },
  ],
  [
    'base: pr off a pull',
    'patch',
    { base: 'pr' },
    { isPull: false },
    { kind: 'skipped', reason: 'only for pull requests, and this commit is the head of none' },
  ],
  [
    'branches not matched',
    'project',
    { branches: ['main'] },
    {},
    { kind: 'skipped', reason: 'branch feature is not among the status branches' },
  ],
  [
    'branches matched',
    'project',
    { branches: ['feat*'] },
    {},
    status('success', '60.00% (+1.00%) compared to aaaaaaa'),
  ],
  [
    'patch auto target is base project coverage',
    'patch',
    {},
    {},
    status('success', '75.00% of diff hit (target 59.00%)'),
  ],
  [
    'patch custom target missed',
    'patch',
    { target: 80 },
    {},
    status('failure', '75.00% of diff hit (target 80.00%)'),
  ],
  [
    'patch within threshold',
    'patch',
    { target: 80, threshold: 5 },
    {},
    status('success', '75.00% of diff hit (within 5.00% threshold of 80.00%)'),
  ],
  [
    'patch without coverable lines',
    'patch',
    {},
    { patch: { lines: 0, coverage: null } },
    status('success', 'Coverage not affected when comparing aaaaaaa...bbbbbbb'),
  ],
  [
    'patch without a diff or base',
    'patch',
    {},
    { patch: null, base: null },
    status('success', 'Coverage not affected'),
  ],
  [
    'patch no base, auto target',
    'patch',
    {},
    { base: null },
    status('success', 'No report found to compare against'),
  ],
  ['changes none', 'changes', {}, {}, status('success', 'No unexpected coverage changes found')],
  [
    'changes one file',
    'changes',
    {},
    { unexpectedChangedFiles: 1 },
    status('failure', '1 file has unexpected coverage changes not visible in diff'),
  ],
  [
    'changes two files, informational',
    'changes',
    { informational: true },
    { unexpectedChangedFiles: 2 },
    status('success', '2 files have unexpected coverage changes not visible in diff'),
  ],
  [
    'changes without pull base',
    'changes',
    {},
    { base: null },
    status('success', 'Unable to determine changes, no report found at pull request base'),
  ],
];

describe('evaluateStatus', () => {
  it.each(cases)('%s', (_name, type, settings, over, expected) => {
    expect(evaluateStatus(type, settings, facts(over), fmt)).toEqual(expected);
  });

  it('rounds with the configured precision and mode', () => {
    const up = percentFormat({ coverage: { precision: 1, round: 'up' } });
    expect(evaluateStatus('project', {}, facts({ headCoverage: 60.01 }), up)).toEqual(
      status('success', '60.1% (+1.1%) compared to aaaaaaa'),
    );
  });
});

describe('applyFlagBehavior', () => {
  const judged = status('failure', '50.00% (-9.00%) compared to aaaaaaa');
  it.each([
    ['uploaded: as judged', {}, true, judged],
    ['not uploaded, include (default)', {}, false, judged],
    [
      'not uploaded, exclude',
      { flag_coverage_not_uploaded_behavior: 'exclude' },
      false,
      {
        kind: 'skipped',
        reason: 'flag_coverage_not_uploaded_behavior: exclude, and the flag was not uploaded',
      },
    ],
    [
      'not uploaded, pass',
      { flag_coverage_not_uploaded_behavior: 'pass' },
      false,
      status(
        'success',
        '50.00% (-9.00%) compared to aaaaaaa [Auto passed due to carriedforward or missing coverage]',
      ),
    ],
    ['uploaded, pass', { flag_coverage_not_uploaded_behavior: 'pass' }, true, judged],
  ] as [string, StatusSettings, boolean, StatusResult][])('%s', (_name, settings, uploaded, expected) => {
    expect(applyFlagBehavior(judged, settings, uploaded)).toEqual(expected);
  });
});

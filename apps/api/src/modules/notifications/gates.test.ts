import { commentDecision, type CommentFacts } from './comment-gate';
import { notifyDecision } from './notify-trigger';

const facts = (over: Partial<CommentFacts> = {}): CommentFacts => ({
  isPull: true,
  baseBranch: 'main',
  hasBaseReport: true,
  hasHeadReport: true,
  uploads: 2,
  coverageChange: 0,
  patchMissed: 0,
  unexpectedChanges: false,
  ...over,
});

describe('commentDecision', () => {
  it.each<[string, Parameters<typeof commentDecision>[0], Partial<CommentFacts>, string | null]>([
    ['default settings post', {}, {}, null],
    ['comment: false', false, {}, 'comment: false'],
    ['not a pull', {}, { isPull: false }, 'the commit is the head of no pull request'],
    ['after_n_builds not reached', { after_n_builds: 3 }, {}, 'after_n_builds: 2 of 3 uploads processed'],
    ['after_n_builds reached', { after_n_builds: 2 }, {}, null],
    [
      'require_base without base',
      { require_base: true },
      { hasBaseReport: false },
      'require_base: the base has no report',
    ],
    ['require_head without head', {}, { hasHeadReport: false }, 'require_head: the head has no report'],
    ['require_head off', { require_head: false }, { hasHeadReport: false }, null],
    ['require_changes, no change', { require_changes: true }, {}, 'require_changes: coverage did not change'],
    ['require_changes, coverage moved', { require_changes: true }, { coverageChange: 0.5 }, null],
    ['require_changes, unexpected changes', { require_changes: true }, { unexpectedChanges: true }, null],
    [
      'coverage_drop without drop',
      { require_changes: ['coverage_drop'] },
      { coverageChange: 1 },
      'require_changes (coverage_drop): none of these changes is present',
    ],
    ['coverage_drop with drop', { require_changes: ['coverage_drop'] }, { coverageChange: -1 }, null],
    [
      'branches: the pull merges elsewhere',
      { branches: ['main', 'release/*'] },
      { baseBranch: 'develop' },
      "branches: the pull's base branch develop is not among the comment branches",
    ],
    [
      'branches: a pattern matches the base branch',
      { branches: ['release/*'] },
      { baseBranch: 'release/2' },
      null,
    ],
    ['branches: an empty list selects every branch', { branches: [] }, { baseBranch: 'develop' }, null],
    [
      'uncovered_patch with misses',
      { require_changes: ['coverage_drop', 'uncovered_patch'] },
      { patchMissed: 1 },
      null,
    ],
  ])('%s', (_name, settings, over, reason) => {
    expect(commentDecision(settings, facts(over))).toEqual(reason ? { post: false, reason } : { post: true });
  });
});

describe('notifyDecision', () => {
  const ready = { requested: false, waiting: 0, processed: 2, failed: 0 };
  it.each<[string, Parameters<typeof notifyDecision>[0], Partial<typeof ready>, string | null]>([
    ['all processed', {}, {}, null],
    ['uploads still waiting', {}, { waiting: 1 }, '1 uploads still processing'],
    [
      'manual_trigger without request',
      { codecov: { notify: { manual_trigger: true } } },
      {},
      'manual_trigger: waiting for send-notifications',
    ],
    [
      'manual_trigger with request',
      { codecov: { notify: { manual_trigger: true } } },
      { requested: true },
      null,
    ],
    [
      'after_n_builds not reached',
      { codecov: { notify: { after_n_builds: 3 } } },
      {},
      'after_n_builds: 2 of 3 uploads processed',
    ],
    ['after_n_builds reached', { codecov: { notify: { after_n_builds: 2 } } }, {}, null],
  ])('%s', (_name, config, over, reason) => {
    expect(notifyDecision(config, { ...ready, ...over })).toEqual(
      reason ? { notify: false, reason } : { notify: true },
    );
  });
});

describe('notifyDecision with notify_error', () => {
  const notifyError = { codecov: { notify: { notify_error: true, after_n_builds: 5 } } };

  it('tells the failed uploads at once, before after_n_builds is reached', () => {
    expect(notifyDecision(notifyError, { requested: false, waiting: 0, processed: 2, failed: 1 })).toEqual({
      notify: 'error',
      failed: 1,
      total: 3,
    });
  });

  it('waits for uploads still processing', () => {
    expect(notifyDecision(notifyError, { requested: false, waiting: 1, processed: 0, failed: 1 })).toEqual({
      notify: false,
      reason: '1 uploads still processing',
    });
  });

  it('notifies as usual without notify_error, or without failures', () => {
    const failed = { requested: false, waiting: 0, processed: 2, failed: 1 };
    expect(notifyDecision({}, failed)).toEqual({ notify: true });
    expect(notifyDecision(notifyError, { ...failed, failed: 0, processed: 5 })).toEqual({ notify: true });
  });
});

import { arrayAt, textAt } from './json-fields';

/** What the host's CI says about a commit; null when no CI reported anything on it. */
export type CiState = 'pending' | 'success' | 'failure' | null;

type Verdict = Exclude<CiState, null>;

/** Canopy's own statuses are not CI. */
const ours = (name: string | null) => name !== null && /^codecov\//.test(name);

/** Any failure fails, else anything unfinished is pending, else success; nothing at all is unknown. */
export function combineCi(verdicts: readonly Verdict[]): CiState {
  if (verdicts.length === 0) return null;
  if (verdicts.includes('failure')) return 'failure';
  return verdicts.includes('pending') ? 'pending' : 'success';
}

const WORDS: Record<string, Verdict> = {
  // GitHub statuses and check runs
  success: 'success',
  neutral: 'success',
  skipped: 'success',
  pending: 'pending',
  failure: 'failure',
  error: 'failure',
  timed_out: 'failure',
  cancelled: 'failure',
  action_required: 'failure',
  startup_failure: 'failure',
  // GitLab
  created: 'pending',
  waiting_for_resource: 'pending',
  preparing: 'pending',
  running: 'pending',
  scheduled: 'pending',
  manual: 'pending',
  failed: 'failure',
  canceled: 'failure',
  // Bitbucket
  SUCCESSFUL: 'success',
  INPROGRESS: 'pending',
  FAILED: 'failure',
  STOPPED: 'failure',
};

function verdicts(entries: unknown[], name: string, state: string): Verdict[] {
  return entries
    .filter((entry) => !ours(textAt(entry, name)))
    .map((entry) => WORDS[textAt(entry, state) ?? ''] ?? 'pending');
}

/** GitHub: the commit's statuses and its check runs (Actions reports through check runs). */
export function githubCi(statuses: unknown, checkRuns: unknown): CiState {
  const runs = arrayAt(checkRuns, 'check_runs').map((run) => ({
    name: textAt(run, 'name'),
    state: textAt(run, 'status') === 'completed' ? textAt(run, 'conclusion') : 'pending',
  }));
  return combineCi([
    ...verdicts(arrayAt(statuses, 'statuses'), 'context', 'state'),
    ...verdicts(runs, 'name', 'state'),
  ]);
}

/** GitLab: the commit's statuses (pipeline jobs and external ones). */
export function gitlabCi(statuses: unknown): CiState {
  return combineCi(verdicts(Array.isArray(statuses) ? statuses : [], 'name', 'status'));
}

/** Bitbucket Cloud: the commit's build statuses. */
export function bitbucketCi(statuses: unknown): CiState {
  return combineCi(verdicts(arrayAt(statuses, 'values'), 'key', 'state'));
}

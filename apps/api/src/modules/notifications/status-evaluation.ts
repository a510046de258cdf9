import { matchesBranch, type StatusSettings, type StatusType } from '@canopy/coverage';
import { type PercentFormat, short } from './format';

export type StatusState = 'success' | 'failure' | 'error';

/** What a status looks at, already filtered to its flags, component and paths. */
export interface StatusFacts {
  isPull: boolean;
  branch: string | null;
  ciPassed: boolean | null;
  /** Processed uploads of the head, carried-forward sessions included. */
  uploads: number;
  headSha: string;
  /** Head coverage; null when the head has no coverable lines. */
  headCoverage: number | null;
  /** The project coverage base; null when no base has a report. */
  base: { sha: string; coverage: number | null } | null;
  /** Patch totals (lines added in the diff that have coverage); null without a diff or without such lines. */
  patch: { lines: number; coverage: number | null } | null;
  /** Files (neither new nor deleted) whose unexpected changes left missed or partial lines. */
  unexpectedChangedFiles: number;
  /** A rescue the removed-code behavior grants a failing project status, as text to append; null if none. */
  removedCodeRescue: string | null;
  /** Added lines the head misses, by file (a patch check run's annotations); empty for other kinds. */
  uncoveredPatchLines: { path: string; lines: number[] }[];
}

export type StatusResult =
  { kind: 'status'; state: StatusState; description: string } | { kind: 'skipped'; reason: string };

/** `rule` names the setting that chose the state, when one did (`ignore` then says which one skipped it). */
type Outcome = {
  state: StatusState | 'ignore';
  description: string;
  rule?: 'if_not_found' | 'if_no_uploads' | 'if_ci_failed';
};

function project(settings: StatusSettings, facts: StatusFacts, fmt: PercentFormat): Outcome {
  const notFound = settings.if_not_found ?? 'success';
  if (facts.headCoverage === null)
    return { state: notFound, description: 'No coverage information found on head', rule: 'if_not_found' };
  const head = facts.headCoverage;
  const threshold = settings.threshold ?? 0;
  if (typeof settings.target === 'number') {
    const state = head + threshold >= settings.target ? 'success' : 'failure';
    return { state, description: `${fmt.percent(head)}% (target ${fmt.percent(settings.target)}%)` };
  }
  if (!facts.base)
    return { state: notFound, description: 'No report found to compare against', rule: 'if_not_found' };
  if (facts.base.coverage === null)
    return {
      state: notFound,
      description: 'No coverage information found on base report',
      rule: 'if_not_found',
    };
  const state = head + threshold >= facts.base.coverage ? 'success' : 'failure';
  const change = fmt.signed(head - facts.base.coverage);
  const description = `${fmt.percent(head)}% (${change}%) compared to ${short(facts.base.sha)}`;
  if (state === 'failure' && facts.removedCodeRescue)
    return { state: 'success', description: description + facts.removedCodeRescue };
  return { state, description };
}

function patch(settings: StatusSettings, facts: StatusFacts, fmt: PercentFormat): Outcome {
  const target = typeof settings.target === 'number' ? settings.target : (facts.base?.coverage ?? null);
  if (facts.patch && facts.patch.lines > 0 && facts.patch.coverage !== null) {
    const coverage = facts.patch.coverage;
    if (target === null)
      return {
        state: settings.if_not_found ?? 'success',
        description: 'No report found to compare against',
        rule: 'if_not_found',
      };
    const threshold = settings.threshold ?? 0;
    if (coverage >= target)
      return {
        state: 'success',
        description: `${fmt.percent(coverage)}% of diff hit (target ${fmt.percent(target)}%)`,
      };
    if (coverage >= target - threshold)
      return {
        state: 'success',
        description: `${fmt.percent(coverage)}% of diff hit (within ${fmt.percent(threshold)}% threshold of ${fmt.percent(target)}%)`,
      };
    return {
      state: 'failure',
      description: `${fmt.percent(coverage)}% of diff hit (target ${fmt.percent(target)}%)`,
    };
  }
  const description = facts.base
    ? `Coverage not affected when comparing ${short(facts.base.sha)}...${short(facts.headSha)}`
    : 'Coverage not affected';
  return { state: 'success', description };
}

function changes(settings: StatusSettings, facts: StatusFacts): Outcome {
  if (facts.isPull && (settings.base ?? 'auto') !== 'parent' && !facts.base)
    return {
      state: 'success',
      description: 'Unable to determine changes, no report found at pull request base',
    };
  const count = facts.unexpectedChangedFiles;
  if (count === 0) return { state: 'success', description: 'No unexpected coverage changes found' };
  const words = count > 1 ? 'files have' : 'file has';
  return {
    state: 'failure',
    description: `${count} ${words} unexpected coverage changes not visible in diff`,
  };
}

/** A head without any processed upload (all failed, or notifications asked for before any): `if_no_uploads`. */
function noUploads(settings: StatusSettings): Outcome {
  return {
    state: settings.if_no_uploads ?? 'error',
    description: 'No coverage uploads found on head',
    rule: 'if_no_uploads',
  };
}

/**
 * One commit status the way Codecov sets it: skipped when `only_pulls` (or `base: pr`) and no pull, or when the
 * branch is not among `branches`; `if_no_uploads` when the head has no processed upload; `if_ci_failed` when CI
 * failed; always success when informational.
 */
export function evaluateStatus(
  type: StatusType,
  settings: StatusSettings,
  facts: StatusFacts,
  fmt: PercentFormat,
): StatusResult {
  if ((settings.only_pulls || settings.base === 'pr') && !facts.isPull)
    return { kind: 'skipped', reason: 'only for pull requests, and this commit is the head of none' };
  if (settings.branches?.length && !matchesBranch(facts.branch ?? '', settings.branches))
    return { kind: 'skipped', reason: `branch ${facts.branch ?? '(none)'} is not among the status branches` };
  const outcome =
    facts.uploads === 0
      ? noUploads(settings)
      : type === 'project'
        ? project(settings, facts, fmt)
        : type === 'patch'
          ? patch(settings, facts, fmt)
          : changes(settings, facts);
  let { state, rule } = outcome;
  if (facts.ciPassed === false) {
    state = settings.if_ci_failed ?? 'error';
    rule = 'if_ci_failed';
  }
  if (state === 'ignore') return { kind: 'skipped', reason: `${rule ?? 'the configuration'}: ignore` };
  if (settings.informational) state = 'success';
  return { kind: 'status', state, description: outcome.description };
}

/**
 * `flag_coverage_not_uploaded_behavior` for a status whose flags were not uploaded on this commit (only carried
 * forward, or missing): `include` judges it as usual, `exclude` leaves it out, `pass` posts it as success.
 */
export function applyFlagBehavior(
  result: StatusResult,
  settings: StatusSettings,
  flagsUploaded: boolean,
): StatusResult {
  const behavior =
    settings.flag_coverage_not_uploaded_behavior ?? settings.carryforward_behavior ?? 'include';
  if (flagsUploaded || behavior === 'include' || result.kind === 'skipped') return result;
  if (behavior === 'exclude')
    return {
      kind: 'skipped',
      reason: 'flag_coverage_not_uploaded_behavior: exclude, and the flag was not uploaded',
    };
  return {
    kind: 'status',
    state: 'success',
    description: `${result.description} [Auto passed due to carriedforward or missing coverage]`,
  };
}

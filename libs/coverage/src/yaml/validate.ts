import { bundleThreshold, byteSize, coverageRange, percentage, statusTarget } from './coercions';
import { pathPatternProblem } from './path-patterns';
import {
  INVALID,
  type Schema,
  fail,
  boolean,
  checkedText,
  integer,
  isBoolean,
  isMapping,
  isMappingOrEmpty,
  list,
  map,
  object,
  oneOf,
  opaque,
  record,
  shapes,
  text,
} from './schema';
import type {
  BundleBudgetConfig,
  CodecovConfig,
  CodecovSection,
  CommentChangeRequirement,
  CommentSettings,
  ComponentRules,
  CoverageConfig,
  CoverageStatusConfig,
  FlagManagementRules,
  FlagSettings,
  NamedStatusRule,
  ParsersConfig,
  StatusGroup,
  StatusSettings,
  YamlError,
} from './types';

const pathPatterns = list(checkedText(pathPatternProblem));
const strings = list(text());
const outcome = oneOf('success', 'failure', 'error', 'ignore');
const flagBehavior = oneOf('include', 'exclude', 'pass');
const count = integer(0);

const regexText = checkedText((value) => {
  try {
    new RegExp(value.replace(/\(\?P</g, '(?<'));
    return undefined;
  } catch {
    return `is not a valid regular expression: ${JSON.stringify(value)}`;
  }
});

const fix = checkedText((value) => {
  const separator = value.indexOf('::');
  if (separator < 0 || value === '::') return 'must be "before::after"';
  const before = value.slice(0, separator);
  return before === '' ? undefined : pathPatternProblem(before);
});

/** `false` disables the removed-code rescue, as `off` does. */
const removedCodeBehavior: Schema<StatusSettings['removed_code_behavior'] & string> = shapes(
  'must be one of off, removals_only, adjust_base, fully_covered_patch',
  { when: (value) => value === false, schema: () => 'off' as const },
  {
    when: (value) => typeof value === 'string',
    schema: oneOf('off', 'removals_only', 'adjust_base', 'fully_covered_patch'),
  },
);

const statusSettingsFields = {
  target: statusTarget(),
  threshold: percentage(),
  base: oneOf('parent', 'pr', 'auto'),
  branches: strings,
  if_ci_failed: outcome,
  if_no_uploads: outcome,
  if_not_found: outcome,
  informational: boolean(),
  only_pulls: boolean(),
  flags: strings,
  paths: pathPatterns,
  removed_code_behavior: removedCodeBehavior,
  carryforward_behavior: flagBehavior,
  flag_coverage_not_uploaded_behavior: flagBehavior,
  include_changes: boolean(),
};

const statusSettings = object<StatusSettings>(statusSettingsFields);
const statusName = {
  pattern: /^[\w.-]+$/,
  message: 'status names may only use letters, digits, "_", "-" and "."',
};

const statusGroup: Schema<StatusGroup> = shapes(
  'must be true, false or a mapping of named statuses',
  { when: isBoolean, schema: boolean() },
  {
    when: isMappingOrEmpty,
    schema: record<boolean | StatusSettings>(
      shapes(
        'must be true, false or a mapping',
        { when: isBoolean, schema: boolean() },
        { when: isMappingOrEmpty, schema: statusSettings },
      ),
      statusName,
    ),
  },
);

const coverageStatus: Schema<boolean | CoverageStatusConfig> = shapes(
  'must be true, false or a mapping',
  { when: isBoolean, schema: boolean() },
  {
    when: isMappingOrEmpty,
    schema: object<CoverageStatusConfig>({
      project: statusGroup,
      patch: statusGroup,
      changes: statusGroup,
      default_rules: object({
        flag_coverage_not_uploaded_behavior: flagBehavior,
        carryforward_behavior: flagBehavior,
      }),
      no_upload_behavior: oneOf('pass', 'fail'),
    }),
  },
);

const coverage = object<CoverageConfig>({
  precision: integer(0, 99),
  round: oneOf('down', 'up', 'nearest'),
  range: coverageRange(),
  status: coverageStatus,
  notify: record(opaque(), { pattern: /^[\w-]+$/, message: 'is not a notifier name' }),
});

const codecovSection = object<CodecovSection>({
  url: text(),
  slug: text(),
  bot: text(),
  branch: text(),
  token: text(),
  ci: strings,
  strict_yaml_branch: text(),
  max_report_age: shapes(
    'must be true, false, a number of seconds or a duration such as "12h ago"',
    { when: isBoolean, schema: boolean() },
    { when: (value) => typeof value === 'number', schema: count },
    { when: (value) => typeof value === 'string', schema: text() },
  ),
  disable_default_path_fixes: boolean(),
  require_ci_to_pass: boolean(),
  allow_coverage_offsets: boolean(),
  allow_pseudo_compare: boolean(),
  archive: object({ uploads: boolean() }),
  notify: object({
    after_n_builds: count,
    countdown: count,
    delay: count,
    wait_for_ci: boolean(),
    manual_trigger: boolean(),
    notify_error: boolean(),
  }),
});

const flagName = {
  pattern: /^[^\s"']{1,1024}$/,
  message: 'flag names must be 1 to 1024 characters without spaces or quotes',
};

const flagSettings = object<FlagSettings>({
  paths: pathPatterns,
  ignore: pathPatterns,
  carryforward: boolean(),
  carryforward_mode: oneOf('all', 'labels'),
  joined: boolean(),
  required: boolean(),
  after_n_builds: count,
  assume: shapes(
    'must be true, false or a mapping with branches',
    { when: isBoolean, schema: boolean() },
    { when: isMappingOrEmpty, schema: object({ branches: strings }) },
  ),
});

// name_prefix and type are both optional in Codecov's schema (its docs leave name_prefix out).
const namedStatusRule = object<NamedStatusRule>({
  ...statusSettingsFields,
  name_prefix: checkedText((value) => (/^[\w.-]+$/.test(value) ? undefined : statusName.message)),
  type: oneOf('project', 'patch', 'changes'),
});

const flagRulesFields = {
  paths: pathPatterns,
  ignore: pathPatterns,
  carryforward: boolean(),
  carryforward_mode: oneOf('all', 'labels'),
  after_n_builds: count,
  statuses: list(namedStatusRule),
};

const flagManagement = object({
  default_rules: object<FlagManagementRules>(flagRulesFields),
  individual_flags: list(
    object<FlagManagementRules & { name: string }>(
      {
        ...flagRulesFields,
        name: checkedText((value) => (flagName.pattern.test(value) ? undefined : flagName.message)),
      },
      ['name'],
    ),
  ),
});

const componentRulesFields = {
  name: text(),
  paths: pathPatterns,
  flag_regexes: list(regexText),
  statuses: list(namedStatusRule),
};

const componentManagement = object({
  default_rules: object<ComponentRules>(componentRulesFields),
  individual_components: list(
    object<ComponentRules & { component_id: string }>({ ...componentRulesFields, component_id: text() }, [
      'component_id',
    ]),
  ),
});

const partialsAsHits = object({ partials_as_hits: boolean() });
const parsers = object<ParsersConfig>({
  go: partialsAsHits,
  jacoco: partialsAsHits,
  cobertura: object({ partials_as_hits: boolean(), handle_missing_conditions: boolean() }),
  javascript: object({ enable_partials: boolean() }),
  gcov: object({
    branch_detection: object({
      conditional: boolean(),
      loop: boolean(),
      method: boolean(),
      macro: boolean(),
    }),
  }),
  v1: object({ include_full_missed_files: boolean() }),
});

const layoutSection = /^[a-z_]+(?::\d+)?$/;
const layout: Schema<string> = shapes(
  'must be a comma-separated list of section names',
  { when: (value) => typeof value === 'string', schema: text() },
  { when: Array.isArray, schema: map(list(text()), (sections) => sections.join(',')) },
);
const checkedLayout: Schema<string> = (value, at, errors) => {
  const joined = layout(value, at, errors);
  if (joined === INVALID) return INVALID;
  const sections = joined.split(',').map((section) => section.trim());
  const odd = sections.filter((section) => section !== '' && !layoutSection.test(section));
  if (odd.length === 0) return sections.filter((section) => section !== '').join(',');
  errors.push({
    path: at,
    message: `unknown layout sections: ${odd.map((section) => JSON.stringify(section)).join(', ')}`,
  });
  return INVALID;
};

const changeRequirements = ['coverage_drop', 'uncovered_patch'] as const;
const requireChanges: Schema<boolean | CommentChangeRequirement[]> = shapes(
  'must be true, false, or one or more of coverage_drop, uncovered_patch',
  { when: isBoolean, schema: boolean() },
  {
    when: (value) => typeof value === 'string',
    schema: (value, at, errors) => {
      // `"coverage_drop OR uncovered_patch"` as the reference writes it.
      const words = String(value)
        .split(/\s+OR\s+|\s*,\s*/i)
        .map((word) => word.trim());
      const known: readonly string[] = changeRequirements;
      return words.every((word) => known.includes(word))
        ? (words as CommentChangeRequirement[])
        : fail(errors, at, 'must be true, false, or one or more of coverage_drop, uncovered_patch');
    },
  },
  { when: Array.isArray, schema: list(oneOf(...changeRequirements)) },
);

const comment: Schema<false | CommentSettings> = shapes(
  'must be false or a mapping',
  { when: (value) => value === false, schema: () => false as const },
  {
    when: isMappingOrEmpty,
    schema: object<CommentSettings>({
      layout: checkedLayout,
      behavior: oneOf('default', 'once', 'new', 'spammy'),
      require_changes: requireChanges,
      require_base: boolean(),
      require_head: boolean(),
      after_n_builds: count,
      show_carryforward_flags: boolean(),
      hide_comment_details: boolean(),
      hide_project_coverage: boolean(),
      show_critical_paths: boolean(),
      branches: strings,
      require_bundle_changes: shapes(
        'must be true, false or "bundle_increase"',
        { when: isBoolean, schema: boolean() },
        { when: (value) => typeof value === 'string', schema: oneOf('bundle_increase') },
      ),
      bundle_change_threshold: bundleThreshold(),
    }),
  },
);

/** Names a budget glob may match: asset and bundle names never hold spaces or quotes. */
const nameGlob = checkedText((value) =>
  value.trim() === ''
    ? 'must not be empty'
    : /[\s"']/.test(value)
      ? 'must be a glob without spaces or quotes'
      : undefined,
);

const bundleBudget = object<BundleBudgetConfig>(
  { assets: nameGlob, max_size: byteSize(), gzip: boolean(), bundle: nameGlob },
  ['assets', 'max_size'],
);

const switchOrMapping = <T extends object>(schema: Schema<T>): Schema<boolean | T> =>
  shapes(
    'must be true, false or a mapping',
    { when: isBoolean, schema: boolean() },
    { when: isMappingOrEmpty, schema },
  );

const codecovConfig = object<CodecovConfig>({
  codecov: codecovSection,
  coverage,
  ignore: pathPatterns,
  fixes: list(fix),
  flags: record(flagSettings, flagName),
  flag_management: flagManagement,
  component_management: componentManagement,
  parsers,
  comment,
  bundle_analysis: object({
    warning_threshold: bundleThreshold(),
    status: shapes(
      'must be true, false or "informational"',
      { when: isBoolean, schema: boolean() },
      { when: (value) => typeof value === 'string', schema: oneOf('informational') },
    ),
    budgets: list(bundleBudget),
  }),
  test_analytics: object({ flake_detection: boolean(), shorten_paths: boolean() }),
  github_checks: switchOrMapping(object({ annotations: boolean() })),
  slack_app: switchOrMapping(object({ enabled: boolean() })),
  cli: record(opaque(), { pattern: /^[\w-]+$/, message: 'is not a setting name' }),
});

const legacyTopLevelKeys = ['flags', 'parsers', 'ignore', 'fixes'] as const;

/**
 * Moves keys that older files put in other places to where they live now, without touching the input:
 * `coverage.flags|parsers|ignore|fixes` go to the top level (a top-level key wins) and
 * `codecov.notify.require_ci_to_pass` becomes `codecov.require_ci_to_pass`.
 */
export function moveLegacyKeys(document: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...document };
  delete out['to_string'];
  if (isMapping(out['coverage'])) {
    const coverageSection: Record<string, unknown> = { ...out['coverage'] };
    for (const key of legacyTopLevelKeys) {
      if (!Object.hasOwn(coverageSection, key)) continue;
      if (!Object.hasOwn(out, key)) out[key] = coverageSection[key];
      delete coverageSection[key];
    }
    out['coverage'] = coverageSection;
  }
  const codecov = out['codecov'];
  if (
    isMapping(codecov) &&
    isMapping(codecov['notify']) &&
    Object.hasOwn(codecov['notify'], 'require_ci_to_pass')
  ) {
    const { require_ci_to_pass: requireCi, ...notify } = codecov['notify'];
    const section: Record<string, unknown> = { ...codecov, notify };
    if (!Object.hasOwn(section, 'require_ci_to_pass')) section['require_ci_to_pass'] = requireCi;
    out['codecov'] = section;
  }
  return out;
}

/** A checked document: what is left of it, its errors, and its warnings (unknown keys, left out). */
export interface YamlValidation {
  config: CodecovConfig;
  errors: YamlError[];
  warnings: YamlError[];
}

/**
 * Checks a codecov.yml document (already parsed from YAML or JSON). Returns every problem found, each with
 * its dotted location, and the configuration that is left once the invalid parts are dropped.
 */
export function validateCodecovYaml(value: unknown): YamlValidation {
  if (value === null || value === undefined) return { config: {}, errors: [], warnings: [] };
  if (!isMapping(value)) {
    return { config: {}, errors: [{ path: '', message: 'must be a mapping of settings' }], warnings: [] };
  }
  const problems: YamlError[] = [];
  const checked = codecovConfig(moveLegacyKeys(value), '', problems);
  return {
    config: checked === INVALID ? {} : checked,
    errors: problems.filter((problem) => problem.level !== 'warning'),
    warnings: problems.filter((problem) => problem.level === 'warning'),
  };
}

/** `coverage.precision: must be an integer from 0 to 99`. */
export function formatYamlError(error: YamlError): string {
  return error.path === '' ? error.message : `${error.path}: ${error.message}`;
}

/**
 * The codecov.yml model after validation and coercion. Every key is optional: a layer (defaults, owner,
 * repository, commit) only says what it sets, and layers are deep-merged (see merge.ts).
 */

/** One problem found in a codecov.yml: where (dotted location, '' for the document) and what. */
export interface YamlError {
  path: string;
  message: string;
  /** A warning (an unknown key) is reported but leaves the rest of the file in force. */
  level?: 'warning';
}

export type RoundingMode = 'down' | 'up' | 'nearest';
export type StatusOutcome = 'success' | 'failure' | 'error' | 'ignore';
export type StatusBase = 'parent' | 'pr' | 'auto';
export type FlagBehavior = 'include' | 'exclude' | 'pass';
export type RemovedCodeBehavior = 'off' | 'removals_only' | 'adjust_base' | 'fully_covered_patch';
export type StatusType = 'project' | 'patch' | 'changes';
export type CarryforwardMode = 'all' | 'labels';
export type CommentBehavior = 'default' | 'once' | 'new' | 'spammy';
export type CommentChangeRequirement = 'coverage_drop' | 'uncovered_patch';

/** A target or threshold of a coverage status: a percentage, or `auto` (compare with the base) for targets. */
export type StatusTarget = number | 'auto';

/** A bundle size threshold: absolute bytes or a percentage of the base size. */
export interface BundleThreshold {
  type: 'absolute' | 'percentage';
  value: number;
}

/** The settings one named coverage status can have. */
export interface StatusSettings {
  target?: StatusTarget;
  threshold?: number;
  base?: StatusBase;
  branches?: string[];
  if_ci_failed?: StatusOutcome;
  if_no_uploads?: StatusOutcome;
  if_not_found?: StatusOutcome;
  informational?: boolean;
  only_pulls?: boolean;
  flags?: string[];
  paths?: string[];
  removed_code_behavior?: RemovedCodeBehavior;
  carryforward_behavior?: FlagBehavior;
  flag_coverage_not_uploaded_behavior?: FlagBehavior;
  include_changes?: boolean;
}

/** `true`/`false` switch a status kind on or off; a mapping names each status (`default`, `frontend`, …). */
export type StatusGroup = boolean | Record<string, boolean | StatusSettings>;

export interface CoverageStatusConfig {
  project?: StatusGroup;
  patch?: StatusGroup;
  changes?: StatusGroup;
  default_rules?: {
    flag_coverage_not_uploaded_behavior?: FlagBehavior;
    carryforward_behavior?: FlagBehavior;
  };
  no_upload_behavior?: 'pass' | 'fail';
}

export interface CoverageConfig {
  precision?: number;
  round?: RoundingMode;
  /** Colour range `[lo, hi]` in percent. */
  range?: [number, number];
  status?: boolean | CoverageStatusConfig;
  /** Legacy notifier integrations (slack, webhooks, …): accepted, not interpreted. */
  notify?: Record<string, unknown>;
}

export interface CodecovSection {
  url?: string;
  slug?: string;
  bot?: string;
  branch?: string;
  token?: string;
  ci?: string[];
  strict_yaml_branch?: string;
  max_report_age?: string | number | boolean;
  disable_default_path_fixes?: boolean;
  require_ci_to_pass?: boolean;
  allow_coverage_offsets?: boolean;
  allow_pseudo_compare?: boolean;
  archive?: { uploads?: boolean };
  notify?: {
    after_n_builds?: number;
    countdown?: number;
    delay?: number;
    wait_for_ci?: boolean;
    manual_trigger?: boolean;
    notify_error?: boolean;
  };
}

/** A status attached to a flag or component: a name prefix and a status type, plus status settings. */
export interface NamedStatusRule extends StatusSettings {
  name_prefix?: string;
  type?: StatusType;
}

/** Settings of a flag under the legacy `flags.<name>` key. */
export interface FlagSettings {
  paths?: string[];
  ignore?: string[];
  carryforward?: boolean;
  carryforward_mode?: CarryforwardMode;
  joined?: boolean;
  required?: boolean;
  after_n_builds?: number;
  assume?: boolean | { branches?: string[] };
}

export interface FlagManagementRules {
  paths?: string[];
  ignore?: string[];
  carryforward?: boolean;
  carryforward_mode?: CarryforwardMode;
  after_n_builds?: number;
  statuses?: NamedStatusRule[];
}

export interface FlagManagementConfig {
  default_rules?: FlagManagementRules;
  individual_flags?: (FlagManagementRules & { name: string })[];
}

export interface ComponentRules {
  name?: string;
  paths?: string[];
  flag_regexes?: string[];
  statuses?: NamedStatusRule[];
}

export interface ComponentManagementConfig {
  default_rules?: ComponentRules;
  individual_components?: (ComponentRules & { component_id: string })[];
}

export interface ParsersConfig {
  go?: { partials_as_hits?: boolean };
  jacoco?: { partials_as_hits?: boolean };
  cobertura?: { partials_as_hits?: boolean; handle_missing_conditions?: boolean };
  javascript?: { enable_partials?: boolean };
  gcov?: { branch_detection?: { conditional?: boolean; loop?: boolean; method?: boolean; macro?: boolean } };
  v1?: { include_full_missed_files?: boolean };
}

export interface CommentSettings {
  /** Comma-separated section names, e.g. `"reach,diff,flags,tree"`. */
  layout?: string;
  behavior?: CommentBehavior;
  /** `true`, or the kinds of change that must be present before the comment is posted. */
  require_changes?: boolean | CommentChangeRequirement[];
  require_base?: boolean;
  require_head?: boolean;
  after_n_builds?: number;
  show_carryforward_flags?: boolean;
  hide_comment_details?: boolean;
  hide_project_coverage?: boolean;
  show_critical_paths?: boolean;
  branches?: string[];
  require_bundle_changes?: boolean | 'bundle_increase';
  bundle_change_threshold?: BundleThreshold;
}

/** A size budget: the assets matching a glob (in bundles matching `bundle`) weigh at most `max_size` bytes. */
export interface BundleBudgetConfig {
  assets: string;
  max_size: number;
  /** Weigh gzip sizes instead of sizes on disk. */
  gzip?: boolean;
  /** Glob over bundle names; every bundle when absent. */
  bundle?: string;
}

export interface BundleAnalysisConfig {
  warning_threshold?: BundleThreshold;
  status?: boolean | 'informational';
  budgets?: BundleBudgetConfig[];
}

export interface TestAnalyticsConfig {
  flake_detection?: boolean;
  shorten_paths?: boolean;
}

export interface CodecovConfig {
  codecov?: CodecovSection;
  coverage?: CoverageConfig;
  ignore?: string[];
  fixes?: string[];
  flags?: Record<string, FlagSettings>;
  flag_management?: FlagManagementConfig;
  component_management?: ComponentManagementConfig;
  parsers?: ParsersConfig;
  comment?: false | CommentSettings;
  bundle_analysis?: BundleAnalysisConfig;
  test_analytics?: TestAnalyticsConfig;
  github_checks?: boolean | { annotations?: boolean };
  slack_app?: boolean | { enabled?: boolean };
  /** codecov-cli settings that share the file: accepted, not interpreted here. */
  cli?: Record<string, unknown>;
}

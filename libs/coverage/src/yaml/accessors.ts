import type { ParserOptions } from '../model/report-builder';
import type {
  CarryforwardMode,
  CodecovConfig,
  FlagManagementRules,
  FlagSettings,
  RoundingMode,
} from './types';

export interface CoverageDisplay {
  precision: number;
  round: RoundingMode;
  range: [number, number];
}

/** How coverage percentages are rounded and coloured. */
export function coverageDisplay(config: CodecovConfig): CoverageDisplay {
  const coverage = config.coverage ?? {};
  return {
    precision: coverage.precision ?? 2,
    round: coverage.round ?? 'down',
    range: coverage.range ? [coverage.range[0], coverage.range[1]] : [60, 80],
  };
}

/** Path patterns excluded from every report. */
export function ignorePatterns(config: CodecovConfig): string[] {
  return [...(config.ignore ?? [])];
}

/** `before::after` path rewrites. */
export function pathFixes(config: CodecovConfig): string[] {
  return [...(config.fixes ?? [])];
}

/** Whether reported paths are matched to repository files and stripped of known CI prefixes. */
export function defaultPathFixesEnabled(config: CodecovConfig): boolean {
  return config.codecov?.disable_default_path_fixes !== true;
}

/** What a flag's configuration says about the files it may contribute and about carrying it forward. */
export interface FlagRules {
  /** Patterns a file must match for an upload with this flag to contribute it. */
  paths?: string[];
  /** Patterns of files an upload with this flag never contributes. */
  ignore?: string[];
  carryforward?: boolean;
  carryforward_mode?: CarryforwardMode;
  after_n_builds?: number;
}

function pickFlagRules(source: FlagSettings | FlagManagementRules | undefined): FlagRules {
  if (!source) return {};
  const rules: FlagRules = {};
  if (source.paths) rules.paths = [...source.paths];
  if (source.ignore) rules.ignore = [...source.ignore];
  if (source.carryforward !== undefined) rules.carryforward = source.carryforward;
  if (source.carryforward_mode !== undefined) rules.carryforward_mode = source.carryforward_mode;
  if (source.after_n_builds !== undefined) rules.after_n_builds = source.after_n_builds;
  return rules;
}

/**
 * A flag's rules: `flag_management.default_rules`, overlaid by the legacy `flags.<name>` entry, overlaid by
 * the matching `flag_management.individual_flags` entry (what is said about the flag itself beats defaults).
 */
export function flagRules(config: CodecovConfig, flagName: string): FlagRules {
  const management = config.flag_management;
  const legacy = config.flags && Object.hasOwn(config.flags, flagName) ? config.flags[flagName] : undefined;
  const individual = management?.individual_flags?.find((flag) => flag.name === flagName);
  return {
    ...pickFlagRules(management?.default_rules),
    ...pickFlagRules(legacy),
    ...pickFlagRules(individual),
  };
}

/** Names of flags configured for carryforward (legacy entries and individual flags). */
export function carryforwardFlagNames(config: CodecovConfig): string[] {
  const names = new Set<string>([
    ...Object.keys(config.flags ?? {}),
    ...(config.flag_management?.individual_flags ?? []).map((flag) => flag.name),
  ]);
  return [...names].filter((name) => flagRules(config, name).carryforward === true);
}

/** The `parsers` section in the shape parsers read. */
export function parserOptions(config: CodecovConfig): ParserOptions {
  const parsers = config.parsers ?? {};
  const options: ParserOptions = {};
  if (parsers.go) options.go = { ...parsers.go };
  if (parsers.jacoco) options.jacoco = { ...parsers.jacoco };
  if (parsers.cobertura) options.cobertura = { ...parsers.cobertura };
  if (parsers.javascript) options.javascript = { ...parsers.javascript };
  if (parsers.gcov) {
    options.gcov = parsers.gcov.branch_detection
      ? { branch_detection: { ...parsers.gcov.branch_detection } }
      : {};
  }
  return options;
}

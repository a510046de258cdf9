import { isMapping } from './schema';
import type { CodecovConfig } from './types';

/** Defaults for owners that predate patch-centric defaults (and the ones this product starts from). */
export const DEFAULT_CODECOV_CONFIG: CodecovConfig = {
  codecov: { require_ci_to_pass: true, notify: { wait_for_ci: true } },
  coverage: {
    precision: 2,
    round: 'down',
    range: [60, 80],
    status: {
      project: true,
      patch: true,
      changes: false,
      default_rules: { flag_coverage_not_uploaded_behavior: 'include' },
    },
  },
  comment: { layout: 'reach,diff,flags,tree,reach', behavior: 'default', show_carryforward_flags: false },
  slack_app: true,
  github_checks: { annotations: true },
};

/** Defaults for newer owners: patch status only and a condensed comment. */
export const PATCH_CENTRIC_CODECOV_CONFIG: CodecovConfig = mergeCodecovConfigs(DEFAULT_CODECOV_CONFIG, {
  coverage: { status: { project: false, patch: true } },
  comment: { layout: 'condensed_header,flags,tree,component', hide_project_coverage: true },
});

function mergeValues(base: unknown, layer: unknown): unknown {
  if (!isMapping(base) || !isMapping(layer)) return clone(layer);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) {
    if (key !== '__proto__') out[key] = clone(value);
  }
  for (const [key, value] of Object.entries(layer)) {
    if (key !== '__proto__') out[key] = Object.hasOwn(out, key) ? mergeValues(out[key], value) : clone(value);
  }
  return out;
}

/** A copy, so a merged configuration never shares objects with its layers (or with the defaults). */
function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (!isMapping(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key !== '__proto__') out[key] = clone(entry);
  }
  return out;
}

/** Deep merge, later layers win: mappings merge key by key, anything else (lists too) replaces. */
export function mergeCodecovConfigs(...layers: readonly (CodecovConfig | null | undefined)[]): CodecovConfig {
  let merged: unknown = {};
  for (const layer of layers) {
    if (layer) merged = mergeValues(merged, layer);
  }
  return merged as CodecovConfig;
}

export interface CodecovConfigLayers {
  /** Site or owner-age defaults; DEFAULT_CODECOV_CONFIG when not given. */
  defaults?: CodecovConfig;
  /** The owner's (organisation's) configuration. */
  owner?: CodecovConfig | null;
  /** The repository's stored configuration. */
  repository?: CodecovConfig | null;
  /** The codecov.yml found in the commit, when it has a valid one. */
  commit?: CodecovConfig | null;
}

/**
 * The configuration in force for a commit: defaults, then the owner's, then the commit's own file when it
 * has one, else the repository's. The commit file replaces the repository configuration; it is not merged
 * on top of it.
 */
export function resolveCodecovConfig(layers: CodecovConfigLayers): CodecovConfig {
  const project = layers.commit ?? layers.repository;
  return mergeCodecovConfigs(layers.defaults ?? DEFAULT_CODECOV_CONFIG, layers.owner, project);
}

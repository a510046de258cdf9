import type { ChangeType } from './bundles';
import { percentOf } from './percent';

export interface ModuleSnapshot {
  name: string;
  size: number;
}

/** One asset of a commit as comparisons need it. */
export interface AssetSnapshot {
  /** The name as written, with its content hash. */
  name: string;
  /** The name with the hash replaced; assets are matched across commits by it. */
  normalized: string;
  size: number;
  gzipSize?: number | null;
  modules?: readonly ModuleSnapshot[];
  /** A stored identity carried across commits (see assetIdentity), when the caller keeps one. */
  uuid?: string | null;
}

export interface ModuleChange {
  name: string;
  changeType: ChangeType;
  sizeDelta: number;
  baseSize: number;
  headSize: number;
}

export interface AssetChange {
  /** The normalized name both sides share. */
  name: string;
  baseName: string | null;
  headName: string | null;
  changeType: ChangeType;
  sizeDelta: number;
  /** Of the base size, 2 decimals: 100 when added (or the base was empty), −100 when removed. */
  percentageDelta: number;
  baseSize: number;
  headSize: number;
  /** Modules whose size changed, appeared or went, by name. */
  modules: ModuleChange[];
  /** The modules of the head asset (none when removed). */
  headModules: ModuleSnapshot[];
}

const moduleKey = (asset: AssetSnapshot) =>
  asset.modules?.length ? JSON.stringify([...new Set(asset.modules.map((m) => m.name))].sort()) : null;

/**
 * Picks the base asset most likely to be the same file as `head` among same-name candidates: the same stored
 * identity, then the same hashed name, then the same set of module names, then the closest size (the first
 * of equals).
 */
function bestMatch(head: AssetSnapshot, candidates: readonly AssetSnapshot[]): AssetSnapshot | undefined {
  const key = moduleKey(head);
  return (
    (head.uuid ? candidates.find((base) => base.uuid === head.uuid) : undefined) ??
    candidates.find((base) => base.name === head.name) ??
    (key !== null ? candidates.find((base) => moduleKey(base) === key) : undefined) ??
    candidates.reduce<AssetSnapshot | undefined>(
      (best, base) =>
        best === undefined || Math.abs(head.size - base.size) < Math.abs(head.size - best.size) ? base : best,
      undefined,
    )
  );
}

/** How the modules of a matched pair changed, by module name (sizes of same-name modules add up). */
export function compareModules(
  base: readonly ModuleSnapshot[] = [],
  head: readonly ModuleSnapshot[] = [],
): ModuleChange[] {
  const total = (modules: readonly ModuleSnapshot[]) => {
    const sizes = new Map<string, number>();
    for (const module of modules) sizes.set(module.name, (sizes.get(module.name) ?? 0) + module.size);
    return sizes;
  };
  const before = total(base);
  const after = total(head);
  const changes: ModuleChange[] = [];
  for (const [name, headSize] of after) {
    const baseSize = before.get(name);
    if (baseSize === headSize) continue;
    changes.push({
      name,
      changeType: baseSize === undefined ? 'added' : 'changed',
      sizeDelta: headSize - (baseSize ?? 0),
      baseSize: baseSize ?? 0,
      headSize,
    });
  }
  for (const [name, baseSize] of before) {
    if (!after.has(name))
      changes.push({ name, changeType: 'removed', sizeDelta: -baseSize, baseSize, headSize: 0 });
  }
  return changes;
}

function change(base: AssetSnapshot | undefined, head: AssetSnapshot | undefined): AssetChange {
  const baseSize = base?.size ?? 0;
  const headSize = head?.size ?? 0;
  const sizeDelta = headSize - baseSize;
  const changeType: ChangeType = !base ? 'added' : !head ? 'removed' : 'changed';
  return {
    name: (head ?? base)?.normalized ?? '',
    baseName: base?.name ?? null,
    headName: head?.name ?? null,
    changeType,
    sizeDelta,
    percentageDelta:
      changeType === 'added' ? 100 : changeType === 'removed' ? -100 : percentOf(sizeDelta, baseSize),
    baseSize,
    headSize,
    modules: compareModules(base?.modules, head?.modules),
    headModules: [...(head?.modules ?? [])],
  };
}

/**
 * Compares the assets of one bundle across two commits: assets are matched by normalized name, duplicates
 * of a name paired by bestMatch; the unmatched are added or removed. Head names in their order, then names
 * only the base has.
 */
export function compareAssets(
  baseAssets: readonly AssetSnapshot[],
  headAssets: readonly AssetSnapshot[],
): AssetChange[] {
  const group = (assets: readonly AssetSnapshot[]) => {
    const byName = new Map<string, AssetSnapshot[]>();
    for (const asset of assets)
      byName.set(asset.normalized, [...(byName.get(asset.normalized) ?? []), asset]);
    return byName;
  };
  const base = group(baseAssets);
  const head = group(headAssets);
  const changes: AssetChange[] = [];
  for (const [name, heads] of head) {
    const candidates = [...(base.get(name) ?? [])];
    for (const current of heads) {
      const match = bestMatch(current, candidates);
      if (match) candidates.splice(candidates.indexOf(match), 1);
      changes.push(change(match, current));
    }
    for (const gone of candidates) changes.push(change(gone, undefined));
  }
  for (const [name, bases] of base) {
    if (!head.has(name)) for (const gone of bases) changes.push(change(gone, undefined));
  }
  return changes;
}

const normalizePath = (path: string) =>
  path
    .split('/')
    .reduce<string[]>((parts, part) => {
      if (part === '' || part === '.') return parts;
      if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
      else parts.push(part);
      return parts;
    }, [])
    .join('/');

/**
 * The head modules of an asset that belong to files changed in the pull request: module names are relative
 * to the app, changed files to the repository, so a changed file matches a module it ends with.
 */
export function contributingModules<M extends ModuleSnapshot>(
  modules: readonly M[],
  changedFiles: readonly string[] | null,
): M[] {
  if (changedFiles === null) return [...modules];
  const files = changedFiles.map((file) => `/${normalizePath(file)}`);
  return modules.filter((module) => {
    const path = normalizePath(module.name.split(' ')[0] ?? '');
    return path !== '' && files.some((file) => file.endsWith(`/${path}`));
  });
}

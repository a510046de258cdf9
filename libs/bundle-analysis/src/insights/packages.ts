import type { BundleStatsModule } from '../stats/bundle-stats';
import type { BundleContent } from '../model/types';

export interface PackageLocation {
  name: string;
  /** The package folder, through its last `node_modules/` (one copy of the package). */
  root: string;
  /** Read from a pnpm store path (`.pnpm/name@1.2.3/`); null when the path does not say. */
  version: string | null;
}

const STORE_ENTRY = /(?:^|\/)\.pnpm\/(@[^/+]+\+[^/@]+|[^/@]+)@([^/_(]+)[^/]*\/node_modules\/$/;

/**
 * Where a module comes from when it is a package file: the resource after any loaders (`a!b!./file`), the
 * last `node_modules/` in its path and the package name after it (`@scope/name` or `name`).
 */
export function packageOf(moduleName: string): PackageLocation | null {
  const resource = (moduleName.split('!').pop() ?? '').split(' ')[0]?.split('?')[0] ?? '';
  const marker = resource.lastIndexOf('node_modules/');
  if (marker < 0) return null;
  const after = resource.slice(marker + 'node_modules/'.length).split('/');
  const scoped = after[0]?.startsWith('@');
  const name = scoped ? `${after[0]}/${after[1] ?? ''}` : (after[0] ?? '');
  if (name === '' || name.endsWith('/') || name.startsWith('.')) return null;
  const base = resource.slice(0, marker + 'node_modules/'.length);
  const store = STORE_ENTRY.exec(base);
  const storeName = store?.[1]?.replace('+', '/');
  return { name, root: `${base}${name}`, version: store && storeName === name ? (store[2] ?? null) : null };
}

export interface PackageCopy {
  root: string;
  version: string | null;
  /** Bytes of this copy's modules in the bundle. */
  size: number;
  /** Chunks (unique ids) holding its modules. */
  chunks: string[];
}

export interface DuplicatePackage {
  name: string;
  /** Largest copy first. */
  copies: PackageCopy[];
  /** Distinct versions read from the paths. */
  versions: string[];
  /** What all copies but the largest cost. */
  extraBytes: number;
}

function copiesOf(modules: readonly BundleStatsModule[]): Map<string, Map<string, PackageCopy>> {
  const packages = new Map<string, Map<string, PackageCopy>>();
  const seen = new Map<string, number>();
  for (const module of modules) {
    const location = packageOf(module.name);
    if (!location) continue;
    const copies = packages.get(location.name) ?? new Map<string, PackageCopy>();
    packages.set(location.name, copies);
    const copy = copies.get(location.root) ?? {
      root: location.root,
      version: location.version,
      size: 0,
      chunks: [],
    };
    copies.set(location.root, copy);
    // The same module may be listed twice (once inside a concatenation): count its largest listing once.
    const previous = seen.get(module.name) ?? 0;
    if (module.size > previous) {
      copy.size += module.size - previous;
      seen.set(module.name, module.size);
    }
    for (const chunk of module.chunkUniqueIds) if (!copy.chunks.includes(chunk)) copy.chunks.push(chunk);
  }
  return packages;
}

/**
 * Packages the bundle holds more than once: several copies under distinct `node_modules` folders (nested
 * installs, pnpm peer variants) or several versions, with the bytes each copy costs. Largest waste first.
 */
export function duplicatePackages(content: Pick<BundleContent, 'modules'>): DuplicatePackage[] {
  const duplicates: DuplicatePackage[] = [];
  for (const [name, byRoot] of copiesOf(content.modules)) {
    if (byRoot.size < 2) continue;
    const copies = [...byRoot.values()].sort((a, b) => b.size - a.size || a.root.localeCompare(b.root));
    const versions = [...new Set(copies.flatMap((copy) => (copy.version ? [copy.version] : [])))].sort();
    const extraBytes = copies.slice(1).reduce((sum, copy) => sum + copy.size, 0);
    duplicates.push({ name, copies, versions, extraBytes });
  }
  return duplicates.sort((a, b) => b.extraBytes - a.extraBytes || a.name.localeCompare(b.name));
}

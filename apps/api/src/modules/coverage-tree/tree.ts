import { coveragePercent } from '@canopy/coverage';

/** Totals of one file, as the path contents give them. */
export interface TreeFile {
  path: string;
  hits: number;
  misses: number;
  partials: number;
  lines: number;
  /** The file's stored percentage (precise); folders are computed from their sums. */
  percentCovered: number;
}

/** One node on the wire (snake_case, as the reference's REST answer). */
export interface CoverageTreeNode {
  name: string;
  full_path: string;
  coverage: number | null;
  lines: number;
  hits: number;
  partials: number;
  misses: number;
  /** Only on folders. */
  children?: CoverageTreeNode[];
}

interface Folder extends CoverageTreeNode {
  children: CoverageTreeNode[];
  folders: Map<string, Folder>;
}

function folderNode(name: string, fullPath: string): Folder {
  return {
    name,
    full_path: fullPath,
    coverage: null,
    lines: 0,
    hits: 0,
    partials: 0,
    misses: 0,
    children: [],
    folders: new Map(),
  };
}

function finish(folder: Folder): CoverageTreeNode {
  const children = folder.children
    .map((child) => ('folders' in child ? finish(child as Folder) : child))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    name: folder.name,
    full_path: folder.full_path,
    coverage: coveragePercent(folder.hits, folder.lines),
    lines: folder.lines,
    hits: folder.hits,
    partials: folder.partials,
    misses: folder.misses,
    children,
  };
}

/**
 * The top-level folders and files of a flat file list, each folder holding its children and the sums of the
 * files below it. Children are in name order.
 */
export function buildCoverageTree(files: readonly TreeFile[]): CoverageTreeNode[] {
  const root = folderNode('', '');
  for (const file of files) {
    const parts = file.path.split('/').filter(Boolean);
    if (parts.length === 0) continue;
    let folder = root;
    const chain = [root];
    for (let depth = 0; depth < parts.length - 1; depth++) {
      const name = parts[depth]!;
      let next = folder.folders.get(name);
      if (!next) {
        next = folderNode(name, parts.slice(0, depth + 1).join('/'));
        folder.folders.set(name, next);
        folder.children.push(next);
      }
      folder = next;
      chain.push(folder);
    }
    for (const ancestor of chain) {
      ancestor.lines += file.lines;
      ancestor.hits += file.hits;
      ancestor.partials += file.partials;
      ancestor.misses += file.misses;
    }
    folder.children.push({
      name: parts[parts.length - 1]!,
      full_path: parts.join('/'),
      coverage: file.lines > 0 ? file.percentCovered : null,
      lines: file.lines,
      hits: file.hits,
      partials: file.partials,
      misses: file.misses,
    });
  }
  return finish(root).children ?? [];
}

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

/**
 * Below this share of the asked folder's lines an entry is left out of a depth-limited tree: the sunburst does
 * not draw arcs under about 1/1250 of the circle (0.005 radians), so a ring holds at most ~1,300 entries and the
 * answer stays small however many files the repository has.
 */
export const NARROW_SHARE = 1 / 1300;

/** A folder of a depth-limited tree; `partial` when some of its children were left out (deeper or too narrow). */
export interface CoverageTreeLevel extends CoverageTreeNode {
  partial?: true;
}

/** The folder at `path` (root: ''), or null when the tree has nothing there. */
function findFolder(nodes: CoverageTreeNode[], path: string): CoverageTreeNode | null {
  let children = nodes;
  let found: CoverageTreeNode | null = null;
  for (const name of path.split('/').filter(Boolean)) {
    found = children.find((child) => child.name === name && child.children) ?? null;
    if (!found) return null;
    children = found.children!;
  }
  return found;
}

function cut(node: CoverageTreeNode, levels: number, minLines: number): CoverageTreeLevel {
  if (!node.children) return node;
  const { children, ...folder } = node;
  // Files without lines draw nothing: leaving them out does not make a folder partial.
  const drawn = children.filter((child) => child.lines > 0);
  if (levels <= 0)
    return drawn.length ? { ...folder, children: [], partial: true } : { ...folder, children: [] };
  const kept = drawn.filter((child) => child.lines >= minLines);
  const result: CoverageTreeLevel = {
    ...folder,
    children: kept.map((child) => cut(child, levels - 1, minLines)),
  };
  if (kept.length < drawn.length) result.partial = true;
  return result;
}

/**
 * The folder at `path` of a whole tree with `depth` levels of its contents, entries narrower than `NARROW_SHARE`
 * of the folder left out; the root (path '') is named `rootName`. Null when there is no such folder.
 */
export function treeLevels(
  nodes: CoverageTreeNode[],
  path: string,
  depth: number,
  rootName: string,
): CoverageTreeLevel | null {
  const folder = path ? findFolder(nodes, path) : null;
  if (path && !folder) return null;
  const top: CoverageTreeNode = folder ?? {
    name: rootName,
    full_path: '',
    ...sums(nodes),
    children: nodes,
  };
  return cut(top, depth, top.lines * NARROW_SHARE);
}

function sums(nodes: CoverageTreeNode[]): Omit<CoverageTreeNode, 'name' | 'full_path' | 'children'> {
  const total = (key: 'lines' | 'hits' | 'partials' | 'misses') =>
    nodes.reduce((sum, node) => sum + node[key], 0);
  return {
    coverage: coveragePercent(total('hits'), total('lines')),
    lines: total('lines'),
    hits: total('hits'),
    partials: total('partials'),
    misses: total('misses'),
  };
}

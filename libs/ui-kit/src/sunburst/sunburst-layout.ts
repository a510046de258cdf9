import { hierarchy, partition } from 'd3-hierarchy';
import type { SunburstNode } from './sunburst-types';

/** Rings drawn around the centre; deeper folders are folded into their ring-3 ancestor. */
export const SUNBURST_RINGS = 3;
/** Arcs narrower than this (radians, ~0.3°) are not drawn: under a pixel wide, and they would add thousands of nodes. */
export const MIN_ARC_ANGLE = 0.005;

export interface SunburstArc {
  /** Unique within one layout: the node's full path. */
  key: string;
  node: SunburstNode;
  /** Nodes from the centre's child down to this one (for the breadcrumb and for zooming). */
  path: SunburstNode[];
  /** Ring, 1 = next to the centre. */
  depth: number;
  /** Angles in radians, clockwise from 12 o'clock. */
  x0: number;
  x1: number;
  /** Ring bounds in ring units: `depth` and `depth + 1`. */
  y0: number;
  y1: number;
  isFolder: boolean;
  /** A folder whose contents are beyond the last ring. */
  folded: boolean;
}

interface Limited {
  node: SunburstNode;
  children?: Limited[];
}

function limit(node: SunburstNode, depth: number, rings: number): Limited {
  if (!node.children || depth >= rings) return { node };
  const children = node.children
    .filter((child) => child.lines > 0)
    .map((child) => limit(child, depth + 1, rings));
  return children.length ? { node, children } : { node };
}

/** The chain of nodes from `root` along `names` (stops at the first name that no longer exists). */
export function resolvePath(root: SunburstNode, names: readonly string[]): SunburstNode[] {
  const chain = [root];
  let current = root;
  for (const name of names) {
    const next = current.children?.find((child) => child.name === name);
    if (!next) break;
    chain.push(next);
    current = next;
  }
  return chain;
}

/**
 * Arcs of a sunburst centred on `focus`: a partition by lines of at most `rings` levels below it, largest
 * first; arcs narrower than `minAngle` are dropped. Pure, so it is tested without a DOM.
 */
export function layoutSunburst(
  focus: SunburstNode,
  { rings = SUNBURST_RINGS, minAngle = MIN_ARC_ANGLE }: { rings?: number; minAngle?: number } = {},
): SunburstArc[] {
  const root = hierarchy<Limited>(limit(focus, 0, rings), (limited) => limited.children)
    // A folder is as wide as its lines even when some of its children are not here (too narrow to be sent):
    // what its children leave is its own share, drawn as a gap after them.
    .sum((limited) => {
      const own = Math.max(0, limited.node.lines);
      if (!limited.children) return own;
      return Math.max(
        0,
        own - limited.children.reduce((sum, child) => sum + Math.max(0, child.node.lines), 0),
      );
    })
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0) || a.data.node.name.localeCompare(b.data.node.name));
  if (!root.value) return [];
  const laidOut = partition<Limited>().size([2 * Math.PI, root.height + 1])(root);

  const arcs: SunburstArc[] = [];
  for (const item of laidOut.descendants()) {
    if (item.depth === 0 || item.x1 - item.x0 < minAngle) continue;
    const node = item.data.node;
    arcs.push({
      key: node.fullPath,
      node,
      path: item
        .ancestors()
        .reverse()
        .slice(1)
        .map((ancestor) => ancestor.data.node),
      depth: item.depth,
      x0: item.x0,
      x1: item.x1,
      y0: item.depth,
      y1: item.depth + 1,
      isFolder: node.children !== undefined,
      folded: !item.children && (!!node.children?.length || !!node.partial),
    });
  }
  return arcs;
}

/** The roving position of the centre (a zoom-out button once zoomed in); arcs use their full path. */
export const CENTER = '\u0000centre';

export const SUNBURST_KEYS_HELP =
  'Arrow keys move between arcs: left and right around a ring, up outward, down inward. ' +
  'Enter zooms into a folder or opens a file; Escape or Backspace zooms out.';

/** The arc an arrow key leads to from `from` (an arc's key or the centre), or null when there is none. */
export function arcInDirection(arcs: readonly SunburstArc[], from: string, key: string): string | null {
  const rings = (depth: number) => arcs.filter((item) => item.depth === depth).sort((a, b) => a.x0 - b.x0);
  if (from === CENTER) return key === 'ArrowUp' ? (rings(1)[0]?.key ?? null) : null;
  const item = arcs.find((candidate) => candidate.key === from);
  if (!item) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowLeft': {
      const ring = rings(item.depth);
      const index = ring.indexOf(item);
      const step = key === 'ArrowRight' ? 1 : -1;
      return ring[(index + step + ring.length) % ring.length]!.key;
    }
    case 'Home':
      return rings(item.depth)[0]!.key;
    case 'End':
      return rings(item.depth).at(-1)!.key;
    case 'ArrowUp': {
      const child = rings(item.depth + 1).find((candidate) => candidate.path[item.depth - 1] === item.node);
      return child?.key ?? null;
    }
    case 'ArrowDown': {
      if (item.depth === 1) return CENTER;
      const parent = item.path[item.depth - 2];
      return arcs.find((candidate) => candidate.node === parent)?.key ?? null;
    }
    default:
      return null;
  }
}

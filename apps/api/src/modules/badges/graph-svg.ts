import type { CoverageTreeNode } from '../coverage-tree';
import { escapeXml } from './badge-svg';
import { coverageColour } from './colour';

export type GraphKind = 'sunburst' | 'tree' | 'icicle';
export const GRAPH_KINDS: readonly GraphKind[] = ['sunburst', 'tree', 'icicle'];

interface Cell {
  node: CoverageTreeNode;
  depth: number;
  /** Start and end of the node's share of its parent, 0..1 of the whole. */
  from: number;
  to: number;
}

/** Every folder and file with its share of the lines, depth first (Codecov's flare: size by lines). */
function cells(nodes: readonly CoverageTreeNode[], depth = 0, from = 0, to = 1): Cell[] {
  const total = nodes.reduce((sum, node) => sum + node.lines, 0);
  const out: Cell[] = [];
  let at = from;
  for (const node of nodes) {
    if (!node.lines) continue;
    const end = at + ((to - from) * node.lines) / total;
    out.push({ node, depth, from: at, to: end });
    if (node.children) out.push(...cells(node.children, depth + 1, at, end));
    at = end;
  }
  return out;
}

const round = (n: number) => Math.round(n * 100) / 100;

function shape(cell: Cell, range: readonly [number, number], attributes: string): string {
  const fill = coverageColour(cell.node.coverage, range);
  const title = `${cell.node.full_path} ${cell.node.coverage === null ? '' : cell.node.coverage.toFixed(2)}%`;
  return `<${attributes} fill="${fill}" stroke="#fff" stroke-width="0.5"><title>${escapeXml(title)}</title></${attributes.split(' ')[0]}>`;
}

function sunburst(all: Cell[], width: number, height: number, range: readonly [number, number]): string[] {
  const depth = Math.max(0, ...all.map((cell) => cell.depth)) + 1;
  const cx = width / 2;
  const cy = height / 2;
  const ring = Math.min(width, height) / 2 / (depth + 1);
  const point = (angle: number, radius: number) =>
    `${round(cx + radius * Math.sin(angle))},${round(cy - radius * Math.cos(angle))}`;
  return all.map((cell) => {
    const [a0, a1] = [cell.from * 2 * Math.PI, Math.min(cell.to, 0.99999) * 2 * Math.PI];
    const [r0, r1] = [ring * (cell.depth + 1), ring * (cell.depth + 2)];
    const large = a1 - a0 > Math.PI ? 1 : 0;
    const d =
      `M${point(a0, r0)}L${point(a0, r1)}A${r1},${r1} 0 ${large} 1 ${point(a1, r1)}` +
      `L${point(a1, r0)}A${r0},${r0} 0 ${large} 0 ${point(a0, r0)}Z`;
    return shape(cell, range, `path d="${d}"`);
  });
}

function icicle(all: Cell[], width: number, height: number, range: readonly [number, number]): string[] {
  const depth = Math.max(0, ...all.map((cell) => cell.depth)) + 1;
  const row = height / depth;
  return all.map((cell) =>
    shape(
      cell,
      range,
      `rect x="${round(cell.from * width)}" y="${round(cell.depth * row)}" width="${round((cell.to - cell.from) * width)}" height="${round(row)}"`,
    ),
  );
}

/** A slice-and-dice treemap of the files: folders split across, their children down, and so on. */
function grid(
  nodes: readonly CoverageTreeNode[],
  box: [number, number, number, number],
  range: readonly [number, number],
  depth = 0,
): string[] {
  const [x, y, w, h] = box;
  const total = nodes.reduce((sum, node) => sum + node.lines, 0);
  const out: string[] = [];
  let at = 0;
  for (const node of nodes) {
    if (!node.lines) continue;
    const share = node.lines / total;
    const part: [number, number, number, number] =
      depth % 2 === 0 ? [x + at * w, y, share * w, h] : [x, y + at * h, w, share * h];
    at += share;
    if (node.children?.length) out.push(...grid(node.children, part, range, depth + 1));
    else {
      const cell = { node, depth, from: 0, to: 0 };
      out.push(
        shape(
          cell,
          range,
          `rect x="${round(part[0])}" y="${round(part[1])}" width="${round(part[2])}" height="${round(part[3])}"`,
        ),
      );
    }
  }
  return out;
}

/** Codecov's flare graphs of a report: sunburst, tree (grid) and icicle, coloured by `coverage.range`. */
export function graphSvg(
  kind: GraphKind,
  tree: readonly CoverageTreeNode[],
  width: number,
  height: number,
  range: readonly [number, number],
): string {
  const all = cells(tree);
  const shapes =
    kind === 'sunburst'
      ? sunburst(all, width, height, range)
      : kind === 'icicle'
        ? icicle(all, width, height, range)
        : grid(tree, [0, 0, width, height], range);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${shapes.join('')}</svg>`
  );
}

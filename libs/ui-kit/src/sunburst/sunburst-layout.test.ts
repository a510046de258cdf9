import { arcInDirection, CENTER, layoutSunburst, resolvePath, MIN_ARC_ANGLE } from './sunburst-layout';
import { coverageColor, formatCoverage, type SunburstNode } from './sunburst-types';

const file = (fullPath: string, lines: number, coverage: number | null = 50): SunburstNode => ({
  name: fullPath.split('/').pop()!,
  fullPath,
  lines,
  coverage,
});
const folder = (fullPath: string, children: SunburstNode[], coverage: number | null = 70): SunburstNode => ({
  name: fullPath.split('/').pop() || 'repo',
  fullPath,
  lines: children.reduce((sum, child) => sum + child.lines, 0),
  coverage,
  children,
});

const tree = folder('', [
  folder('src', [
    folder('src/a', [
      folder('src/a/b', [folder('src/a/b/c', [file('src/a/b/c/deep.ts', 30)])]),
      file('src/a/x.ts', 10),
    ]),
    file('src/main.ts', 60),
  ]),
  file('README.md', 0),
  file('setup.py', 100),
]);

describe('layoutSunburst', () => {
  it('draws a tree sent in part as the whole one: folders keep their width, narrow entries leave a gap', () => {
    const whole = folder('', [
      folder('src', [
        file('src/big.ts', 9000),
        ...Array.from({ length: 50 }, (_, n) => file(`src/t${n}.ts`, 1)),
      ]),
      file('setup.py', 50),
    ]);
    // What the server sends of it: the narrow files left out, their folder marked partial.
    const sent: SunburstNode = {
      ...whole,
      children: [
        { ...whole.children![0]!, children: [file('src/big.ts', 9000)], partial: true },
        whole.children![1]!,
      ],
    };
    const drawn = (root: SunburstNode) =>
      layoutSunburst(root).map((arc) => [arc.key, arc.x0.toFixed(6), arc.x1.toFixed(6)]);
    expect(drawn(sent)).toEqual(drawn(whole));
    // A partial folder with nothing sent yet is folded: zooming into it asks for more.
    const cut = layoutSunburst(folder('', [{ ...folder('lib', []), lines: 10, partial: true }]));
    expect(cut).toMatchObject([{ key: 'lib', isFolder: true, folded: true }]);
  });

  it('partitions the circle by lines, largest first, up to three rings', () => {
    const arcs = layoutSunburst(tree);
    expect(arcs.map((arc) => [arc.key, arc.depth])).toEqual([
      ['setup.py', 1],
      ['src', 1],
      ['src/main.ts', 2],
      ['src/a', 2],
      ['src/a/b', 3],
      ['src/a/x.ts', 3],
    ]);
    const [setup, src] = arcs;
    // 100 of 200 lines each: half the circle; equal sizes are ordered by name.
    expect(setup!.x0).toBeCloseTo(0);
    expect(setup!.x1).toBeCloseTo(Math.PI);
    expect(src!.x1).toBeCloseTo(2 * Math.PI);
    expect([src!.y0, src!.y1]).toEqual([1, 2]);
    const b = arcs.find((arc) => arc.key === 'src/a/b')!;
    expect(b.folded).toBe(true);
    expect(b.isFolder).toBe(true);
    expect(b.path.map((node) => node.name)).toEqual(['src', 'a', 'b']);
    // Zero-line files take no room and are not drawn.
    expect(arcs.find((arc) => arc.key === 'README.md')).toBeUndefined();
  });

  it('lays out a zoomed folder and skips arcs narrower than the minimum angle', () => {
    const focus = resolvePath(tree, ['src', 'a']).at(-1)!;
    expect(focus.fullPath).toBe('src/a');
    const arcs = layoutSunburst(focus);
    expect(arcs.map((arc) => arc.key)).toEqual(['src/a/b', 'src/a/x.ts', 'src/a/b/c', 'src/a/b/c/deep.ts']);
    expect(arcs.every((arc) => arc.depth <= 3)).toBe(true);

    const wide = folder('', [
      file('big.ts', 100_000),
      ...Array.from({ length: 5000 }, (_, i) => file(`f${i}.ts`, 1)),
    ]);
    const bounded = layoutSunburst(wide);
    expect(bounded.length).toBeLessThan((2 * Math.PI) / MIN_ARC_ANGLE);
    expect(bounded[0]!.key).toBe('big.ts');
  });

  it('returns nothing for an empty tree and resolves stale zoom paths to the deepest existing folder', () => {
    expect(layoutSunburst(folder('', []))).toEqual([]);
    expect(resolvePath(tree, ['src', 'gone', 'x']).map((node) => node.fullPath)).toEqual(['', 'src']);
  });
});

describe('coverageColor', () => {
  const range = { lowerRange: 60, upperRange: 80 };
  it('goes from red through yellow to green between the ranges, grey without data', () => {
    expect(coverageColor(null, range)).toBe('var(--mantine-color-gray-5)');
    expect(coverageColor(10, range)).toBe('var(--mantine-color-red-6)');
    expect(coverageColor(60, range)).toBe('var(--mantine-color-red-6)');
    expect(coverageColor(65, range)).toContain('yellow-6) 50%, var(--mantine-color-red-6)');
    expect(coverageColor(75, range)).toContain('green-6) 50%, var(--mantine-color-yellow-6)');
    expect(coverageColor(80, range)).toBe('var(--mantine-color-green-6)');
    expect(formatCoverage(82.968)).toBe('82.97%');
    expect(formatCoverage(null)).toBe('-');
  });
});

describe('arcInDirection', () => {
  const folder = (name: string, children: SunburstNode[]): SunburstNode => ({
    name,
    fullPath: name,
    lines: children.reduce((sum, child) => sum + child.lines, 0),
    coverage: 50,
    children,
  });
  const file = (fullPath: string, lines: number): SunburstNode => ({
    name: fullPath.split('/').at(-1)!,
    fullPath,
    lines,
    coverage: 50,
  });
  const arcs = layoutSunburst(
    folder('', [folder('a', [file('a/x', 30), file('a/y', 10)]), file('b', 20), file('c', 5)]),
  );

  it('goes around a ring both ways, wrapping, and to its ends', () => {
    expect(arcInDirection(arcs, 'a', 'ArrowRight')).toBe('b');
    expect(arcInDirection(arcs, 'c', 'ArrowRight')).toBe('a');
    expect(arcInDirection(arcs, 'a', 'ArrowLeft')).toBe('c');
    expect(arcInDirection(arcs, 'b', 'Home')).toBe('a');
    expect(arcInDirection(arcs, 'a', 'End')).toBe('c');
    expect(arcInDirection(arcs, 'a/x', 'ArrowRight')).toBe('a/y');
  });

  it('goes outward to the largest child and inward to the parent, then the centre', () => {
    expect(arcInDirection(arcs, 'a', 'ArrowUp')).toBe('a/x');
    expect(arcInDirection(arcs, 'b', 'ArrowUp')).toBeNull();
    expect(arcInDirection(arcs, 'a/y', 'ArrowDown')).toBe('a');
    expect(arcInDirection(arcs, 'a', 'ArrowDown')).toBe(CENTER);
    expect(arcInDirection(arcs, CENTER, 'ArrowUp')).toBe('a');
    expect(arcInDirection(arcs, CENTER, 'ArrowLeft')).toBeNull();
    expect(arcInDirection(arcs, 'a', 'x')).toBeNull();
  });
});

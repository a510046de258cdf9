import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Stack, Text } from '@mantine/core';
import { arc as d3Arc } from 'd3-shape';
import { layoutSunburst, resolvePath, SUNBURST_RINGS, type SunburstArc } from './sunburst-layout';
import { coverageColor, formatCoverage, type SunburstColorRange, type SunburstNode } from './sunburst-types';

export interface SunburstImplProps extends SunburstColorRange {
  data: SunburstNode;
  label: string;
  size: number;
  onSelect?: (node: SunburstNode) => void;
}

const FILE_OPACITY = 0.55;

// The new rings grow in after a zoom; people who ask for less motion get them at once.
const ZOOM_STYLE = `@keyframes canopy-sunburst-zoom { from { opacity: 0; transform: scale(0.85); } }
.canopy-sunburst-rings { animation: canopy-sunburst-zoom 250ms ease-out; }
@media (prefers-reduced-motion: reduce) { .canopy-sunburst-rings { animation: none; } }`;

function describe(node: SunburstNode): string {
  const lines = `${node.lines.toLocaleString('en-US')} ${node.lines === 1 ? 'line' : 'lines'}`;
  return `${node.fullPath || node.name}: ${formatCoverage(node.coverage)} covered, ${lines}`;
}

function activate(event: KeyboardEvent, action: (fromKeyboard: boolean) => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action(true);
  }
}

/** The drawn sunburst (d3 layout and arcs); loaded lazily by `Sunburst`. */
export function SunburstImpl({ data, label, size, onSelect, lowerRange, upperRange }: SunburstImplProps) {
  // Zoom is kept as names from the root so it survives a refetch of the same tree.
  const [focusNames, setFocusNames] = useState<string[]>([]);
  const [hovered, setHovered] = useState<SunburstArc | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  // After a zoom from the keyboard the focused arc is gone: focus moves to the centre (zoom in) or to the
  // folder just left (zoom out), so Tab continues from there.
  const focusAfterZoom = useRef<{ path: string } | 'center' | null>(null);

  const chain = useMemo(() => resolvePath(data, focusNames), [data, focusNames]);
  const focus = chain[chain.length - 1] as SunburstNode;
  const arcs = useMemo(() => layoutSunburst(focus), [focus]);

  const radius = size / 2;
  const ring = radius / (SUNBURST_RINGS + 1);
  const path = useMemo(
    () =>
      d3Arc<SunburstArc>()
        .startAngle((d) => d.x0)
        .endAngle((d) => d.x1)
        .padAngle((d) => Math.min((d.x1 - d.x0) / 2, 0.004))
        .padRadius(radius * 1.5)
        .innerRadius((d) => d.y0 * ring)
        .outerRadius((d) => Math.max(d.y0 * ring, d.y1 * ring - 1)),
    [radius, ring],
  );

  const range = { lowerRange, upperRange };
  const zoomTo = (names: string[], then: typeof focusAfterZoom.current) => {
    focusAfterZoom.current = then;
    setFocusNames(names);
    setHovered(null);
  };
  const choose = (item: SunburstArc, fromKeyboard = false) => {
    if (item.isFolder) {
      if (item.node.children?.length)
        zoomTo(
          [...chain.slice(1).map((node) => node.name), ...item.path.map((n) => n.name)],
          fromKeyboard ? 'center' : null,
        );
    } else {
      onSelect?.(item.node);
    }
  };
  const parent = chain.length > 1 ? chain[chain.length - 2] : null;
  const zoomOut = (fromKeyboard = false) =>
    zoomTo(
      chain.slice(1, -1).map((node) => node.name),
      fromKeyboard ? { path: focus.fullPath } : null,
    );

  useEffect(() => {
    const target = focusAfterZoom.current;
    focusAfterZoom.current = null;
    if (!target || !svgRef.current) return;
    const candidates = [
      ...svgRef.current.querySelectorAll<SVGElement>('[data-sunburst-center], path[data-path]'),
    ];
    const element =
      target === 'center'
        ? candidates.find((candidate) => candidate.hasAttribute('data-sunburst-center'))
        : candidates.find((candidate) => candidate.getAttribute('data-path') === target.path);
    element?.focus();
  }, [focus]);

  const crumbs = hovered ? [...chain, ...hovered.path] : chain;
  const shown = hovered ? hovered.node : focus;

  return (
    <Stack gap="xs" align="center" data-focus={focus.fullPath}>
      <svg
        ref={svgRef}
        viewBox={`${-radius} ${-radius} ${size} ${size}`}
        width="100%"
        style={{ maxWidth: size, display: 'block' }}
        role="group"
        aria-label={label}
        onMouseLeave={() => setHovered(null)}
      >
        <circle
          r={ring}
          fill={coverageColor(focus.coverage, range)}
          fillOpacity={0.85}
          tabIndex={parent ? 0 : undefined}
          role={parent ? 'button' : 'img'}
          aria-label={parent ? `Zoom out to ${parent.fullPath || parent.name}` : describe(focus)}
          style={{ cursor: parent ? 'pointer' : 'default', outlineOffset: 2 }}
          onClick={parent ? () => zoomOut() : undefined}
          onKeyDown={parent ? (event) => activate(event, zoomOut) : undefined}
          onMouseEnter={() => setHovered(null)}
          data-sunburst-center
        >
          <title>{describe(focus)}</title>
        </circle>
        <style>{ZOOM_STYLE}</style>
        <g key={focus.fullPath} className="canopy-sunburst-rings">
          {arcs.map((item) => {
            const interactive = item.isFolder ? !!item.node.children?.length : !!onSelect;
            const action = item.isFolder ? 'Zoom into' : 'Open';
            return (
              <path
                key={item.key}
                d={path(item) ?? undefined}
                fill={coverageColor(item.node.coverage, range)}
                fillOpacity={item.isFolder ? 1 : FILE_OPACITY}
                stroke="var(--mantine-color-body)"
                strokeWidth={0.5}
                tabIndex={0}
                role={interactive ? 'button' : 'img'}
                aria-label={interactive ? `${action} ${describe(item.node)}` : describe(item.node)}
                style={{ cursor: interactive ? 'pointer' : 'default', outlineOffset: 1 }}
                onClick={interactive ? () => choose(item) : undefined}
                onKeyDown={
                  interactive
                    ? (event) => activate(event, (fromKeyboard) => choose(item, fromKeyboard))
                    : undefined
                }
                onMouseEnter={() => setHovered(item)}
                onFocus={() => setHovered(item)}
                onBlur={() => setHovered(null)}
                data-path={item.node.fullPath}
                data-kind={item.isFolder ? 'folder' : 'file'}
                data-depth={item.depth}
              >
                <title>{describe(item.node)}</title>
              </path>
            );
          })}
        </g>
      </svg>
      <Text size="sm" ta="center" style={{ wordBreak: 'break-all' }} data-sunburst-breadcrumb>
        {crumbs.map((node) => node.name).join(' / ')}{' '}
        <Text span size="sm" fw={600} ff="monospace">
          {formatCoverage(shown.coverage)}
        </Text>
      </Text>
    </Stack>
  );
}

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { arc as d3Arc } from 'd3-shape';
import {
  arcInDirection,
  CENTER,
  layoutSunburst,
  resolvePath,
  SUNBURST_KEYS_HELP,
  SUNBURST_RINGS,
  type SunburstArc,
} from './sunburst-layout';
import { coverageColor, formatCoverage, type SunburstColorRange, type SunburstNode } from './sunburst-types';

export interface SunburstImplProps extends SunburstColorRange {
  data: SunburstNode;
  label: string;
  size: number;
  onSelect?: (node: SunburstNode) => void;
  onZoom?: (node: SunburstNode) => void;
}

const FILE_OPACITY = 0.55;

// The new rings grow in after a zoom; people who ask for less motion get them at once.
const ZOOM_STYLE = `@keyframes canopy-sunburst-zoom { from { opacity: 0; transform: scale(0.85); } }
.canopy-sunburst-rings { animation: canopy-sunburst-zoom 250ms ease-out; }
@media (prefers-reduced-motion: reduce) { .canopy-sunburst-rings { animation: none; } }`;

/** A folder with something to zoom into: children here, or some still to come. */
const zoomable = (node: SunburstNode) => !!node.children?.length || !!node.partial;

function describe(node: SunburstNode): string {
  const lines = `${node.lines.toLocaleString('en-US')} ${node.lines === 1 ? 'line' : 'lines'}`;
  return `${node.fullPath || node.name}: ${formatCoverage(node.coverage)} covered, ${lines}`;
}

/** The drawn sunburst (d3 layout and arcs); loaded lazily by `Sunburst`. */
export function SunburstImpl({
  data,
  label,
  size,
  onSelect,
  onZoom,
  lowerRange,
  upperRange,
}: SunburstImplProps) {
  // Zoom is kept as names from the root so it survives a refetch of the same tree.
  const [focusNames, setFocusNames] = useState<string[]>([]);
  const [hovered, setHovered] = useState<SunburstArc | null>(null);
  // The chart is one tab stop: the arc (or the centre) that holds it; arrows move it (roving tabindex).
  const [rovingKey, setRovingKey] = useState<string | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const helpId = useId();
  // After a zoom from the keyboard the focused arc is gone: focus moves to the first arc of the new view (zoom
  // in) or to the folder just left (zoom out), so the arrows go on from there.
  const focusAfterZoom = useRef<{ path: string } | 'first' | null>(null);

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
      if (zoomable(item.node))
        zoomTo(
          [...chain.slice(1).map((node) => node.name), ...item.path.map((n) => n.name)],
          fromKeyboard ? 'first' : null,
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

  // The roving position, kept while it is on screen; else the first (largest) arc of the inner ring.
  const firstKey = arcs.find((item) => item.depth === 1)?.key ?? null;
  const current =
    rovingKey === CENTER
      ? parent
        ? CENTER
        : firstKey
      : rovingKey !== null && arcs.some((item) => item.key === rovingKey)
        ? rovingKey
        : firstKey;

  const elementOf = (key: string) =>
    [...(svgRef.current?.querySelectorAll<SVGElement>('[data-sunburst-center], path[data-path]') ?? [])].find(
      (element) =>
        key === CENTER
          ? element.hasAttribute('data-sunburst-center')
          : element.getAttribute('data-path') === key,
    ) ?? null;
  const moveTo = (key: string) => {
    setRovingKey(key);
    elementOf(key)?.focus();
  };

  // The folder now in the centre, once per zoom: a partly sent tree fetches its next levels.
  useEffect(() => {
    onZoom?.(focus);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per folder, not per new tree or callback
  }, [focus.fullPath]);

  useEffect(() => {
    const target = focusAfterZoom.current;
    focusAfterZoom.current = null;
    if (!target) return;
    const key = target === 'first' ? arcs.find((item) => item.depth === 1)?.key : target.path;
    if (!key) return;
    setRovingKey(key);
    elementOf(key)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per zoom, when the new arcs are drawn
  }, [focus]);

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (current === null) return;
    const item = arcs.find((candidate) => candidate.key === current);
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (current === CENTER) zoomOut(true);
      else if (item) choose(item, true);
      return;
    }
    if (event.key === 'Escape' || event.key === 'Backspace') {
      if (!parent) return;
      event.preventDefault();
      zoomOut(true);
      return;
    }
    const next = arcInDirection(arcs, current, event.key);
    if (next === null && !event.key.startsWith('Arrow') && event.key !== 'Home' && event.key !== 'End')
      return;
    event.preventDefault();
    if (next !== null && (next !== CENTER || parent)) moveTo(next);
  };

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
        aria-describedby={helpId}
        onMouseLeave={() => setHovered(null)}
        onKeyDown={onKeyDown}
      >
        <circle
          r={ring}
          fill={coverageColor(focus.coverage, range)}
          fillOpacity={0.85}
          tabIndex={parent ? (current === CENTER ? 0 : -1) : undefined}
          role={parent ? 'button' : 'img'}
          aria-label={parent ? `Zoom out to ${parent.fullPath || parent.name}` : describe(focus)}
          style={{ cursor: parent ? 'pointer' : 'default', outlineOffset: 2 }}
          onClick={parent ? () => zoomOut() : undefined}
          onFocus={parent ? () => setRovingKey(CENTER) : undefined}
          onMouseEnter={() => setHovered(null)}
          data-sunburst-center
        >
          <title>{describe(focus)}</title>
        </circle>
        <style>{ZOOM_STYLE}</style>
        <g key={focus.fullPath} className="canopy-sunburst-rings">
          {arcs.map((item) => {
            const interactive = item.isFolder ? zoomable(item.node) : !!onSelect;
            const action = item.isFolder ? 'Zoom into' : 'Open';
            return (
              <path
                key={item.key}
                d={path(item) ?? undefined}
                fill={coverageColor(item.node.coverage, range)}
                fillOpacity={item.isFolder ? 1 : FILE_OPACITY}
                stroke="var(--mantine-color-body)"
                strokeWidth={0.5}
                tabIndex={item.key === current ? 0 : -1}
                role={interactive ? 'button' : 'img'}
                aria-label={interactive ? `${action} ${describe(item.node)}` : describe(item.node)}
                style={{ cursor: interactive ? 'pointer' : 'default', outlineOffset: 1 }}
                onClick={interactive ? () => choose(item) : undefined}
                onMouseEnter={() => setHovered(item)}
                onFocus={() => {
                  setRovingKey(item.key);
                  setHovered(item);
                }}
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
      <VisuallyHidden id={helpId}>{SUNBURST_KEYS_HELP}</VisuallyHidden>
      <Text size="sm" ta="center" style={{ wordBreak: 'break-all' }} data-sunburst-breadcrumb>
        {crumbs.map((node) => node.name).join(' / ')}{' '}
        <Text span size="sm" fw={600} ff="monospace">
          {formatCoverage(shown.coverage)}
        </Text>
      </Text>
    </Stack>
  );
}

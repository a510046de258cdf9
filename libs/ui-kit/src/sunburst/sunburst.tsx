import type { Ref } from 'react';
import { Box, Center, Skeleton, Text } from '@mantine/core';
import type { SunburstImplProps } from './sunburst-impl';
import type { SunburstNode } from './sunburst-types';
import { useLoaded } from '../use-loaded/use-loaded';

// d3 comes in only when a sunburst is shown: ui-kit is loaded by the shell on every first visit.
type Impl = typeof import('./sunburst-impl');
let loading: Promise<Impl> | null = null;
let loaded: Impl | null = null;

/**
 * Starts loading the sunburst's code (a page calls it when it knows it will show one, while its data loads).
 * Once loaded, the chart renders at once, without a fallback frame (React holds a revealed fallback ~300 ms).
 */
export function preloadSunburst(): Promise<Impl> {
  loading ??= import('./sunburst-impl').then((module) => (loaded = module));
  return loading;
}

/** The chart: drawn at once when its code is in, and as soon as it arrives otherwise (the placeholder meanwhile). */
function SunburstChart(props: SunburstImplProps) {
  const impl = useLoaded('sunburst', () => loaded, preloadSunburst);
  return impl ? <impl.SunburstImpl {...props} /> : <Placeholder size={props.size} label={props.label} />;
}

export interface SunburstProps {
  ref?: Ref<HTMLDivElement>;
  /** The tree: the root is the centre, folders and files the rings; `lines` sizes the arcs. */
  data: SunburstNode;
  /** Accessible name of the chart. */
  label: string;
  /** At or below this percent an arc is red. @default 60 */
  lowerRange?: number;
  /** At or above this percent an arc is green. @default 80 */
  upperRange?: number;
  /** Called when a file arc is clicked or activated with Enter. Without it files are not interactive. */
  onSelect?: (node: SunburstNode) => void;
  /** Called with the folder in the centre after each zoom (and the root at first): a partly sent tree loads more. */
  onZoom?: (node: SunburstNode) => void;
  /** Largest diameter in px (the chart shrinks to fit narrower containers). @default 300 */
  size?: number;
  /** Show the pulsing placeholder instead of the chart. @default false */
  isLoading?: boolean;
}

export const SUNBURST_EMPTY = 'No coverage data to display.';

function Placeholder({ size, label }: { size: number; label: string }) {
  return (
    <Center role="status" aria-label={`${label}: loading`} data-state="loading">
      <Skeleton circle height={size} width={size} maw="100%" />
    </Center>
  );
}

/**
 * Zoomable sunburst of a coverage tree: centre = the current folder, up to three rings of folders then files,
 * arc size = lines, colour = coverage (red → yellow → green between the ranges), files faded. Click or Enter
 * on a folder zooms in, on the centre zooms out, on a file calls `onSelect`; hover or focus shows the path
 * under the chart.
 */
export function Sunburst({
  ref,
  data,
  label,
  lowerRange = 60,
  upperRange = 80,
  onSelect,
  onZoom,
  size = 300,
  isLoading = false,
}: SunburstProps) {
  if (isLoading) {
    return (
      <Box ref={ref}>
        <Placeholder size={size} label={label} />
      </Box>
    );
  }
  if (!(data.lines > 0) && !data.children?.some((child) => child.lines > 0)) {
    return (
      <Center ref={ref} mih={size / 2} data-state="empty">
        <Text c="dimmed" size="sm">
          {SUNBURST_EMPTY}
        </Text>
      </Center>
    );
  }
  return (
    <Box ref={ref} data-state="ready">
      <SunburstChart
        data={data}
        label={label}
        size={size}
        onSelect={onSelect}
        onZoom={onZoom}
        lowerRange={lowerRange}
        upperRange={upperRange}
      />
    </Box>
  );
}

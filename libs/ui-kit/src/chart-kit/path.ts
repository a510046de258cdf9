export interface ChartPoint {
  x: number;
  y: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** An SVG path through the points in order (straight segments, as the charts draw them). */
export function linePath(points: readonly ChartPoint[]): string {
  return points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)},${round(point.y)}`)
    .join('');
}

/**
 * A closed SVG path between a top line and a bottom line over the same x positions (oldest first): along the
 * top, back along the bottom. A single baseline is a bottom line at one y.
 */
export function areaPath(top: readonly ChartPoint[], bottom: readonly ChartPoint[] | number): string {
  if (top.length === 0) return '';
  const floor = typeof bottom === 'number' ? top.map((point) => ({ x: point.x, y: bottom })) : bottom.slice();
  const back = floor.reverse().map((point) => `L${round(point.x)},${round(point.y)}`);
  return `${linePath(top)}${back.join('')}Z`;
}

/**
 * Round tick values (1, 2 or 5 times a power of ten apart) from 0 or below `min` to at least `max`, about
 * `count` of them: the value axis of a chart whose largest value is `max`.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (max < min) [min, max] = [max, min];
  if (max === min) {
    if (max === 0) return [0, 1];
    max = min > 0 ? max * 2 : max;
    min = min > 0 ? 0 : min * 2;
  }
  const rough = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const error = rough / power;
  // The factor nearest to the rough step on a log scale (the thresholds are the geometric means).
  const step =
    (error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1) * power;
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  const ticks: number[] = [];
  // Multiplying (not adding) keeps 0.1 + 0.2 style drift out of the labels.
  for (let i = first; i <= last; i += 1) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

/**
 * Which of `count` evenly spaced points get a label on the time axis: every `step`-th, counted back from the
 * last (the newest date is always labelled), so that labels `labelWidth` px wide keep `minGap` px apart.
 */
export function categoryTicks(count: number, plotWidth: number, labelWidth: number, minGap = 32): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const spacing = plotWidth / (count - 1);
  const step = Math.max(1, Math.ceil((labelWidth + minGap) / Math.max(spacing, 1)));
  const indices: number[] = [];
  for (let index = count - 1; index >= 0; index -= step) indices.push(index);
  return indices.reverse();
}

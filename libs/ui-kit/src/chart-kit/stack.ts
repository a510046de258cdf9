/** One drawn point of a layer: its interval and the band it covers, from `low` up to `high`. */
export interface StackedValue {
  index: number;
  low: number;
  high: number;
}

const measured = (value: number | null | undefined): value is number => value != null && !Number.isNaN(value);

/**
 * Stacks series (each a value per interval, bottom series first) into bands. Intervals where no series was
 * measured are left out, so the areas bridge them; where only some were, the others add nothing there.
 */
export function stackLayers(values: readonly (readonly (number | null | undefined)[])[]): StackedValue[][] {
  const length = Math.max(0, ...values.map((row) => row.length));
  const layers: StackedValue[][] = values.map(() => []);
  for (let index = 0; index < length; index += 1) {
    if (!values.some((row) => measured(row[index]))) continue;
    let low = 0;
    values.forEach((row, layer) => {
      const value = row[index];
      const high = low + (measured(value) ? value : 0);
      layers[layer]!.push({ index, low, high });
      low = high;
    });
  }
  return layers;
}

/** The largest stacked total, 0 when nothing was measured. */
export function stackMax(layers: readonly (readonly StackedValue[])[]): number {
  const top = layers[layers.length - 1] ?? [];
  return top.reduce((max, point) => Math.max(max, point.high), 0);
}

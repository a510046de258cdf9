/** Codecov's scale: red below the range, through yellow, to green at its top. */
const RED = [0xe0, 0x5d, 0x44];
const YELLOW = [0xdf, 0xb3, 0x17];
const GREEN = [0x44, 0xcc, 0x11];
export const GREY = '#9f9f9f';
/** Sizes are neither good nor bad: the bundle badge's value is Codecov's dark neutral. */
export const BUNDLE_COLOUR = '#2c2433';

const hex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: number[], b: number[], t: number) => a.map((c, i) => c + (b[i]! - c) * t);

/** The colour of a percentage in `coverage.range` (`[low, high]`); grey when unknown. */
export function coverageColour(percent: number | null, [low, high]: readonly [number, number]): string {
  if (percent === null) return GREY;
  if (percent <= low) return hex(RED);
  if (percent >= high) return hex(GREEN);
  const t = (percent - low) / (high - low);
  return hex(t < 0.5 ? mix(RED, YELLOW, t * 2) : mix(YELLOW, GREEN, (t - 0.5) * 2));
}

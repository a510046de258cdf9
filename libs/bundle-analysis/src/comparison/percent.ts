import { round2 } from '../format/numbers';

/** delta / base × 100 to 2 decimals; 100.0 when there was nothing before (Codecov's rule for totals). */
export function percentOf(delta: number, base: number): number {
  if (base === 0) return delta === 0 ? 0 : 100;
  return round2((delta / base) * 100);
}

import { type CodecovConfig, coverageDisplay, roundCoverage } from '@canopy/coverage';

/** Rounds and prints percentages as Codecov's statuses and comments do (`coverage.precision`, `coverage.round`). */
export interface PercentFormat {
  /** `60.00` */
  percent(value: number): string;
  /** `+1.00`, `-0.50`, `+0.00` (Python's `{:+}`) */
  signed(value: number): string;
  rounded(value: number): number;
}

export function percentFormat(config: CodecovConfig): PercentFormat {
  const { precision, round } = coverageDisplay(config);
  // Float noise (1e-14) would print in exponent form and break the rounding; it is zero.
  const rounded = (value: number) => roundCoverage(Math.abs(value) < 1e-9 ? 0 : value, precision, round);
  const percent = (value: number) => rounded(value).toFixed(precision);
  return {
    percent,
    signed: (value) => {
      const text = percent(value);
      return text.startsWith('-') ? text : `+${text}`;
    },
    rounded,
  };
}

/** The first seven characters of a SHA, as Codecov's texts show it. */
export function short(sha: string): string {
  return sha.slice(0, 7);
}

/**
 * Coverage of one line, as the reference report model stores it:
 * - a number ≥ 0 is a hit count (0 is a miss);
 * - a string "covered/total" counts branches (all taken is a hit, none a miss, otherwise a partial);
 * - -1 marks a line that has data but is excluded (ignored wins every merge).
 */
export type LineCoverage = number | string;

/** `b` branch, `m` method; plain lines have no type. */
export type LineType = 'b' | 'm' | undefined;

/** Cyclomatic complexity as a plain number or as (covered, total). */
export type Complexity = number | readonly [number, number];

export type LineState = 'hit' | 'miss' | 'partial' | 'skipped';

export const SKIPPED = -1;

/** Splits "a/b" into its numbers; anything else yields undefined. */
export function parseBranches(value: string): [number, number] | undefined {
  const slash = value.indexOf('/');
  if (slash <= 0) return undefined;
  const covered = Number(value.slice(0, slash));
  const total = Number(value.slice(slash + 1));
  if (!Number.isFinite(covered) || !Number.isFinite(total) || covered < 0 || total < 0) return undefined;
  return [covered, total];
}

const SMALL = 64;
const branchStrings: string[][] = [];

/** "covered/total", shared for the small counts that make up nearly every branch line. */
export function branches(covered: number, total: number): string {
  if (total < SMALL && covered <= total && covered >= 0 && covered % 1 === 0 && total % 1 === 0) {
    const row = (branchStrings[total] ??= []);
    return (row[covered] ??= `${covered}/${total}`);
  }
  return `${covered}/${total}`;
}

export function lineState(coverage: LineCoverage): LineState {
  if (typeof coverage === 'number') {
    if (coverage < 0) return 'skipped';
    return coverage > 0 ? 'hit' : 'miss';
  }
  const parsed = parseBranches(coverage);
  if (!parsed) return 'partial';
  const [covered, total] = parsed;
  if (covered >= total) return 'hit';
  if (covered === 0) return 'miss';
  return 'partial';
}

/**
 * Merges two coverage values of one line (reference merge rules): ignored wins; numbers take the max,
 * since hit counts from different runs are not summed; a hit number against branches means every branch
 * ran; two branch counts keep a fully covered one or take the element-wise max.
 */
export function mergeCoverage(
  a: LineCoverage | undefined,
  b: LineCoverage | undefined,
): LineCoverage | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (a === SKIPPED || b === SKIPPED) return SKIPPED;
  if (typeof a === 'number' && typeof b === 'number') return a >= b ? a : b;
  if (typeof a === 'number') return mergeNumberWithBranches(a, b as string);
  if (typeof b === 'number') return mergeNumberWithBranches(b, a);
  if (a === b) return a;
  const pa = parseBranches(a);
  const pb = parseBranches(b);
  if (!pa) return b;
  if (!pb) return a;
  const fullA = pa[0] >= pa[1];
  const fullB = pb[0] >= pb[1];
  // Both fully covered: keep the larger count, so the result does not depend on arrival order.
  if (fullA && fullB) return pa[1] >= pb[1] ? a : b;
  if (fullA) return a;
  if (fullB) return b;
  return branches(Math.max(pa[0], pb[0]), Math.max(pa[1], pb[1]));
}

function mergeNumberWithBranches(hits: number, value: string): LineCoverage {
  if (hits <= 0) return value;
  const parsed = parseBranches(value);
  if (!parsed) return hits;
  return branches(parsed[1], parsed[1]);
}

export function mergeComplexity(
  a: Complexity | undefined,
  b: Complexity | undefined,
): Complexity | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (typeof a === 'number' && typeof b === 'number') return Math.max(a, b);
  const ta = typeof a === 'number' ? ([a, a] as const) : a;
  const tb = typeof b === 'number' ? ([b, b] as const) : b;
  return [Math.max(ta[0], tb[0]), Math.max(ta[1], tb[1])];
}

/** The type a merged line keeps: branch wins over method, method over plain. */
export function mergeType(a: LineType, b: LineType): LineType {
  if (a === 'b' || b === 'b') return 'b';
  if (a === 'm' || b === 'm') return 'm';
  return undefined;
}

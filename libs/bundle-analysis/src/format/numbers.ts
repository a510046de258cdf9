// Codecov writes its figures with Python's round() and str(); these give the same text, so messages and
// comments read exactly as theirs do ("1.0kB", "-100.0%", "20.68%").

/**
 * Rounds to 2 decimals as Python's round(x, 2): correctly rounded from the exact binary value, and exact
 * halves (only possible for multiples of 1/8) go to the even neighbour.
 */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const scaled = value * 100;
  if (Number.isInteger(value * 8) && Math.abs(scaled % 1) === 0.5) {
    const down = Math.floor(scaled);
    return (down % 2 === 0 ? down : down + 1) / 100;
  }
  return Number(value.toFixed(2));
}

/** A float as Python's str() writes it: whole numbers keep ".0", -0 stays "-0.0". */
export function pythonFloat(value: number): string {
  if (Object.is(value, -0)) return '-0.0';
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

const UNITS = [' bytes', 'kB', 'MB', 'GB'] as const;

/**
 * Bytes in decimal units up to GB with 2 decimals, as Codecov's bytes_readable: "123 bytes", "1.0kB",
 * "1.23GB", and "-1.01kB" for a decrease unless the sign is left to the words around it.
 */
export function bytesReadable(bytes: number, showNegative = true): string {
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // Whole bytes print as integers; anything divided is a float in Python.
  const text = unit === 0 && Number.isInteger(value) ? String(value) : pythonFloat(round2(value));
  return `${bytes < 0 && showNegative ? '-' : ''}${text}${UNITS[unit]}`;
}

/** '82.97%' or '-' when there is no figure. */
export function formatPercent(value: number | null | undefined): string {
  return value == null || Number.isNaN(value) ? '-' : `${value.toFixed(2)}%`;
}

/** The first seven characters of a SHA. */
export const shortSha = (sha: string) => sha.slice(0, 7);

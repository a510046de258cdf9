import { toLongProvider } from '@canopy/api-client';

/** localStorage key: owner (provider/owner, lower case) → the name of the repository last opened from its list. */
export const RECENTLY_VISITED_KEY = 'recently-visited-repos';

type Store = Record<string, string>;

// `gh` and `github` are one provider.
const keyOf = (provider: string, owner: string) =>
  `${toLongProvider(provider) ?? provider}/${owner}`.toLowerCase();

function read(): Store {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(RECENTLY_VISITED_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Store) : {};
  } catch {
    return {};
  }
}

export function recentlyVisitedRepo(provider: string, owner: string): string | null {
  return read()[keyOf(provider, owner)] ?? null;
}

export function rememberVisitedRepo(provider: string, owner: string, repo: string): void {
  try {
    localStorage.setItem(RECENTLY_VISITED_KEY, JSON.stringify({ ...read(), [keyOf(provider, owner)]: repo }));
  } catch {
    // Storage full or blocked: pinning is a convenience only.
  }
}

/** The list with the recently visited repository moved to the top (when it is among the loaded rows). */
export function pinRecentlyVisited<T extends { name: string }>(rows: readonly T[], name: string | null): T[] {
  if (!name) return [...rows];
  const index = rows.findIndex((row) => row.name === name);
  if (index <= 0) return [...rows];
  const pinned = rows[index] as T;
  return [pinned, ...rows.slice(0, index), ...rows.slice(index + 1)];
}

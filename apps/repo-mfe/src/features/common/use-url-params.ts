import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A query parameter's default: a string, or an array for a repeated parameter (`?flags=a&flags=b`). */
export type UrlParamDefaults = Record<string, string | readonly string[]>;

/**
 * Codecov's links write a repeated parameter as `flags[]=a` or `flags[0]=a`; both read as `flags=a` so links
 * copied from it keep their filters. Writing always uses the repeated form.
 */
function isAliasOf(key: string, name: string): boolean {
  return name.startsWith(`${key}[`) && /^\[\d*\]$/.test(name.slice(key.length));
}

/** Every value of a repeated parameter, under its own name or an alias, in URL order. */
function readAll(searchParams: URLSearchParams, key: string): string[] {
  const values: string[] = [];
  for (const [name, value] of searchParams) {
    if (value && (name === key || isAliasOf(key, name))) values.push(value);
  }
  return values;
}

type Values<T extends UrlParamDefaults> = {
  [K in keyof T]: T[K] extends readonly string[] ? string[] : string;
};

export interface UrlParamsUpdateOptions {
  /**
   * Replace the history entry instead of adding one (typing in a search box). Choices the user makes
   * (a filter, a sort, a tab) add an entry so that Back restores the previous view. @default false
   */
  replace?: boolean;
}

/**
 * Page state kept in the URL query, so that every view can be shared and Back restores it. Values equal
 * to their default are left out of the URL; other parameters of the URL are kept as they are.
 */
export function useUrlParams<T extends UrlParamDefaults>(
  defaults: T,
): [Values<T>, (patch: Partial<Values<T>>, options?: UrlParamsUpdateOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const serialized = searchParams.toString();

  const values = useMemo(() => {
    const read: Record<string, string | string[]> = {};
    for (const [key, fallback] of Object.entries(defaults)) {
      if (Array.isArray(fallback)) {
        const all = readAll(searchParams, key);
        read[key] = all.length > 0 ? all : [...fallback];
      } else {
        read[key] = searchParams.get(key) ?? (fallback as string);
      }
    }
    return read as Values<T>;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the state; defaults are constant
  }, [serialized]);

  const update = useCallback(
    (patch: Partial<Values<T>>, { replace = false }: UrlParamsUpdateOptions = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch) as [string, string | string[] | undefined][]) {
            if (value === undefined) continue;
            next.delete(key);
            const fallback = defaults[key];
            if (Array.isArray(value)) {
              for (const name of [...next.keys()]) if (isAliasOf(key, name)) next.delete(name);
              const same =
                Array.isArray(fallback) &&
                fallback.length === value.length &&
                fallback.every((item, index) => item === value[index]);
              if (!same) for (const item of value) next.append(key, item);
            } else if (value !== fallback) {
              next.set(key, value);
            }
          }
          return next;
        },
        { replace },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults are constant per call site
    [setSearchParams],
  );

  return [values, update];
}

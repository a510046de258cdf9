import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import * as v from 'valibot';
import { getApiContext } from '../client/create-api-clients';
import { ParsingError } from '../errors/errors';
import { rest, type RestQueryValue } from './rest';

/** A page of an internal REST list: Codecov's page-number pagination (pages start at 1), camelCased. */
export const restPageSchema = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({
    count: v.number(),
    next: v.nullish(v.string()),
    previous: v.nullish(v.string()),
    results: v.array(item),
    totalPages: v.number(),
  });

export interface RestPage<TItem> {
  count: number;
  next?: string | null;
  previous?: string | null;
  results: TItem[];
  totalPages: number;
}

/** The next page is the `page` parameter of the `next` link; without one there is none (spec §7). */
export function nextPageFromLink(page: Pick<RestPage<unknown>, 'next'>): number | undefined {
  if (!page.next) return undefined;
  const value = new URL(page.next, 'http://canopy.invalid').searchParams.get('page');
  const number = value === null ? NaN : Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

export interface RestPagesOptions<TKey extends QueryKey, TItem extends v.GenericSchema> {
  queryKey: TKey;
  /** Path below `/internal`. */
  path: string;
  /** The filters; `page` is added per page. */
  query?: Readonly<Record<string, RestQueryValue>>;
  provider?: string | null;
  /** The schema of one item of `results`. */
  item: TItem;
  /** The name a mismatching answer's Parsing Error gives (spec §5). */
  operationName: string;
}

/** An infinite query over a page-number REST list, from page 1 while `next` names another page. */
export function restPagesQueryOptions<TKey extends QueryKey, TItem extends v.GenericSchema>({
  queryKey,
  path,
  query,
  provider,
  item,
  operationName,
}: RestPagesOptions<TKey, TItem>) {
  const schema = restPageSchema(item);
  // The caller's key names the list and its filters; path and query are derived from the same values.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: async ({ client, signal, pageParam }): Promise<v.InferOutput<typeof schema>> => {
      const { apiUrl, fetch } = getApiContext(client);
      try {
        return await rest({
          path,
          query: { ...query, page: pageParam },
          provider,
          signal,
          schema,
          apiUrl,
          fetch,
        });
      } catch (error) {
        if (error instanceof ParsingError) throw new ParsingError(operationName, error.details);
        throw error;
      }
    },
    getNextPageParam: nextPageFromLink,
  });
}

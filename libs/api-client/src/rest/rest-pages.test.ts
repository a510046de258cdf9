import * as v from 'valibot';
import { ParsingError } from '../errors/errors';
import { createTestApiClients, restHandler, restPageFixture, setupApiMocks } from '../testing';
import { nextPageFromLink, restPageSchema, restPagesQueryOptions } from './rest-pages';

const server = setupApiMocks();

test('the next page is the page parameter of the next link; no link, no page', () => {
  expect(nextPageFromLink({ next: 'http://host/internal/users/?page=3&search=a' })).toBe(3);
  expect(nextPageFromLink({ next: null })).toBeUndefined();
  expect(nextPageFromLink({ next: 'http://host/internal/users/' })).toBeUndefined();
  expect(nextPageFromLink(restPageFixture([], { page: 1, totalPages: 2 }))).toBe(2);
});

test('a page schema reads the envelope around its items', () => {
  const schema = restPageSchema(v.object({ id: v.number() }));
  expect(v.is(schema, restPageFixture([{ id: 1 }]))).toBe(true);
  expect(v.is(schema, restPageFixture([{ id: 'one' }]))).toBe(false);
});

test('a mismatching page is a Parsing Error naming the query', async () => {
  server.use(restHandler('get', '/things', { count: 'many' }));
  const error = await createTestApiClients()
    .queryClient.fetchInfiniteQuery(
      restPagesQueryOptions({
        queryKey: ['things'],
        path: '/things',
        item: v.object({ id: v.number() }),
        operationName: 'ThingList',
      }),
    )
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ParsingError);
  expect((error as ParsingError).query).toBe('ThingList');
});

import { createRequest, makeOperation, type OperationResult } from '@urql/core';
import { gql } from '@urql/core';
import { isEmptyRead } from './use-graphql-query';

const request = createRequest(
  gql`
    query Probe {
      me {
        user {
          username
        }
      }
    }
  `,
  {},
);
const result = (
  requestPolicy: 'cache-only' | 'cache-first',
  more: Partial<OperationResult>,
): OperationResult =>
  ({
    operation: makeOperation('query', request, { url: '/graphql', requestPolicy }),
    data: null,
    error: undefined,
    stale: false,
    hasNext: false,
    ...more,
  }) as OperationResult;

test('an empty read from the cache alone, or one the server is still answering, is not an answer', () => {
  expect(isEmptyRead(result('cache-only', {}))).toBe(true);
  expect(isEmptyRead(result('cache-first', { stale: true }))).toBe(true);
  // The server's own empty answer stands (and fails its schema if the query needs data).
  expect(isEmptyRead(result('cache-first', {}))).toBe(false);
  expect(isEmptyRead(result('cache-first', { stale: true, data: { me: null } }))).toBe(false);
});

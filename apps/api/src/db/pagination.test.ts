import { decodeCursor, encodeCursor, MAX_PAGE_SIZE, pageRequest, toConnection } from './pagination';

describe('pageRequest', () => {
  it('defaults to the first 25', () => {
    expect(pageRequest({}, 1)).toEqual({ limit: 25, backward: false, cursor: null });
  });

  it('pages backwards with last/before', () => {
    expect(pageRequest({ last: 5, before: encodeCursor([7]) }, 1)).toEqual({
      limit: 5,
      backward: true,
      cursor: [7],
    });
  });

  it.each([
    [{ first: 1, last: 1 }, /first and last/],
    [{ after: encodeCursor([1]), before: encodeCursor([2]) }, /after and before/],
    [{ first: -1 }, /non-negative/],
    [{ first: MAX_PAGE_SIZE + 1 }, /exceed/],
    [{ after: 'not-a-cursor' }, /Invalid cursor/],
  ])('rejects %j', (args, message) => {
    expect(() => pageRequest(args, 1)).toThrow(message);
  });
});

describe('cursors', () => {
  it('round-trip ordering values', () => {
    expect(decodeCursor(encodeCursor(['name', 3]), 2)).toEqual(['name', 3]);
  });

  it('must hold as many values as the ordering', () => {
    expect(() => decodeCursor(encodeCursor([3]), 2)).toThrow(/Invalid cursor/);
  });
});

describe('toConnection', () => {
  const rows = [{ id: 5 }, { id: 4 }, { id: 3 }];

  it('uses the extra row to tell that a next page exists', () => {
    const connection = toConnection(rows, { limit: 2, backward: false, cursor: null }, (row) => [row.id], 10);
    expect(connection.edges.map((edge) => edge.node.id)).toEqual([5, 4]);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(connection.pageInfo.endCursor).toBe(encodeCursor([4]));
    expect(connection.totalCount).toBe(10);
  });

  it('reverses backward pages into natural order', () => {
    const connection = toConnection(rows, { limit: 2, backward: true, cursor: [6] }, (row) => [row.id], 10);
    expect(connection.edges.map((edge) => edge.node.id)).toEqual([4, 5]);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });
});

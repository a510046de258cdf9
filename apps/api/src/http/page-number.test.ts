import { BadPageQuery, booleanParam, orderingParam, pageCost, pageEnvelope, pageParams } from './page-number';

describe('page-number paging', () => {
  const link = (page: number) => `https://canopy.test/list?page=${page}`;

  it('reads page and page_size with their defaults and bounds, and one wording for what is wrong', () => {
    expect(pageParams({})).toEqual({ page: 1, pageSize: 20 });
    expect(pageParams({ page: '3', page_size: '100' })).toEqual({ page: 3, pageSize: 100 });
    expect(() => pageParams({ page: '99999999999999999999' })).toThrow(
      new BadPageQuery('page must be a whole number from 1, not "99999999999999999999"'),
    );
    expect(() => pageParams({ page_size: '101' })).toThrow('page_size must not exceed 100');
    expect(() => pageParams({ page: ['1', '2'] })).toThrow('page is given more than once');
    expect(booleanParam({ activated: 'True' }, 'activated')).toBe(true);
    expect(() => booleanParam({ activated: 'maybe' }, 'activated')).toThrow(
      'activated must be true or false, not "maybe"',
    );
    expect(orderingParam({ ordering: '-name' }, ['name'])).toEqual({ field: 'name', descending: true });
    expect(orderingParam({}, ['name'])).toBeNull();
  });

  it('costs the request and its rows, and 1 for a query it refuses', () => {
    expect(pageCost({})).toBe(21);
    expect(pageCost({ page_size: '5' })).toBe(6);
    expect(pageCost({ page_size: 'lots' })).toBe(1);
  });

  it('builds the envelope with links on both sides, and refuses a page past the last', () => {
    expect(pageEnvelope({ count: 5, page: 2, pageSize: 2, results: ['c', 'd'] }, link)).toEqual({
      count: 5,
      next: link(3),
      previous: link(1),
      results: ['c', 'd'],
      total_pages: 3,
    });
    expect(pageEnvelope({ count: 0, page: 1, pageSize: 20, results: [] }, link)).toMatchObject({
      total_pages: 1,
      next: null,
      previous: null,
    });
    expect(pageEnvelope({ count: 5, page: 4, pageSize: 2, results: [] }, link)).toBeNull();
  });
});

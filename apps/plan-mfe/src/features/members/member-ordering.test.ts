import { orderingOf, sortOf } from './member-ordering';

test('reads QP ordering, by name unless it names a sortable column', () => {
  expect(sortOf(null)).toEqual({ id: 'name', direction: 'asc' });
  expect(sortOf('-email')).toEqual({ id: 'email', direction: 'desc' });
  expect(sortOf('type')).toEqual({ id: 'name', direction: 'asc' });
  expect(orderingOf({ id: 'activated', direction: 'desc' })).toBe('-activated');
  expect(orderingOf({ id: 'name', direction: 'asc' })).toBe('name');
});

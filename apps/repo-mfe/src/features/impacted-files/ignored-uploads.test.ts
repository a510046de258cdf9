import { visibleHitCount } from './ignored-uploads';

test('counts the hits of the uploads not ignored', () => {
  expect(visibleHitCount([1, 2, 3], new Set())).toBe(3);
  expect(visibleHitCount([1, 2, 3], new Set([2, 9]))).toBe(2);
  expect(visibleHitCount([], new Set([1]))).toBe(0);
});

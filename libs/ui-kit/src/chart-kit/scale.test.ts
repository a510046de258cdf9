import { linearScale, nearestIndex, pointScale } from './scale';

test('a linear scale maps the domain onto the range, inverted ranges included', () => {
  const y = linearScale([0, 100], [200, 0]);
  expect(y(0)).toBe(200);
  expect(y(25)).toBe(150);
  expect(y(100)).toBe(0);
  expect(linearScale([5, 5], [0, 10])(5)).toBe(5);
});

test('points spread evenly from end to end, a single one in the middle', () => {
  const x = pointScale(5, [60, 460]);
  expect([0, 1, 4].map(x)).toEqual([60, 160, 460]);
  expect(pointScale(1, [0, 100])(0)).toBe(50);
});

test('the nearest point to a position, clamped to the ends', () => {
  expect(nearestIndex(5, [60, 460], 205)).toBe(1);
  expect(nearestIndex(5, [60, 460], 215)).toBe(2);
  expect(nearestIndex(5, [60, 460], 0)).toBe(0);
  expect(nearestIndex(5, [60, 460], 999)).toBe(4);
  expect(nearestIndex(1, [0, 100], 80)).toBe(0);
});

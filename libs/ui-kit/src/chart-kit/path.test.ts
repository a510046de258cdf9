import { areaPath, linePath } from './path';

const points = [
  { x: 0, y: 10 },
  { x: 50.123, y: 5 },
  { x: 100, y: 0 },
];

test('a line runs through the points with rounded coordinates', () => {
  expect(linePath(points)).toBe('M0,10L50.12,5L100,0');
  expect(linePath([])).toBe('');
});

test('an area closes along a baseline or back along a lower line', () => {
  expect(areaPath(points, 20)).toBe('M0,10L50.12,5L100,0L100,20L50.12,20L0,20Z');
  expect(
    areaPath(points.slice(0, 2), [
      { x: 0, y: 15 },
      { x: 50, y: 12 },
    ]),
  ).toBe('M0,10L50.12,5L50,12L0,15Z');
  expect(areaPath([], 20)).toBe('');
});

import { stackLayers, stackMax } from './stack';

test('series stack bottom first, skipping intervals where nothing was measured', () => {
  const layers = stackLayers([
    [100, null, 300],
    [null, null, 20],
  ]);
  expect(layers).toEqual([
    [
      { index: 0, low: 0, high: 100 },
      { index: 2, low: 0, high: 300 },
    ],
    [
      { index: 0, low: 100, high: 100 },
      { index: 2, low: 300, high: 320 },
    ],
  ]);
  expect(stackMax(layers)).toBe(320);
});

test('one series keeps its measured points only', () => {
  expect(stackLayers([[null, 80, Number.NaN, 82]])).toEqual([
    [
      { index: 1, low: 0, high: 80 },
      { index: 3, low: 0, high: 82 },
    ],
  ]);
  expect(stackMax(stackLayers([]))).toBe(0);
});

import { tooltipLeft } from './tooltip-position';

test('the tooltip sits right of the interval, flips left when the right has no room, else hugs an edge', () => {
  expect(tooltipLeft(100, 150, 600, 12)).toBe(112);
  expect(tooltipLeft(500, 150, 600, 12)).toBe(338);
  expect(tooltipLeft(150, 200, 340, 12)).toBe(140);
  expect(tooltipLeft(150, 400, 340, 12)).toBe(0);
});

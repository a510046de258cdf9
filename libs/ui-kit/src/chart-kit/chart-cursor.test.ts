import { cursorAfterKey } from './chart-cursor';

test('the arrows walk the intervals and stop at the ends; Home, End and Escape jump or hide', () => {
  expect(cursorAfterKey('ArrowRight', null, 5)).toBe(0);
  expect(cursorAfterKey('ArrowRight', 2, 5)).toBe(3);
  expect(cursorAfterKey('ArrowRight', 4, 5)).toBe(4);
  expect(cursorAfterKey('ArrowLeft', null, 5)).toBe(4);
  expect(cursorAfterKey('ArrowLeft', 0, 5)).toBe(0);
  expect(cursorAfterKey('Home', 3, 5)).toBe(0);
  expect(cursorAfterKey('End', 0, 5)).toBe(4);
  expect(cursorAfterKey('Escape', 3, 5)).toBeNull();
  expect(cursorAfterKey('Tab', 3, 5)).toBeUndefined();
  expect(cursorAfterKey('ArrowRight', null, 0)).toBeUndefined();
});

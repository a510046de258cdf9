import { seatsFull } from './seats';

test('seats are full at or above the limit; unknown counts or no limit never are', () => {
  expect(seatsFull({ seatsUsed: 10, seatsLimit: 10 })).toBe(true);
  expect(seatsFull({ seatsUsed: 12, seatsLimit: 10 })).toBe(true);
  expect(seatsFull({ seatsUsed: 9, seatsLimit: 10 })).toBe(false);
  expect(seatsFull({ seatsUsed: null, seatsLimit: 10 })).toBe(false);
  expect(seatsFull({ seatsUsed: 10, seatsLimit: null })).toBe(false);
});

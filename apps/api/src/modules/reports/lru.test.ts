import { Lru } from './lru';

describe('Lru', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c')]).toEqual([1, 3]);
  });

  it('keeps the total weight within its bound, dropping the least recently used first', () => {
    const lru = new Lru<string, string>(10, 100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    lru.get('a');
    lru.set('c', 'C', 40);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c')]).toEqual(['A', 'C']);
    expect(lru.totalWeight).toBe(80);
  });

  it('weighs an entry once its weight is known, and keeps none heavier than the bound', () => {
    const lru = new Lru<string, string>(10, 100);
    lru.set('small', 's', 30);
    const big = lru.remember('big', () => 'b');
    lru.weigh('big', big, 500);
    expect(lru.get('big')).toBeUndefined();
    expect(lru.get('small')).toBe('s');
    lru.remember('mid', () => 'm');
    lru.weigh('mid', 'm', 90);
    expect(lru.get('small')).toBeUndefined();
    expect(lru.totalWeight).toBe(90);
    // A value replaced meanwhile is not weighed.
    lru.set('mid', 'n');
    lru.weigh('mid', 'm', 50);
    expect(lru.totalWeight).toBe(0);
  });
});

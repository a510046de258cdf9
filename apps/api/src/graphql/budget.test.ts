import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../auth/viewer';
import { clientKey, CostBudget } from './budget';

describe('CostBudget', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('lets a client spend its budget, then says how long to wait', () => {
    const budget = new CostBudget(600, 100, clock);
    expect(budget.take('a', 400)).toBe(0);
    expect(budget.take('a', 200)).toBe(0);
    // 600 a minute is 10 a second: 50 more takes 5 s.
    expect(budget.take('a', 50)).toBe(5);
    expect(budget.take('b', 600)).toBe(0);
  });

  it('refills over time, never above one minute of budget', () => {
    const budget = new CostBudget(600, 100, clock);
    budget.take('a', 600);
    now += 3_000;
    expect(budget.take('a', 30)).toBe(0);
    expect(budget.take('a', 1)).toBe(1);
    now += 3_600_000;
    expect(budget.take('a', 600)).toBe(0);
    expect(budget.take('a', 1)).toBe(1);
  });

  it('does not charge refused requests', () => {
    const budget = new CostBudget(600, 100, clock);
    budget.take('a', 590);
    expect(budget.take('a', 100)).toBeGreaterThan(0);
    expect(budget.take('a', 10)).toBe(0);
  });

  it('keeps at most the given number of clients, and forgets those idle for a minute', () => {
    const budget = new CostBudget(600, 3, clock);
    for (const client of ['a', 'b', 'c', 'd']) budget.take(client, 600);
    expect(budget.size).toBe(3);
    // "a" was forgotten first: its budget is whole again.
    expect(budget.take('a', 600)).toBe(0);
    expect(budget.take('d', 1)).toBeGreaterThan(0);
    now += 60_000;
    budget.take('e', 1);
    expect(budget.size).toBe(1);
  });
});

describe('clientKey', () => {
  const request = (headers: Record<string, string> = {}) =>
    ({ headers, ip: '203.0.113.7' }) as unknown as FastifyRequest;
  const viewer = { sessionOwner: { ownerid: 42 } } as Viewer;

  it('names the signed-in owner, else the address, whatever token a request carries', () => {
    expect(clientKey(request({ authorization: 'token abc' }), viewer)).toBe('owner:42');
    expect(clientKey(request({ authorization: 'token abc' }), null)).toBe('ip:203.0.113.7');
    expect(clientKey(request({ 'x-upload-token': 'made-up' }), null)).toBe('ip:203.0.113.7');
    expect(clientKey(request(), null)).toBe('ip:203.0.113.7');
  });
});

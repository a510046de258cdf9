import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../auth/viewer';

interface Bucket {
  tokens: number;
  /** Last time the bucket was filled up, in ms. */
  at: number;
}

/**
 * Per-client GraphQL cost budget: a token bucket of `perMinute` tokens that refills continuously. The state lives
 * in this process only (each API process has its own budget) and holds at most `maxClients` clients: the least
 * recently seen go first, and a bucket left alone for a minute is full again, so it is simply dropped.
 */
export class CostBudget {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly perMinute: number,
    private readonly maxClients = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes `cost` from the client's budget; returns 0, or the seconds to wait when the budget is too low. */
  take(client: string, cost: number): number {
    const now = this.now();
    const perMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(client);
    const tokens = bucket
      ? Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * perMs)
      : this.perMinute;
    this.buckets.delete(client); // re-inserted last: the map stays ordered by last use
    this.buckets.set(client, { tokens: tokens >= cost ? tokens - cost : tokens, at: now });
    this.evict(now);
    return tokens >= cost ? 0 : Math.max(1, Math.ceil((cost - tokens) / perMs / 1000));
  }

  get size(): number {
    return this.buckets.size;
  }

  private evict(now: number): void {
    for (const [client, bucket] of this.buckets) {
      if (this.buckets.size <= this.maxClients && now - bucket.at < 60_000) break;
      this.buckets.delete(client);
    }
  }
}

/**
 * Who pays for a request: the signed-in owner, else its address (per TRUST_PROXY). GraphQL authenticates no
 * other credential, so a made-up token must not buy a fresh budget.
 */
export function clientKey(request: FastifyRequest, viewer: Viewer | null): string {
  return viewer ? `owner:${viewer.sessionOwner.ownerid}` : `ip:${request.ip}`;
}

/**
 * Takes a REST call's cost from the client's budget (the one GraphQL draws on). Answers null, or the reply already
 * sent: 429 with Retry-After when the budget is used up.
 */
export function chargeRest(
  budget: CostBudget,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: Viewer | null,
  cost: number,
): FastifyReply | null {
  const wait = budget.take(clientKey(request, viewer), cost);
  if (wait === 0) return null;
  reply.header('retry-after', String(wait));
  return reply
    .code(429)
    .send({ detail: `Too many requests: the budget of a minute is used up. Retry in ${wait} s.` });
}

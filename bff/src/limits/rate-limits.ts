/**
 * Cost-based rate limits: every GraphQL request spends its operation's cost (query-cost.ts) from
 * its client's budget, a token bucket that holds at most `burst` and refills `refillPerSecond`.
 * A token bucket rather than a sliding window: it lets a person spend a screenful of cost at once
 * (a burst) while holding a script to the refill rate, and it needs two numbers per client.
 */
export interface RateLimits {
  /** Cost a client can spend at once (the bucket's size); at least the cost limit, so any allowed operation can run. */
  burst: number;
  /** Cost returned to every client's budget each second. */
  refillPerSecond: number;
}

/**
 * People: a screen of the web app costs a few hundred at its default page sizes and under 5,000
 * at the largest, so a reader clicking through every screen quickly, an author's uploads (a few
 * each) or a GraphiQL session stay far inside 100,000 plus 2,000 a second. Scripts: the costliest
 * allowed operation (15,000) in a loop empties the bucket after 7 requests, then runs once every
 * 7.5 seconds. A visitor's answer served from the response cache costs the api nothing and
 * spends 1: a loop over one is held to 2,000 a second.
 */
export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = {
  burst: 100_000,
  refillPerSecond: 2_000,
};

/** `extensions.code` of a request refused because its client's budget is spent. */
export const RATE_LIMITED = 'RATE_LIMITED';

/** RATE_LIMIT_BURST and RATE_LIMIT_REFILL_PER_SECOND over the defaults; invalid values are refused at start. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimits {
  return {
    burst: positiveNumber(env.RATE_LIMIT_BURST, 'RATE_LIMIT_BURST') ?? DEFAULT_RATE_LIMITS.burst,
    refillPerSecond: positiveNumber(env.RATE_LIMIT_REFILL_PER_SECOND, 'RATE_LIMIT_REFILL_PER_SECOND') ?? DEFAULT_RATE_LIMITS.refillPerSecond,
  };
}

function positiveNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return parsed;
}

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
  /**
   * The least any request spends, whatever it asks (`{ __typename }`, an invalid document, an
   * answer from the response cache): what the bff spends on a request before its first field.
   */
  perRequest: number;
}

/**
 * `perRequest` is the fixed part of a request's work in units of the cost model: admission, the
 * session, the document, validation and formatting cost the bff about what resolving 50 fields
 * costs it, and a screen of the web app costs 50 to a few hundred. At the defaults a client
 * sending even the cheapest request 440 times a second or more has spent its burst within 5
 * seconds and is then held to 40 a second, while a reader who opens a screen every second spends
 * a fraction of the refill.
 *
 * People: a screen of the web app costs a few hundred at its default page sizes and under 5,000
 * at the largest, so a reader clicking through every screen quickly, an author's uploads (a few
 * each) or a GraphiQL session stay far inside 100,000 plus 2,000 a second. Scripts: the costliest
 * allowed operation (15,000) in a loop empties the bucket after 7 requests, then runs once every
 * 7.5 seconds. A visitor's answer served from the response cache costs the api nothing and
 * spends `perRequest`.
 */
export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = {
  burst: 100_000,
  refillPerSecond: 2_000,
  perRequest: 50,
};

/** `extensions.code` of a request refused because its client's budget is spent. */
export const RATE_LIMITED = 'RATE_LIMITED';

/** RATE_LIMIT_BURST, RATE_LIMIT_REFILL_PER_SECOND and RATE_LIMIT_PER_REQUEST over the defaults; invalid values are refused at start. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimits {
  return {
    burst: positiveNumber(env.RATE_LIMIT_BURST, 'RATE_LIMIT_BURST') ?? DEFAULT_RATE_LIMITS.burst,
    refillPerSecond: positiveNumber(env.RATE_LIMIT_REFILL_PER_SECOND, 'RATE_LIMIT_REFILL_PER_SECOND') ?? DEFAULT_RATE_LIMITS.refillPerSecond,
    perRequest: positiveNumber(env.RATE_LIMIT_PER_REQUEST, 'RATE_LIMIT_PER_REQUEST') ?? DEFAULT_RATE_LIMITS.perRequest,
  };
}

function positiveNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return parsed;
}

import { failOpenRedis } from '../redis/fail-open-client.ts';
import type { RateLimits } from './rate-limits.ts';

/** The outcome of spending from one client's bucket. */
export type Spend = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Per-client token buckets: `spend` takes `cost` from `client`'s bucket if it holds that much. */
export interface TokenBuckets {
  spend(client: string, cost: number): Promise<Spend>;
  close(): Promise<void>;
}

/**
 * How a bucket changes, shared by both stores: it refills for the time since it was last seen
 * (never past `burst`, never backwards when clocks disagree), then pays `cost` only if it can.
 * A cost above `burst` is charged as `burst`, so no allowed operation is refused forever.
 */
function step(limits: RateLimits, tokens: number, seenAt: number, now: number, cost: number): { tokens: number; seenAt: number; spend: Spend } {
  const perMs = limits.refillPerSecond / 1000;
  const at = Math.max(seenAt, now);
  const refilled = Math.min(limits.burst, tokens + (at - seenAt) * perMs);
  const price = Math.min(cost, limits.burst);
  if (refilled >= price) return { tokens: refilled - price, seenAt: at, spend: { allowed: true } };
  return { tokens: refilled, seenAt: at, spend: { allowed: false, retryAfterMs: Math.ceil((price - refilled) / perMs) } };
}

/** Milliseconds after which an untouched bucket is full again, i.e. no different from a new one. */
function msUntilFull(limits: RateLimits, tokens: number): number {
  return Math.ceil(((limits.burst - tokens) * 1000) / limits.refillPerSecond);
}

export interface MemoryBucketsOptions {
  now?: () => number;
  /** Most clients kept at once; past it the least recently seen are forgotten (they start full again). */
  maxClients?: number;
}

/**
 * Buckets in this process (one bff). Memory stays bounded: a bucket that has refilled to full
 * is dropped (a new client starts full anyway), and at most `maxClients` are kept. The Map keeps
 * clients in the order they were last seen, so both sweeps look only at the oldest entries.
 */
export function memoryBuckets(limits: RateLimits, options: MemoryBucketsOptions = {}): TokenBuckets {
  const now = options.now ?? Date.now;
  const maxClients = options.maxClients ?? 100_000;
  const buckets = new Map<string, { tokens: number; seenAt: number; fullAt: number }>();
  return {
    async spend(client, cost) {
      const time = now();
      for (const [key, bucket] of buckets) {
        if (bucket.fullAt > time && buckets.size < maxClients) break;
        buckets.delete(key);
      }
      const bucket = buckets.get(client) ?? { tokens: limits.burst, seenAt: time, fullAt: time };
      const next = step(limits, bucket.tokens, bucket.seenAt, time, cost);
      buckets.delete(client);
      buckets.set(client, { tokens: next.tokens, seenAt: next.seenAt, fullAt: next.seenAt + msUntilFull(limits, next.tokens) });
      return next.spend;
    },
    async close() {
      buckets.clear();
    },
  };
}

/**
 * One client's bucket in Redis, read, refilled, charged and written back in one script: Redis runs
 * a script atomically, so two replicas can never both spend the last tokens. The key expires once
 * the bucket would be full again (idle clients cost no memory). Same rule as `step` above.
 * KEYS[1] bucket; ARGV burst, refill per ms, now (ms), cost. Returns {allowed 0|1, retry after ms}.
 */
const SPEND_SCRIPT = `
local burst = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local price = math.min(tonumber(ARGV[4]), burst)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'seenAt')
local tokens = tonumber(state[1]) or burst
local seenAt = tonumber(state[2]) or now
local at = math.max(seenAt, now)
tokens = math.min(burst, tokens + (at - seenAt) * perMs)
local allowed = 0
local wait = 0
if tokens >= price then
  tokens = tokens - price
  allowed = 1
else
  wait = math.ceil((price - tokens) / perMs)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'seenAt', tostring(at))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / perMs) + 1000)
return {allowed, wait}
`;

export interface RedisBucketsOptions {
  url: string;
  /** Prefix of every key (one per client), so deployments and tests sharing a server never collide. */
  keyPrefix: string;
  now?: () => number;
  /** Warnings: Redis unreachable (requests pass unlimited meanwhile) and back. */
  log: (message: string) => void;
}

/**
 * Buckets shared by every bff replica through Redis. A Redis outage must not take the site down:
 * while Redis cannot answer, every request is allowed (fail open) and one warning is logged per
 * outage. Commands are not queued while disconnected and time out quickly, so an outage adds no
 * waiting to requests; ioredis keeps reconnecting in the background.
 */
export async function redisBuckets(limits: RateLimits, options: RedisBucketsOptions): Promise<TokenBuckets> {
  const now = options.now ?? Date.now;
  const redis = failOpenRedis(options.url);
  let failing = false;
  const failed = (error: unknown) => {
    if (failing) return;
    failing = true;
    options.log(`rate limits: Redis unreachable (${error instanceof Error ? error.message : String(error)}); requests are not rate-limited until it is back`);
  };
  redis.on('error', failed);
  // Start with a connection when Redis answers, so the first requests are counted; without one, start anyway.
  await redis.connect().catch(failed);
  return {
    async spend(client, cost) {
      try {
        const reply = (await redis.eval(SPEND_SCRIPT, 1, options.keyPrefix + client, limits.burst, limits.refillPerSecond / 1000, now(), cost)) as [number, number];
        if (failing) {
          failing = false;
          options.log('rate limits: Redis answers again; requests are rate-limited again');
        }
        return reply[0] === 1 ? { allowed: true } : { allowed: false, retryAfterMs: reply[1] };
      } catch (error) {
        failed(error);
        return { allowed: true };
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

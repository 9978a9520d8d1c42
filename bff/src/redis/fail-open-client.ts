import { Redis } from 'ioredis';

/**
 * A Redis client for state the bff can do without for a while (rate-limit counters, cached
 * answers): a command fails at once when Redis is away instead of waiting in a queue, and within
 * a second when it hangs, so the caller can fall back; the client keeps reconnecting in the
 * background, backing off up to 5 s between attempts, forever, as Redis may come back at any time.
 */
export function failOpenRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
}

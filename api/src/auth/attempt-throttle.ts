import type { Db } from '../db/client.ts';

/**
 * Fixed-window attempt counters, like Laravel's RateLimiter: a key may be hit `max` times within
 * `windowSeconds` of its first hit; beyond that it waits until the window that started with the
 * first hit has passed.
 *
 * The counters live in the database (throttle_windows), not in the process: api replicas share
 * the database, so a client spreading its attempts over replicas meets one count, and a restart
 * does not hand out a fresh window. Each hit is one atomic upsert, so two replicas counting the
 * same key at the same moment both count. Times are the database's clock, as for tokens.
 */
export class AttemptCounter {
  #hitsSinceSweep = 0;

  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Seconds until `key` may be tried again (0: now), without counting an attempt. */
  async wait(key: string, max: number): Promise<number> {
    const [row] = await this.db.query<{ wait: number }>(
      `SELECT ceil(extract(epoch FROM resets_at - now()))::int AS wait
       FROM throttle_windows WHERE key = $1 AND resets_at > now() AND hits >= $2`,
      [key, max],
    );
    return row ? Math.max(1, row.wait) : 0;
  }

  /** Counts one attempt against `key`, starting a window when none is running. */
  async hit(key: string, windowSeconds: number): Promise<void> {
    await this.increment(key, windowSeconds);
  }

  /**
   * Counts this attempt and answers whether it is allowed: the seconds to wait when it is one
   * more than `max` within the window (0: go ahead). Refused attempts count too, which never
   * lengthens the window (it is fixed by its first hit).
   */
  async take(key: string, max: number, windowSeconds: number): Promise<number> {
    const { hits, wait } = await this.increment(key, windowSeconds);
    return hits > max ? Math.max(1, wait) : 0;
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM throttle_windows WHERE key = $1', [key]);
  }

  private async increment(key: string, windowSeconds: number): Promise<{ hits: number; wait: number }> {
    const [row] = await this.db.query<{ hits: number; wait: number }>(
      `INSERT INTO throttle_windows AS w (key, hits, resets_at) VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN w.resets_at <= now() THEN 1 ELSE w.hits + 1 END,
         resets_at = CASE WHEN w.resets_at <= now() THEN EXCLUDED.resets_at ELSE w.resets_at END
       RETURNING hits, ceil(extract(epoch FROM resets_at - now()))::int AS wait`,
      [key, windowSeconds],
    );
    await this.sweepNowAndThen();
    return { hits: row!.hits, wait: row!.wait };
  }

  /** Drops passed windows every few hundred hits, so the table holds recent attempts only. */
  private async sweepNowAndThen(): Promise<void> {
    this.#hitsSinceSweep += 1;
    if (this.#hitsSinceSweep < 500) return;
    this.#hitsSinceSweep = 0;
    await this.db.query('DELETE FROM throttle_windows WHERE resets_at <= now()');
  }
}

/**
 * Failed logins per account (email) and per client address, like Laravel's ThrottlesLogins.
 *
 * Every request reaches the api through the bff, so the per-address counter only means the
 * browser's address when the api trusts the bff's X-Forwarded-For (TRUST_PROXY); otherwise it
 * counts the bff itself, which is why its limit is higher than the account's.
 */
export interface LoginThrottleOptions {
  /** Failures allowed per account within the window. */
  perAccount: number;
  /** Failures allowed per client address within the window. */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = { perAccount: 5, perAddress: 20, windowSeconds: 60 };

export class LoginThrottle {
  private readonly options: LoginThrottleOptions;

  private readonly counter: AttemptCounter;
  constructor(
    counter: AttemptCounter,
    options: Partial<LoginThrottleOptions> = {},
  ) {
    this.counter = counter;
    this.options = { ...DEFAULT_LOGIN_THROTTLE, ...options };
  }

  /** Seconds until this login may be tried again, or 0 when it may be tried now. */
  async lockedFor(email: string, address: string): Promise<number> {
    const waits = await Promise.all([
      this.counter.wait(accountKey(email), this.options.perAccount),
      this.counter.wait(`login-address:${address}`, this.options.perAddress),
    ]);
    return Math.max(...waits);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await this.counter.hit(accountKey(email), this.options.windowSeconds);
    await this.counter.hit(`login-address:${address}`, this.options.windowSeconds);
  }

  /** A successful login forgets the account's failures (not the address's: one good password
   * must not reset the count of an address trying many accounts). */
  async recordSuccess(email: string): Promise<void> {
    await this.counter.clear(accountKey(email));
  }
}

function accountKey(email: string): string {
  return `login-account:${email.trim().toLowerCase()}`;
}

/**
 * Requests per client address for one action (sign-up, password-reset mail): every request
 * counts, successful or not, so a script can neither create accounts in bulk nor mail-bomb
 * addresses. Refused with 429, `Retry-After` and a message naming the wait, like the login
 * throttle.
 */
export interface AddressLimit {
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_REGISTER_LIMIT: AddressLimit = { perAddress: 20, windowSeconds: 60 * 60 };
export const DEFAULT_PASSWORD_RESET_LIMIT: AddressLimit = { perAddress: 10, windowSeconds: 60 * 60 };

export class AddressThrottle {
  private readonly limit: AddressLimit;

  private readonly counter: AttemptCounter;
  private readonly action: string;
  constructor(
    counter: AttemptCounter,
    action: string,
    limit: AddressLimit,
    overrides: Partial<AddressLimit> = {},
  ) {
    this.counter = counter;
    this.action = action;
    this.limit = { ...limit, ...overrides };
  }

  /** Counts this request from `address`; the seconds to wait when it is over the limit, else 0. */
  take(address: string): Promise<number> {
    return this.counter.take(`${this.action}-address:${address}`, this.limit.perAddress, this.limit.windowSeconds);
  }
}

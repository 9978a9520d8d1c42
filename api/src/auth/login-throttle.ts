/**
 * Counts failed logins per account (email) and per client address, like Laravel's
 * ThrottlesLogins: after `maxAttempts` failures within `windowSeconds` further attempts are
 * refused until the window that started with the first failure has passed.
 *
 * Kept in memory on purpose: the embedded default runs one api process, the counters only slow
 * down guessing (argon2id already makes each guess expensive), and losing them on a restart
 * costs nothing but a fresh window. A scaled-out api would move these counters to Redis, which
 * is already where the bff keeps its shared rate limits.
 *
 * Every request reaches the api through the bff, so the per-address counter only means the
 * browser's address when the api trusts the bff's X-Forwarded-For (Fastify `trustProxy`);
 * otherwise it counts the bff itself, which is why its limit is higher than the account's.
 */
export interface LoginThrottleOptions {
  /** Failures allowed per account within the window. */
  perAccount: number;
  /** Failures allowed per client address within the window. */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = { perAccount: 5, perAddress: 20, windowSeconds: 60 };

interface Window {
  failures: number;
  resetsAt: number;
}

export class LoginThrottle {
  private readonly windows = new Map<string, Window>();
  private readonly options: LoginThrottleOptions;
  private readonly now: () => number;

  constructor(options: Partial<LoginThrottleOptions> = {}, now: () => number = Date.now) {
    this.options = { ...DEFAULT_LOGIN_THROTTLE, ...options };
    this.now = now;
  }

  /** Seconds until this login may be tried again, or 0 when it may be tried now. */
  lockedFor(email: string, address: string): number {
    const now = this.now();
    const waits = [
      this.wait(accountKey(email), this.options.perAccount, now),
      this.wait(addressKey(address), this.options.perAddress, now),
    ];
    return Math.max(...waits);
  }

  recordFailure(email: string, address: string): void {
    const now = this.now();
    this.sweep(now);
    for (const key of [accountKey(email), addressKey(address)]) {
      const window = this.live(key, now);
      if (window) window.failures += 1;
      else this.windows.set(key, { failures: 1, resetsAt: now + this.options.windowSeconds * 1000 });
    }
  }

  /** A successful login forgets the account's failures (not the address's: one good password
   * must not reset the count of an address trying many accounts). */
  recordSuccess(email: string): void {
    this.windows.delete(accountKey(email));
  }

  private wait(key: string, max: number, now: number): number {
    const window = this.live(key, now);
    if (!window || window.failures < max) return 0;
    return Math.max(1, Math.ceil((window.resetsAt - now) / 1000));
  }

  private live(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Drops expired windows now and then, so memory stays bounded by recent failures. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}

function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

function addressKey(address: string): string {
  return `address:${address}`;
}

/**
 * Time for generated rows. Everything is placed relative to one anchor ('now' of the seed) so
 * the demo always looks fresh, and the same anchor reproduces the same timestamps.
 */

export const DAY_MS = 86_400_000;

export class Clock {
  readonly nowMs: number;

  constructor(now: Date) {
    this.nowMs = Math.floor(now.getTime() / 1000) * 1000;
  }

  daysAgo(days: number): number {
    return this.nowMs - Math.round(days * DAY_MS);
  }

  /** A moment between from and to (ms), t in [0, 1], rounded to the second. */
  between(from: number, to: number, t: number): number {
    return Math.floor((from + (to - from) * t) / 1000) * 1000;
  }

  iso(ms: number): string {
    return new Date(ms).toISOString();
  }
}

/** The default anchor: the start of the current UTC day, so seeds made on one day match. */
export function startOfUtcDay(date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * What the closed-loop benches (throughput, signed-in-cost, pages) share: their --seconds and
 * --connections, checked, and the rate limits they lift.
 */

/** One client sends everything: rate limits would measure themselves. */
export const UNLIMITED_RATE = { RATE_LIMIT_BURST: '1000000000000', RATE_LIMIT_REFILL_PER_SECOND: '1000000000000' };

/** --seconds (above 0, at most 600) and --connections (1 to 1000) as numbers; a bad value throws. */
export function loopSettings(values: { seconds: string; connections: string }): { seconds: number; connections: number } {
  const seconds = Number(values.seconds);
  const connections = Math.floor(Number(values.connections));
  if (!(seconds > 0 && seconds <= 600)) throw new Error(`--seconds must be above 0 and at most 600, got ${values.seconds}`);
  if (!(connections >= 1 && connections <= 1000)) throw new Error(`--connections must be 1 to 1000, got ${values.connections}`);
  return { seconds, connections };
}

/**
 * Settings read from the environment, each with the default `npm start` needs. Parsed once at the
 * edge (startApi, buildApi) so the rest of the api receives plain values.
 */

/**
 * `TRUST_PROXY`: the addresses (IPs or CIDRs, comma-separated) whose X-Forwarded-For the api
 * believes. Only those peers may say which client they forward; from any other peer the header is
 * ignored, so no client can choose the address it is counted under (the login throttle). Default
 * loopback: the bff runs beside the api. Named ranges of proxy-addr (`loopback`, `linklocal`,
 * `uniquelocal`) are accepted too.
 */
export const DEFAULT_TRUST_PROXY: readonly string[] = ['loopback'];

export function trustedProxies(value = process.env.TRUST_PROXY): string[] {
  if (value === undefined || value.trim() === '') return [...DEFAULT_TRUST_PROXY];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * `DB_STATEMENT_TIMEOUT_MS`: the longest one SQL statement of a request may run. A request
 * answering a page never needs seconds; one that does is hostile or a bug, and must not hold a
 * connection (PostgreSQL) or the whole process (PGlite) for longer. 0 turns the limit off.
 * Migrations and the demo seed run without it.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

export function statementTimeoutMs(value = process.env.DB_STATEMENT_TIMEOUT_MS): number {
  if (value === undefined || value.trim() === '') return DEFAULT_STATEMENT_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (0: no limit), not "${value}"`);
  return ms;
}

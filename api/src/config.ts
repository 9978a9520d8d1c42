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

/** The read cache's default budget (READ_CACHE_MB): answers of a few tens of KB, a few thousand of them. */
export const DEFAULT_READ_CACHE_MB = 64;

/**
 * Bytes of anonymous answers the api keeps in memory (`READ_CACHE_MB`, 0: none), on either engine
 * (http/read-cache.ts: how an answer is known to be current).
 */
export function readCacheBytes(value = process.env.READ_CACHE_MB): number {
  if (value === undefined || value.trim() === '') return DEFAULT_READ_CACHE_MB * 1024 * 1024;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb < 0) throw new Error(`READ_CACHE_MB must be a number of megabytes (0: no cache), not "${value}"`);
  return Math.floor(mb * 1024 * 1024);
}

/**
 * Which requests get a line in the log (`LOG_REQUESTS`):
 * - `slow` (default): only requests slower than `LOG_SLOW_REQUEST_MS` (default 1000), besides the
 *   errors the error handler logs (5xx, timeouts, hang-ups). A request answered in time writes
 *   nothing, so logging costs nothing on the hot path: two JSON lines per request, written to
 *   stdout synchronously, cost a busy api a measurable share of its throughput;
 * - `all`: Fastify's line when each request arrives and when it is answered.
 */
export interface RequestLogging {
  mode: 'slow' | 'all';
  slowMs: number;
}

export function requestLogging(env: Readonly<Record<string, string | undefined>> = process.env): RequestLogging {
  const mode = env.LOG_REQUESTS?.trim() || 'slow';
  if (mode !== 'slow' && mode !== 'all') throw new ConfigError(`LOG_REQUESTS must be "slow" or "all", not "${mode}"`);
  const rawMs = env.LOG_SLOW_REQUEST_MS?.trim() || '1000';
  const slowMs = Number(rawMs);
  if (!Number.isInteger(slowMs) || slowMs < 0) throw new ConfigError(`LOG_SLOW_REQUEST_MS must be a whole number of milliseconds, not "${rawMs}"`);
  return { mode, slowMs };
}

/**
 * How the api sends mail (password resets, email confirmations and notices):
 * - `SMTP_URL` set (smtp://user:pass@host:port, smtps:// for TLS): through that server, and
 *   nothing is kept in the database;
 * - otherwise into the `mail_outbox` table, where a developer (or a test) reads the links. That
 *   table holds live reset and confirmation links, so a production api (`NODE_ENV=production`)
 *   refuses to start without `SMTP_URL` unless `MAIL_OUTBOX=true` says the outbox is meant (a
 *   demo), rather than quietly keeping account-takeover links in a table.
 */
/** A setting that keeps the api from starting: its message says what to set, no stack needed. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type MailDelivery = { kind: 'smtp'; smtpUrl: string } | { kind: 'outbox' };

export function mailDelivery(env: Readonly<Record<string, string | undefined>> = process.env): MailDelivery {
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl) return { kind: 'smtp', smtpUrl };
  const outbox = env.MAIL_OUTBOX?.trim().toLowerCase();
  if (outbox !== undefined && outbox !== '' && outbox !== 'true' && outbox !== 'false') {
    throw new ConfigError(`MAIL_OUTBOX must be true or false, not "${env.MAIL_OUTBOX}"`);
  }
  if (env.NODE_ENV === 'production' && outbox !== 'true') {
    throw new ConfigError(
      'SMTP_URL is not set: in production the api sends mail (password resets, email confirmations) through SMTP. ' +
        'Set SMTP_URL=smtp://user:password@host:port (smtps:// for TLS), or MAIL_OUTBOX=true to keep mail in the mail_outbox table on purpose (a demo).',
    );
  }
  return { kind: 'outbox' };
}

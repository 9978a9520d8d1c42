import type { AddressInfo } from 'node:net';
import { mkdir } from 'node:fs/promises';
import { buildApi, type ApiOptions } from './app.ts';
import { ensureOAuthClient } from './auth/clients.ts';
import { mailDelivery, readCacheBytes, statementTimeoutMs } from './config.ts';
import { openDb, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { withStatementDeadline } from './db/statement-timeout.ts';
import { sharedWriteGeneration } from './db/shared-write-generation.ts';
import { trackWrites, type Generations } from './db/write-generation.ts';
import { isSeeded, seedDemo } from './seed/index.ts';
import { rebaseTrending, rebaseTrendingIfStale } from './trending/score.ts';

export interface StartApiOptions {
  /** 0 picks a free port (tests). Default 4001. */
  port?: number;
  host?: string;
  /** postgres://... uses a PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite cluster directory; undefined keeps the database in memory. */
  dataDir?: string;
  /**
   * An open database to serve instead of opening one (tests hand in a clone of a seeded
   * template). It stays the caller's: `close()` leaves it open, and it is served as opened
   * (give it its statement limit with `openDb({ statementTimeoutMs })`).
   */
  db?: Db;
  /**
   * The statement time limit of a database startApi opens, in ms (0: none). Defaults to
   * DB_STATEMENT_TIMEOUT_MS, else 5 s. Migrations and seeding run before it applies.
   */
  statementTimeoutMs?: number;
  storageDir: string;
  /** 'demo' always seeds, 'if-empty' only a database without content, 'none' (default) never. */
  seed?: 'demo' | 'none' | 'if-empty';
  logger?: boolean;
  /** Which requests the logger gets a line for; default: every request. */
  requestLogging?: ApiOptions['requestLogging'];
  /**
   * Bytes of anonymous answers kept in memory (http/read-cache.ts); default READ_CACHE_MB, else
   * 64 MB. Only with a database startApi opens itself. On PGlite every write goes through this
   * process, which counts them; on a PostgreSQL server, which other processes may write to, the
   * database counts them (db/shared-write-generation.ts). A database handed in gets no cache (its
   * owner may write to it, around this process, and a PGlite one has no other counter).
   */
  readCacheBytes?: number;
  /** The attempt throttles (logins, sign-ups, reset requests); production's defaults unless given. */
  throttles?: Pick<ApiOptions, 'loginThrottle' | 'registerLimit' | 'passwordResetLimit'>;
}

export interface RunningApi {
  /** Base URL such as http://127.0.0.1:4001 (no trailing slash). */
  url: string;
  db: Db;
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds it as asked, and serves the api. */
export async function startApi(opts: StartApiOptions): Promise<RunningApi> {
  // Before anything is opened: a production api without a way to send mail does not start.
  mailDelivery();
  const ownsDb = !opts.db;
  const timeoutMs = opts.statementTimeoutMs ?? statementTimeoutMs();
  // Migrations, the seed and the trending rebase may take minutes on a large database: they run
  // without the statement limit, which applies only to what the api serves.
  let db = opts.db ?? (await openDb({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir }));
  const closeDb = () => (ownsDb ? db.close() : Promise.resolve());
  try {
    await migrate(db);
    // The bff's password-grant client; without a secret no client exists and logins answer invalid_client.
    const oauthSecret = process.env.OAUTH_CLIENT_SECRET;
    if (oauthSecret) await ensureOAuthClient(db, { id: process.env.OAUTH_CLIENT_ID || '1', secret: oauthSecret, name: 'Jotpod bff' });
    await mkdir(opts.storageDir, { recursive: true });
    const seed = opts.seed ?? 'none';
    const seeding = seed === 'demo' || (seed === 'if-empty' && !(await isSeeded(db)));
    if (seeding) {
      await seedDemo(db, { storageDir: opts.storageDir });
      // The seed decays its likes to its own day; align every score to one reference (now).
      await rebaseTrending(db);
    } else {
      await rebaseTrendingIfStale(db);
    }
    if (seeding || (ownsDb && db.kind === 'pglite')) {
      // Without statistics the planner takes a table of thousands of rows for a few dozen, and
      // pages such as the newest jots join every jot up to its container and sort them instead of
      // walking the index. PGlite runs no autovacuum, so nothing else ever analyzes its tables; a
      // server's autovacuum gets to a freshly seeded database only a while after it is serving.
      await db.exec('ANALYZE');
    }
    if (ownsDb && timeoutMs > 0) {
      if (db.kind === 'postgres') {
        // The limit is a setting of the pool's connections: reconnect with it.
        await db.close();
        db = await openDb({ databaseUrl: opts.databaseUrl, statementTimeoutMs: timeoutMs });
      } else {
        db = withStatementDeadline(db, timeoutMs);
      }
    }
    const cacheBytes = ownsDb ? (opts.readCacheBytes ?? readCacheBytes()) : 0;
    let generations: Generations | null = null;
    if (cacheBytes > 0 && db.kind === 'pglite') {
      const writes = trackWrites(db);
      db = writes.db;
      generations = writes;
    } else if (cacheBytes > 0) {
      generations = sharedWriteGeneration(db);
    }
    const app = await buildApi({
      db,
      storageDir: opts.storageDir,
      logger: opts.logger ?? false,
      ...(opts.requestLogging ? { requestLogging: opts.requestLogging } : {}),
      ...(generations ? { readCache: { generations, maxBytes: cacheBytes } } : {}),
      ...opts.throttles,
    });
    const host = opts.host ?? '127.0.0.1';
    await app.listen({ port: opts.port ?? 4001, host });
    const { port } = app.server.address() as AddressInfo;
    return {
      url: `http://${urlHost(host)}:${port}`,
      db,
      close: async () => {
        await app.close();
        await closeDb();
      },
    };
  } catch (error) {
    // The error that stopped the start matters, not a second one from closing (a pool already ended).
    await closeDb().catch(() => {});
    throw error;
  }
}

/** Wildcard binds are reached through loopback; IPv6 literals need brackets in a URL. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

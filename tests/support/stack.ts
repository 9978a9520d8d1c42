// The whole Jotpod stack, in-process, for one test file: api (Fastify) on a database of its own
// holding the demo data, and the bff (Yoga) in front of it serving the built web app. Both listen
// on ephemeral ports of 127.0.0.1, so test files never collide with each other or with `npm start`.
//
// Database: a clone of the run's seeded template, in-memory PGlite by default; with
// TEST_DATABASE_URL, a throwaway database on that PostgreSQL server, dropped on close.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { openTestDb } from '../../api/test/support/test-db.ts';
import { SUITE_ADDRESS_LIMITS } from '../../api/test/support/test-throttles.ts';
import { ensureOAuthClient } from '../../api/src/auth/clients.ts';
import type { Db } from '../../api/src/db/client.ts';
import { startApi } from '../../api/src/server.ts';
import type { RequestLimits } from '../../bff/src/limits/request-limits.ts';
import { startBff, type StartBffOptions } from '../../bff/src/server.ts';

export const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

export interface Stack {
  /** The bff: what the browser opens (web app at /, GraphQL at /graphql). */
  url: string;
  /** The api's REST base, for tests that check the upstream side. */
  apiUrl: string;
  /**
   * The api's database, for test setup that needs content the demo seed does not have (hostile
   * HTML, extra rows). The bff's response cache is off unless a test turns it on (`responseCache`),
   * so such a change shows on the next load.
   */
  db: Db;
  /** The api's storage root (uploads), for tests that run the api's command-line tasks. */
  storageDir: string;
  /** Run a GraphQL operation against the bff and return `data` (throws on GraphQL errors). */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Serve web/dist from the bff (browser journeys). Default true; contract/API-only tests can skip it. */
  web?: boolean;
  /** The bff's request limits where a test needs others than production's (DEFAULT_REQUEST_LIMITS). */
  limits?: Partial<RequestLimits>;
  /** The bff's rate limits by cost per client; default production's, counted in memory (never a REDIS_URL of the shell). */
  rateLimit?: StartBffOptions['rateLimit'];
  /** false: the bff runs persisted operations only (ALLOW_ARBITRARY_OPERATIONS=false). Default true. */
  allowArbitraryOperations?: boolean;
  /**
   * The bff's response cache of anonymous reads. Default off: tests write rows straight into the
   * api's database, which no mutation announces (bff/test/response-cache.test.ts covers the cache).
   */
  responseCache?: StartBffOptions['responseCache'];
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const serveWeb = options.web ?? true;
  if (serveWeb && !existsSync(join(webDist, 'index.html'))) {
    throw new Error('web/dist is missing: build the web app first with `npm run build:web` (`npm test` does it for you)');
  }
  // Cleanups run in reverse order of creation, also when a later step fails to start.
  const cleanups: (() => Promise<void>)[] = [];
  const close = async () => {
    const errors: unknown[] = [];
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        errors.push(error);
      }
    }
    cleanups.length = 0;
    if (errors.length) throw new AggregateError(errors, 'closing the test stack failed');
  };

  try {
    const storageDir = await mkdtemp(join(tmpdir(), 'jotpod-e2e-storage-'));
    cleanups.push(() => rm(storageDir, { recursive: true, force: true }));

    // A clone of the demo database and its images, made once per run (api/test/support/db-templates.ts).
    const database = await openTestDb({ template: 'demo' });
    cleanups.push(() => database.cleanup());
    if (database.storageTemplate) await cp(database.storageTemplate, storageDir, { recursive: true });

    const api = await startApi({ port: 0, host: '127.0.0.1', db: database.db, storageDir, logger: false, throttles: SUITE_ADDRESS_LIMITS });
    cleanups.push(() => api.close());

    // Sign-in works as in production: the api knows the bff's OAuth client, the bff seals
    // session cookies with its own key. Fresh random secrets per stack.
    const oauthClient = { id: '1', secret: randomBytes(24).toString('base64url') };
    await ensureOAuthClient(api.db, { ...oauthClient, name: 'Jotpod bff' });

    const bff = await startBff({
      // The journeys test screens, not the operation deadline (the abuse suite proves that), and a
      // busy CI machine may take longer than production's 20 s over a page's query.
      limits: { operationDeadlineMs: 120_000, ...options.limits },
      rateLimit: options.rateLimit ?? { redisUrl: null },
      responseCache: options.responseCache ?? false,
      allowArbitraryOperations: options.allowArbitraryOperations ?? true,
      port: 0,
      host: '127.0.0.1',
      upstreamUrl: api.url,
      webDist: serveWeb ? webDist : undefined,
      production: true,
      oauthClient,
      sessionSecret: randomBytes(32).toString('base64url'),
    });
    cleanups.push(() => bff.close());

    const graphql = async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
      const response = await fetch(new URL('/graphql', bff.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
      if (body.errors?.length || !body.data) {
        throw new Error(`GraphQL request failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
      }
      return body.data;
    };

    return { url: bff.url, apiUrl: api.url, db: api.db, storageDir, graphql, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

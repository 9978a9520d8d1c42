import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { registerAccounts } from './accounts/index.ts';
import { authorFilterRoutes } from './author-filters/index.ts';
import { collectionRoutes } from './collections/index.ts';
import { reportRoutes } from './reports/index.ts';
import { authoringRoutes } from './authoring/index.ts';
import type { AddressLimit, LoginThrottleOptions } from './auth/attempt-throttle.ts';
import { trustedProxies, type RequestLogging } from './config.ts';
import type { Db } from './db/client.ts';
import { registerRequestScope, requestBoundDb } from './db/request-scope.ts';
import type { Generations } from './db/write-generation.ts';
import { registerReadCache } from './http/read-cache.ts';
import { registerErrorHandling } from './http/errors.ts';
import { metricsTokenFromEnv, registerMetrics } from './metrics/metrics.ts';
import { notificationRoutes, registerNotifiedUsersHeader } from './notifications/index.ts';
import { registerBannerRoutes } from './resources/banners/routes.ts';
import { registerContainerRoutes } from './resources/containers/routes.ts';
import { registerContentRoutes } from './resources/content/routes.ts';
import { registerGlossaryTermRoutes } from './resources/glossary-terms/routes.ts';
import { registerJotRoutes } from './resources/jots/routes.ts';
import { registerListItemRoutes } from './resources/list-items/routes.ts';
import { registerPodRoutes } from './resources/pods/routes.ts';
import { registerSectionRoutes } from './resources/sections/routes.ts';
import { registerSideSegmentRoutes } from './resources/side-segments/routes.ts';
import { registerUserRoutes } from './resources/users/routes.ts';
import { registerSearchRoutes } from './search/routes.ts';
import { socialRoutes } from './social/routes.ts';
import { registerStorageRoutes } from './storage/routes.ts';

export interface ApiOptions {
  db: Db;
  /** Root of uploaded and generated files (DATA_DIR/uploads), served at /storage/*. */
  storageDir: string;
  /** Fastify's logger: true (info, to stdout), or a level and a stream to write its JSON lines to. */
  logger?: boolean | { level?: string; stream: { write(line: string): void } };
  /** Which requests the logger gets a line for (config.ts requestLogging); default: every request. */
  requestLogging?: RequestLogging;
  /** Peers whose X-Forwarded-For is believed (addresses, CIDRs); defaults to TRUST_PROXY, else loopback. */
  trustProxy?: readonly string[];
  loginThrottle?: Partial<LoginThrottleOptions>;
  /** Sign-ups per client address (default 20 an hour). */
  registerLimit?: Partial<AddressLimit>;
  /** Password-reset requests per client address (default 10 an hour). */
  passwordResetLimit?: Partial<AddressLimit>;
  /**
   * Prometheus metrics at /metrics for `Authorization: Bearer <token>` (16+ characters); default
   * METRICS_TOKEN; unset or null: no metrics are kept and /metrics is 404.
   */
  metricsToken?: string | null;
  /**
   * Anonymous reads answered from memory (http/read-cache.ts): only with `generations` that count
   * every write to the database, whoever makes it (db/write-generation.ts). Default: none.
   */
  readCache?: { generations: Generations; maxBytes: number };
}

export const API_PREFIX = '/api/v1';

/**
 * The REST api of docs/rest-api.md, not yet listening (callers `listen` or `inject`).
 */
export async function buildApi(options: ApiOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // The bff forwards the browser's address as X-Forwarded-For (the login throttle counts per
    // address). Believed only from the configured proxies (loopback by default, where the bff
    // runs beside the api); from any other peer the header is ignored, so no client can pick the
    // address it is counted under.
    trustProxy: [...(options.trustProxy ?? trustedProxies())],
    ...(options.requestLogging?.mode === 'slow' ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
  });
  if (options.logger && options.requestLogging?.mode === 'slow') logSlowRequests(app, options.requestLogging.slowMs);
  registerErrorHandling(app);
  // Before every route, so each one is timed.
  const metricsToken = options.metricsToken === undefined ? metricsTokenFromEnv() : options.metricsToken;
  if (metricsToken) registerMetrics(app, metricsToken);
  // Before the hooks that resolve the viewer and scope the statements: a kept answer needs neither.
  if (options.readCache && options.readCache.maxBytes > 0) registerReadCache(app, { ...options.readCache, prefix: `${API_PREFIX}/` });
  // Before any hook that runs SQL: every statement of a request checks that its client is still
  // there and that no statement of the request has hit the time limit (db/request-scope.ts).
  registerRequestScope(app);
  // Every write tells whose notifications it changed (the Notified-Users header).
  registerNotifiedUsersHeader(app);
  const db = requestBoundDb(options.db);
  // First: accounts resolve request.viewer (bearer token) for every route, read endpoints included.
  await app.register(registerAccounts, {
    db,
    storageDir: options.storageDir,
    loginThrottle: options.loginThrottle,
    registerLimit: options.registerLimit,
    passwordResetLimit: options.passwordResetLimit,
  });

  app.get('/health', async () => ({ status: 'ok' }));
  registerStorageRoutes(app, options.storageDir);

  await app.register(
    async (api) => {
      registerContainerRoutes(api, db);
      registerPodRoutes(api, db);
      registerSectionRoutes(api, db);
      registerListItemRoutes(api, db);
      registerJotRoutes(api, db);
      registerUserRoutes(api, db);
      registerBannerRoutes(api, db);
      registerSideSegmentRoutes(api, db);
      registerContentRoutes(api, db);
      registerGlossaryTermRoutes(api, db);
      registerSearchRoutes(api, db);
    },
    { prefix: API_PREFIX },
  );
  // Writes by signed-in users (jots, their images, My Jots): its own scope for multipart and the 401 guard.
  await app.register(authoringRoutes, { prefix: API_PREFIX, db, storageDir: options.storageDir });
  // Likes, follows, author pages and achievements.
  await app.register(socialRoutes, { prefix: API_PREFIX, db });
  // The signed-in user's notifications.
  await app.register(notificationRoutes, { prefix: API_PREFIX, db });
  // The signed-in user's block and mute lists.
  await app.register(authorFilterRoutes, { prefix: API_PREFIX, db });
  // Readers' reports of jots.
  await app.register(reportRoutes, { prefix: API_PREFIX, db });
  // Readers' collections of jots (Saved and their own lists), their entries and follows.
  await app.register(collectionRoutes, { prefix: API_PREFIX, db });
  return app;
}

/** One line for a request answered later than `slowMs` (the error handler logs failures). */
function logSlowRequests(app: FastifyInstance, slowMs: number): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.elapsedTime >= slowMs) {
      request.log.warn({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'slow request');
    }
    done();
  });
}

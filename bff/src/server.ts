import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGraphiql, GRAPHIQL_ASSETS_PREFIX } from './http/graphiql.ts';
import { createGraphqlHandler } from './http/graphql.ts';
import { loadPersistedOperations, parseAllowArbitraryOperations } from './http/persisted-operations.ts';
import { HitPath } from './http/hit-path.ts';
import { admitGraphqlRequest } from './http/request-admission.ts';
import { RenderedAnswers } from './http/shared-caching.ts';
import { APP_CSP, applyBaseHeaders, parsePublicUrl } from './http/security-headers.ts';
import { createStaticFiles } from './http/static-files.ts';
import { createInProcessGraphql } from './pages/in-process-graphql.ts';
import { createOperationPipeline } from './pipeline/operation-pipeline.ts';
import type { ContextSources } from './pipeline/operation-context.ts';
import { createPageServer } from './pages/page-server.ts';
import { CACHED_PAGES_MAX_CHARS, CachedPages } from './pages/cached-pages.ts';
import { loadServerRenderer } from './pages/server-renderer.ts';
import { proxyStorage } from './http/storage-proxy.ts';
import { TrustedProxies } from './limits/client-address.ts';
import { startRateLimiting, type RateLimitOptions } from './limits/rate-charges.ts';
import { resolveRequestLimits, type RequestLimits } from './limits/request-limits.ts';
import { createBffMetrics } from './metrics/bff-metrics.ts';
import { metricsTokenFromEnv, serveMetrics } from './metrics/metrics-endpoint.ts';
import { startResponseCache, type ResponseCacheOptions } from './response-cache/response-cache.ts';
import { startNotificationBus, type NotificationBusOptions } from './notifications/bus.ts';
import { createSearchClient } from './search/rest-search-client.ts';
import { parseAllowedOrigins } from './session/origin-check.ts';
import { resolveSessionSecret } from './session/session-key.ts';
import { Sessions } from './session/sessions.ts';
import { connectUpstream, type UpstreamTimeouts } from './upstream/connection.ts';
import { OAuthEndpoint, type OAuthClientCredentials } from './upstream/oauth.ts';

export interface StartBffOptions {
  /** 0 or undefined: any free port (tests). */
  port?: number;
  host?: string;
  /** Base URL of the REST api, e.g. http://127.0.0.1:4001. */
  upstreamUrl: string;
  /** Base URL of the search service (its GET /api/v1/search contract). Default SEARCH_URL, else the api. */
  searchUrl?: string;
  /** The built web app (web/dist); omitted or missing: no static files. */
  webDist?: string;
  /**
   * Pages rendered by the server with the web app's own code (its server build, web/dist-server,
   * beside webDist): default on, unless SERVER_RENDERING=false. Off, or without that build, the
   * browser renders every page from the shell.
   */
  serverRendering?: boolean;
  /** The web app's server entry; default `<webDist>/../dist-server/entry-server.js`. */
  serverEntry?: string;
  /** Hides diagnostics headers and messages. */
  production?: boolean;
  /**
   * The site's address in browsers, e.g. https://jotpod.example (default PUBLIC_URL). https: HSTS,
   * a `__Host-` session cookie. Set: the Origin check compares with it instead of the Host header.
   */
  publicUrl?: string;
  /** GraphiQL at /graphql for browsers. Default: on, unless GRAPHIQL=false. */
  graphiql?: boolean;
  upstreamTimeouts?: UpstreamTimeouts;
  /** Where upstream failures and unexpected errors are reported; console.error by default. */
  log?: (message: string) => void;
  /**
   * Seals the session cookie: 32+ bytes. Default SESSION_SECRET; without either, a random one
   * per process (with a warning) unless NODE_ENV=production, which refuses to start.
   */
  sessionSecret?: string;
  /** The OAuth password-grant client. Default OAUTH_CLIENT_ID ('1') / OAUTH_CLIENT_SECRET; without
   * a secret nobody can sign in. */
  oauthClient?: OAuthClientCredentials;
  /** Other origins allowed to call /graphql with the cookie. Default ALLOWED_ORIGINS (comma-separated). */
  allowedOrigins?: readonly string[];
  /** What one request may ask (operation size and cost, bodies, time); DEFAULT_REQUEST_LIMITS for the rest. */
  limits?: Partial<RequestLimits>;
  /**
   * false: /graphql runs persisted operations only (the web app's, by id) and refuses operation
   * text with PERSISTED_OPERATION_REQUIRED. Default ALLOW_ARBITRARY_OPERATIONS, else true.
   */
  allowArbitraryOperations?: boolean;
  /**
   * Per-client budgets of query cost (RATE_LIMIT_*, REDIS_URL, TRUST_PROXY and the defaults in
   * ./limits/rate-limits.ts for what is omitted); false: no rate limits.
   */
  rateLimit?: RateLimitOptions | false;
  /**
   * Proxies in front of the bff whose X-Forwarded-For is believed (comma-separated addresses and
   * CIDRs; default TRUST_PROXY, else none). The client address they yield is what rate limits
   * count and what the api's login throttle is told.
   */
  trustProxy?: string;
  /**
   * The response cache of anonymous reads (RESPONSE_CACHE_TTL_SECONDS, REDIS_URL,
   * RESPONSE_CACHE_KEY_PREFIX and the defaults in ./response-cache for what is omitted); false: off.
   */
  responseCache?: ResponseCacheOptions | false;
  /**
   * Prometheus metrics at /metrics, for requests with `Authorization: Bearer <token>` (16+
   * characters); default METRICS_TOKEN; unset or null: no metrics are kept and /metrics is 404.
   */
  metricsToken?: string | null;
  /**
   * Where notification signals travel (REDIS_URL, NOTIFICATIONS_CHANNEL_PREFIX): Redis pub/sub
   * shared by every replica, or this process only.
   */
  notifications?: NotificationBusOptions;
}

export interface RunningBff {
  url: string;
  close(): Promise<void>;
}

/**
 * The bff process: GraphQL at /graphql, /storage/* proxied to the api, /health, and the web app
 * for everything else: its static files, and each page as the app's shell with that page's head
 * and status (./pages), robots.txt and the sitemaps.
 */
export async function startBff(options: StartBffOptions): Promise<RunningBff> {
  const production = options.production ?? false;
  const limits = resolveRequestLimits(options.limits);
  const connection = connectUpstream({ url: options.upstreamUrl, ...options.upstreamTimeouts, ...(options.log ? { log: options.log } : {}) });
  const allowedOrigins = options.allowedOrigins ?? parseAllowedOrigins(process.env.ALLOWED_ORIGINS);
  const publicUrl = parsePublicUrl(options.publicUrl ?? (process.env.PUBLIC_URL || undefined));
  const sessions = new Sessions({
    secret: resolveSessionSecret(options.sessionSecret ?? process.env.SESSION_SECRET, process.env.NODE_ENV === 'production', connection.log),
    oauth: new OAuthEndpoint(connection, options.oauthClient ?? oauthClientFromEnv()),
    allowedOrigins,
    publicUrl,
  });
  // Search runs on the api unless SEARCH_URL names another service (its own connection pool).
  const searchUrl = options.searchUrl ?? (process.env.SEARCH_URL || undefined);
  const searchConnection = searchUrl ? connectUpstream({ url: searchUrl, ...options.upstreamTimeouts, log: connection.log }) : connection;
  const searchClient = createSearchClient({ url: searchUrl ?? options.upstreamUrl, dispatcher: searchConnection.dispatcher, log: connection.log });
  // Developers explore the api with it in production too; their operations meet the same limits.
  const graphiql = (options.graphiql ?? process.env.GRAPHIQL !== 'false') ? createGraphiql() : null;
  const trustProxy = options.trustProxy ?? process.env.TRUST_PROXY;
  const rateLimiting =
    options.rateLimit === false ? null : await startRateLimiting({ ...(trustProxy === undefined ? {} : { trustProxy }), ...options.rateLimit }, limits, connection.log);
  const trustedProxies = TrustedProxies.parse(trustProxy);
  const responseCaching = options.responseCache === false ? null : await startResponseCache(options.responseCache ?? {}, sessions, connection.log);
  const metricsToken = options.metricsToken === undefined ? metricsTokenFromEnv() : options.metricsToken;
  const metrics = metricsToken ? createBffMetrics({ sendsCredentials: (request) => sessions.sendsCredentials(request), responseCache: responseCaching !== null }) : null;
  const notificationBus = await startNotificationBus(options.notifications ?? {}, connection.log);
  const renderedAnswers = new RenderedAnswers();
  const hitPath = responseCaching
    ? new HitPath({
        store: responseCaching.store,
        keyOf: responseCaching.keyOf,
        rendered: renderedAnswers,
        sendsCredentials: (cookie, authorization) => sessions.sendsCredentialsIn(cookie, authorization),
        charge: rateLimiting ? async (req) => (await rateLimiting.chargeRequest(req)) === null : null,
        operationOf: metrics ? (request) => metrics.operationOf(request) : null,
        observe: metrics ? (operation, seconds) => metrics.observeCachedAnswer(operation, seconds) : null,
      })
    : null;
  // What every entrance shares: each request's context, and the one execution of an operation.
  const sources: ContextSources = { connection, sessions, searchClient, notificationBus, trustedProxies, operationDeadlineMs: limits.operationDeadlineMs };
  const pipeline = createOperationPipeline(sources, rateLimiting);
  // Read once: Yoga's persisted-operations plugin, viewers' queries and server rendering run the same documents.
  const persistedDocuments = loadPersistedOperations();
  const graphql = createGraphqlHandler({
    pipeline,
    sessions,
    persisted: {
      documents: persistedDocuments,
      allowArbitraryOperations: options.allowArbitraryOperations ?? parseAllowArbitraryOperations(process.env.ALLOW_ARBITRARY_OPERATIONS),
    },
    http: { production, allowedOrigins, limits, graphiql },
    responseCaching: responseCaching && hitPath ? { plugin: responseCaching.plugin, hitPath, renderedAnswers } : null,
    metrics,
  });
  const serverRendering = options.serverRendering ?? process.env.SERVER_RENDERING !== 'false';
  const serveStatic = options.webDist ? createStaticFiles(options.webDist, { htmlHeaders: { 'content-security-policy': APP_CSP }, appShellFallback: false }) : null;
  const servePage = createPageServer({
    webDist: options.webDist,
    graphqlFor: createInProcessGraphql({ pipeline, sessions, operations: persistedDocuments }),
    connection,
    publicUrl,
    trustedProxies,
    deadlineMs: limits.operationDeadlineMs,
    cachedPages: responseCaching
      ? new CachedPages({ generation: responseCaching.pageGeneration, ttlMs: responseCaching.ttlSeconds * 1000, maxChars: CACHED_PAGES_MAX_CHARS })
      : null,
    sendsCredentials: (cookie, authorization) => sessions.sendsCredentialsIn(cookie, authorization),
    chargeCachedPage: rateLimiting ? async (req) => (await rateLimiting.chargeRequest(req)) === null : null,
    renderer: serverRendering && options.webDist ? loadServerRenderer(options.serverEntry ?? defaultServerEntry(options.webDist)).catch((error: unknown) => {
      connection.log(`server rendering is off: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }) : null,
  });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
    applyBaseHeaders(req, res, { publicUrl, trustedProxies });
    if (pathname === '/health') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end('{"status":"ok"}');
      return;
    }
    if (pathname === '/metrics') {
      if (metrics && metricsToken) await serveMetrics(req, res, metrics.registry, metricsToken);
      else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (pathname === '/graphql') {
      // A visitor's repeated GET that the response cache answers costs no GraphQL pipeline.
      if (hitPath && (await hitPath.serve(req, res))) return;
      if (await admitGraphqlRequest(req, res, limits, sessions)) await graphql.handle(req, res);
      return;
    }
    if (pathname.startsWith('/storage/')) {
      await proxyStorage(req, res, connection);
      return;
    }
    if (graphiql && pathname.startsWith(GRAPHIQL_ASSETS_PREFIX) && (await graphiql.serveAsset(req, res, pathname))) return;
    if (serveStatic && (await serveStatic(req, res))) return;
    if (await servePage(req, res, pathname)) return;
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  };

  // Slow clients cannot hold a socket open: headers, then the whole request, must arrive in time.
  const server = createServer({ headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      connection.log(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal error');
      else res.destroy();
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;

  return {
    url: `http://${urlHost}:${port}`,
    close: async () => {
      // First: ends the open notification streams, whose connections would hold close() open.
      await notificationBus.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive sockets would otherwise hold close() open for seconds.
        server.closeIdleConnections();
      });
      await connection.close();
      await rateLimiting?.close();
      await responseCaching?.close();
      if (searchConnection !== connection) await searchConnection.close();
    },
  };
}

function defaultServerEntry(webDist: string): string {
  return path.join(path.resolve(webDist), '..', 'dist-server', 'entry-server.js');
}

function oauthClientFromEnv(): OAuthClientCredentials | null {
  const secret = process.env.OAUTH_CLIENT_SECRET;
  return secret ? { id: process.env.OAUTH_CLIENT_ID || '1', secret } : null;
}

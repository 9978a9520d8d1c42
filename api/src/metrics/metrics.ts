import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Label of requests no route matched (404s): their paths are chosen by whoever sends them. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Prometheus metrics of the api at GET /metrics: request duration by route (the route's pattern,
 * e.g. `/api/v1/jots/:slug`, never the path itself), method and status class, and prom-client's
 * process and Node metrics (CPU, memory, event-loop lag, GC). The public port serves it, so it
 * answers only a scraper that sends `Authorization: Bearer <token>` (401 otherwise). Register it
 * before the routes: the timing hook applies to the routes registered after it.
 */
export function registerMetrics(app: FastifyInstance, token: string): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'api_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { route: request.routeOptions.url ?? UNMATCHED_ROUTE, method: request.method, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ message: 'Unauthenticated.' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/** METRICS_TOKEN: unset or blank turns /metrics off (404); a token shorter than 16 characters is refused at start. */
export function metricsTokenFromEnv(value: string | undefined = process.env.METRICS_TOKEN): string | null {
  const token = value?.trim();
  if (!token) return null;
  if (token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters long');
  return token;
}

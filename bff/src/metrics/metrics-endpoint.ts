import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * GET /metrics: the registry in Prometheus' text format, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. The public port serves it, so without that token the
 * answer is 401 and says nothing about the process.
 */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, registry: Registry, token: string): Promise<void> {
  if (!bearerMatches(req.headers.authorization, token)) {
    res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'www-authenticate': 'Bearer realm="metrics"' }).end('Unauthorized');
    return;
  }
  const text = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text);
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

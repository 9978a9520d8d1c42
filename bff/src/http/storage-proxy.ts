import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { request } from 'undici';
import type { UpstreamConnection } from '../upstream/connection.ts';

/** Request headers worth forwarding: revalidation and ranges (audio/video seek). */
const FORWARDED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'range', 'if-range'] as const;
/** Response headers passed back to the browser. */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'accept-ranges',
  'content-range',
  'expires',
  // The api sandboxes stored documents (an SVG opened directly must not run script here).
  'content-security-policy',
] as const;

/**
 * GET/HEAD /storage/* → the api's /storage/*, streamed: media URLs are same-origin for the browser
 * while the files stay with the api (or whatever object store later sits behind it).
 */
export async function proxyStorage(req: IncomingMessage, res: ServerResponse, connection: UpstreamConnection): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
    return;
  }
  const pathname = new URL(req.url ?? '/', 'http://bff.invalid').pathname;
  if (hasDotSegment(pathname)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  let upstream: Awaited<ReturnType<typeof request>>;
  try {
    upstream = await request(connection.baseUrl + pathname, {
      method: req.method,
      headers,
      dispatcher: connection.dispatcher,
      signal: abort.signal,
    });
  } catch (error) {
    if (!abort.signal.aborted) {
      connection.log(`storage proxy: ${error instanceof Error ? error.message : String(error)}`);
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('Storage is unavailable.');
    }
    return;
  }
  const outgoing: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers[name];
    if (typeof value === 'string') outgoing[name] = value;
  }
  res.writeHead(upstream.statusCode, outgoing);
  if (req.method === 'HEAD') {
    await upstream.body.dump();
    res.end();
    return;
  }
  try {
    await pipeline(upstream.body, res);
  } catch {
    // The browser went away or the upstream broke mid-body: pipeline has destroyed both streams.
  }
}

function hasDotSegment(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.split(/[\\/]/).some((part) => part === '..' || part === '.');
}

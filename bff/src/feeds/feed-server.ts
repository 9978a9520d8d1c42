import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UpstreamClient } from '../upstream/client.ts';
import { answerEtag } from '../http/rendered-answer.ts';
import { etagMatches } from '../http/shared-caching.ts';
import { atomDocument } from './atom.ts';
import { loadFeed, parseFeedPath } from './feed-sources.ts';

/** Feed readers poll: five minutes in any cache, then asked again with the ETag (304 while unchanged). */
const FEED_CACHE_CONTROL = 'public, max-age=300';

export interface FeedServerOptions {
  /** A visitor's upstream client for one request (no credentials: a feed is the same for everyone). */
  upstream: () => UpstreamClient;
  /** Spends the least a request costs from its client's budget; false: refused (429). Null: no rate limits. */
  charge: ((req: IncomingMessage) => Promise<boolean>) | null;
  log: (message: string) => void;
}

/**
 * Serves the Atom feeds of public collections, pods and authors (./feed-sources.ts). Each
 * request pays from its client's rate budget as a page or a share card does. Answers false for
 * an address that is no feed's, so the page server goes on with it.
 */
export function createFeedServer(options: FeedServerOptions) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const subject = parseFeedPath(url.pathname);
    if (!subject) return false;
    const plain = (status: number, text: string, headers: Record<string, string>) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    if (options.charge && !(await options.charge(req))) {
      plain(429, 'Too many requests.', { 'cache-control': 'no-store', 'retry-after': '60' });
      return true;
    }
    let feed;
    try {
      feed = await loadFeed(options.upstream(), subject, url.origin);
    } catch (error) {
      options.log(`feed ${url.pathname} unavailable: ${error instanceof Error ? error.message : String(error)}`);
      plain(503, 'Feed unavailable.', { 'cache-control': 'no-store' });
      return true;
    }
    if (!feed) {
      plain(404, 'Not found', { 'cache-control': 'public, max-age=60' });
      return true;
    }
    const body = atomDocument(feed);
    const etag = answerEtag(body);
    const headers = { etag, 'cache-control': FEED_CACHE_CONTROL };
    if (etagMatches(req.headers['if-none-match'] ?? null, etag)) {
      res.writeHead(304, headers).end();
      return true;
    }
    res.writeHead(200, { ...headers, 'content-type': 'application/atom+xml; charset=utf-8', 'content-length': String(Buffer.byteLength(body)) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

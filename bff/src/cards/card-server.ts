import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionResult } from 'graphql';
import { CARD_KINDS, SITE_CARD, type CardContent, type CardKind } from '../../../web/src/head/shareCards.ts';
import { CARD_PAGES, PAGE_HEADS } from '../../../web/src/router/pageHeads.ts';
import { headData } from '../pages/page-heads.ts';
import type { CardRenderer } from './card-renderer.ts';
import { cardVersion } from './share-card.ts';

/** Who asks for a card: its page's head query runs as a visitor's, paid from their own rate budget. */
export interface CardVisitor {
  /** Runs one of the app's persisted operations, by id, as a visitor (a card is the same for everyone). */
  runPersisted(id: string, variables: Record<string, unknown>): Promise<ExecutionResult>;
  /** Seconds to wait when the budget could not pay for an operation; null otherwise. */
  rateLimitedFor(): number | null;
}

/** The body of a 429 for a page or a card (its Retry-After header says the same). */
export const tooManyRequests = (retryAfterSeconds: number): string => `Too many requests: retry after ${retryAfterSeconds} s.`;

const isCardKind = (kind: string): kind is CardKind => (CARD_KINDS as readonly string[]).includes(kind);

/** What /cards/{kind}/{key}.png (or /cards/site.png) names; null: no such card address. */
export function parseCardPath(pathname: string): { kind: CardKind; key: string } | null {
  if (pathname === '/cards/site.png') return { kind: 'site', key: '' };
  const match = /^\/cards\/([a-z-]+)\/([^/]+)\.png$/.exec(pathname);
  if (!match?.[1] || !match[2] || !isCardKind(match[1]) || match[1] === 'site') return null;
  try {
    return { kind: match[1], key: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

/**
 * What a card says: what its page's head says of it, from the same head query (the key in the
 * address is the page's `:slug` or `:id`); null when it names nothing.
 */
async function contentOf(kind: CardKind, key: string, origin: string, visitor: CardVisitor): Promise<CardContent | null> {
  if (kind === 'site') return SITE_CARD;
  const path = CARD_PAGES[kind];
  const head = PAGE_HEADS[path];
  if (head.kind !== 'data' || !head.card) throw new Error(`the head of ${path} says nothing of its card`);
  const param = path.split(':')[1] ?? '';
  const data = await headData(head, { [param]: key }, new URL(path.replace(`:${param}`, encodeURIComponent(key)), origin), (id, variables) => visitor.runPersisted(id, variables));
  return data === null ? null : head.card(data);
}

/**
 * Serves a share card. Its address carries the version of what it says (?v=, from the page's
 * og:image): asked with the current version it is kept for a year; otherwise (an old or no
 * version) briefly, and always with an ETag, so a changed title is seen again within minutes.
 */
export async function serveCard(req: IncomingMessage, res: ServerResponse, url: URL, visitor: CardVisitor, renderer: CardRenderer, log: (message: string) => void): Promise<void> {
  const card = parseCardPath(url.pathname);
  const plain = (status: number, text: string, cacheControl: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl, ...headers });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  if (!card) return plain(404, 'Not found', 'public, max-age=300');
  let content: CardContent | null;
  try {
    content = await contentOf(card.kind, card.key, url.origin, visitor);
  } catch (error) {
    const retryAfter = visitor.rateLimitedFor();
    if (retryAfter !== null) return plain(429, tooManyRequests(retryAfter), 'no-store', { 'retry-after': String(retryAfter) });
    log(`share card ${url.pathname} unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return plain(503, 'Card unavailable', 'no-store');
  }
  if (!content) return plain(404, 'Not found', 'public, max-age=300');
  const version = cardVersion(content);
  const etag = `"${version}"`;
  const headers = {
    etag,
    'cache-control': url.searchParams.get('v') === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  };
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const png = await renderer.png(content);
  res.writeHead(200, { ...headers, 'content-type': 'image/png', 'content-length': String(png.length) });
  res.end(req.method === 'HEAD' ? undefined : png);
}

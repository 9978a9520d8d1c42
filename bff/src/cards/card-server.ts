import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionResult } from 'graphql';
import type { CardRenderer } from './card-renderer.ts';
import {
  authorCard,
  CARD_KINDS,
  cardVersion,
  containerCard,
  jotCard,
  listItemCard,
  podCard,
  sectionCard,
  SITE_CARD,
  type CardContent,
  type CardKind,
} from './share-card.ts';

/** Runs an operation against the schema as a visitor (a card is the same for everyone). */
export type RunAsVisitor = (source: string, variables: Record<string, unknown>) => Promise<ExecutionResult>;

/** Who asks for a card: their operations run as a visitor's, paid from their own rate budget. */
export interface CardVisitor {
  run: RunAsVisitor;
  /** Seconds to wait when the budget could not pay for an operation; null otherwise. */
  rateLimitedFor(): number | null;
}

/** The body of a 429 for a page or a card (its Retry-After header says the same). */
export const tooManyRequests = (retryAfterSeconds: number): string => `Too many requests: retry after ${retryAfterSeconds} s.`;

interface CardSource {
  query: string;
  /** The operation's variables from the key in the address (a slug; an author's id); null: names nothing. */
  variables(key: string): Record<string, unknown> | null;
  content(data: unknown): CardContent | null;
}

/** A card's data: `content` reads the answer of `query` (the one place its shape is taken on trust). */
function source<T>(query: string, variables: CardSource['variables'], content: (data: T) => CardContent | null): CardSource {
  return { query, variables, content: (data) => content(data as T) };
}

const bySlug = (slug: string) => ({ slug });

/** The data behind each kind of card: the fields the page's own head reads for it. */
const SOURCES: { readonly [K in Exclude<CardKind, 'site'>]: CardSource } = {
  jot: source<{ jot: Parameters<typeof jotCard>[0] | null }>(
    'query JotCard($slug: String!) { jot(slug: $slug) { title author { name } pod { name } } }',
    bySlug,
    ({ jot }) => (jot ? jotCard(jot) : null),
  ),
  pod: source<{ pod: Parameters<typeof podCard>[0] | null }>(
    'query PodCard($slug: String!) { pod(slug: $slug) { name container { name } } }',
    bySlug,
    ({ pod }) => (pod ? podCard(pod) : null),
  ),
  container: source<{ container: Parameters<typeof containerCard>[0] | null }>(
    'query ContainerCard($slug: String!) { container(slug: $slug) { name podCount } }',
    bySlug,
    ({ container }) => (container ? containerCard(container) : null),
  ),
  section: source<{ section: Parameters<typeof sectionCard>[0] | null }>(
    'query SectionCard($slug: String!) { section(slug: $slug) { name pod { name } } }',
    bySlug,
    ({ section }) => (section ? sectionCard(section) : null),
  ),
  'list-item': source<{ listItem: Parameters<typeof listItemCard>[0] | null }>(
    'query ListItemCard($slug: String!) { listItem(slug: $slug) { name pod { name } } }',
    bySlug,
    ({ listItem }) => (listItem ? listItemCard(listItem) : null),
  ),
  author: source<{ user: Parameters<typeof authorCard>[0] | null }>(
    'query AuthorCard($databaseId: Int!) { user(databaseId: $databaseId) { name jotCount } }',
    (id) => (/^\d{1,9}$/.test(id) ? { databaseId: Number(id) } : null),
    ({ user }) => (user ? authorCard(user) : null),
  ),
};

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

async function contentOf(kind: CardKind, key: string, run: RunAsVisitor): Promise<CardContent | null> {
  if (kind === 'site') return SITE_CARD;
  const source = SOURCES[kind];
  const variables = source.variables(key);
  if (!variables) return null;
  const result = await run(source.query, variables);
  if (result.errors?.length || !result.data) throw new Error(result.errors?.map((e) => e.message).join('; ') || 'no data');
  return source.content(result.data);
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
    content = await contentOf(card.kind, card.key, (source, variables) => visitor.run(source, variables));
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

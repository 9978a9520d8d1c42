import type { ExecutionResult } from 'graphql';
import type { HeadContext, PageHead } from '../../../web/src/head/pageHead.ts';
import { NOT_FOUND_PAGE, type PageMetadata } from '../../../web/src/head/pageMetadata.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../../../web/src/head/shareCards.ts';
import { PAGE_HEADS } from '../../../web/src/router/pageHeads.ts';
import { PAGE_PATHS } from '../../../web/src/router/pagePaths.ts';
import { cardAlt, cardPath } from '../cards/share-card.ts';
import { htmlToText } from '../html/text.ts';

/**
 * The server's side of the screens' heads (web/src/router/pageHeads.ts): it finds the page an
 * address names, runs that screen's head query (one of the app's persisted operations) in this
 * process, and hands the answer to the screen's own metadata. No path, query or title is
 * written here: a new screen brings its head with it.
 */

export interface PageRequest {
  /** The page's address (path and query), as the browser asked it. */
  url: URL;
  /** The site's origin, for absolute addresses (canonical, share cards, structured data). */
  origin: string;
  /** Runs one of the app's persisted operations, by id, as the visitor. */
  runPersisted(id: string, variables: Record<string, unknown>): Promise<ExecutionResult>;
}

/** The upstream did not answer: the page is served without its metadata rather than failing. */
export class PageDataUnavailable extends Error {}

interface PageRoute {
  /** Segments; `:name` matches one non-empty segment. */
  pattern: readonly string[];
  head: PageHead;
}

/** Literal segments win over `:name` ones (/jot/create is not the jot with the slug "create"). */
const ROUTES: readonly PageRoute[] = PAGE_PATHS.map((path) => ({ pattern: path.split('/').filter((s) => s !== ''), head: PAGE_HEADS[path] })).sort(
  (a, b) => specificity(b.pattern) - specificity(a.pattern),
);

function specificity(pattern: readonly string[]): number {
  return pattern.reduce((score, part, index) => score + (part.startsWith(':') ? 0 : 2 ** (pattern.length - index)), 0);
}

function match(pattern: readonly string[], segments: readonly string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/** What only the server makes for a head: the generated card's versioned address, stored HTML's text. */
export function headContext(url: URL, origin: string, params: Readonly<Record<string, string>>): HeadContext {
  return {
    url,
    origin,
    params,
    card: (kind, key, content) => ({ url: cardPath(kind, key, content), width: CARD_WIDTH, height: CARD_HEIGHT, alt: cardAlt(content) }),
    htmlToText,
  };
}

/**
 * The answer of a page's head query; null when the address names nothing (its variables). Throws
 * PageDataUnavailable when the query could not be answered.
 */
export async function headData(head: Extract<PageHead, { kind: 'data' }>, params: Readonly<Record<string, string>>, url: URL, runPersisted: PageRequest['runPersisted']): Promise<unknown> {
  const variables = head.variables(params, url);
  if (variables === null) return null;
  const id = head.query.params.id;
  if (!id) throw new Error(`${head.query.params.name} is not a persisted operation (run npm run relay)`);
  const result = await runPersisted(id, variables);
  if (result.errors?.length || !result.data) throw new PageDataUnavailable(result.errors?.map((e) => e.message).join('; ') || 'no data');
  return result.data;
}

/** The metadata of the page at `request.url`; NOT_FOUND_PAGE when no route or no entity answers it. */
export async function resolvePageMetadata(request: PageRequest): Promise<PageMetadata> {
  let segments: string[];
  try {
    // A trailing slash is the same page (react-router matches /feeds/ as /feeds).
    segments = request.url.pathname.split('/').filter((s) => s !== '').map((s) => decodeURIComponent(s));
  } catch {
    return NOT_FOUND_PAGE;
  }
  for (const route of ROUTES) {
    const params = match(route.pattern, segments);
    if (!params) continue;
    const context = headContext(request.url, request.origin, params);
    if (route.head.kind === 'static') return route.head.metadata(context);
    const data = await headData(route.head, params, request.url, request.runPersisted);
    return data === null ? NOT_FOUND_PAGE : route.head.metadata(data, context);
  }
  return NOT_FOUND_PAGE;
}

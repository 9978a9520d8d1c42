import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isPageRequest } from '../http/page-navigation.ts';
import type { TrustedProxies } from '../limits/client-address.ts';
import { RenderedAnswer } from '../http/rendered-answer.ts';
import { etagMatches } from '../http/shared-caching.ts';
import { APP_CSP, servedOverHttps } from '../http/security-headers.ts';
import { cancellationOf } from '../upstream/cancellation.ts';
import { UpstreamClient } from '../upstream/client.ts';
import type { UpstreamConnection } from '../upstream/connection.ts';
import { renderHeadTags, scriptJson, withHeadTags } from './head-tags.ts';
import { createCardRenderer } from '../cards/card-renderer.ts';
import { createFeedServer } from '../feeds/feed-server.ts';
import { SERVER_RECORDS_ELEMENT_ID } from '../../../web/src/relay/serverRecordsElement.ts';
import { serveCard, tooManyRequests } from '../cards/card-server.ts';
import type { PageGraphql, PageGraphqlAs } from './in-process-graphql.ts';
import { SITE_DESCRIPTION, SITE_NAME, type PageMetadata } from '../../../web/src/head/pageMetadata.ts';
import { resolvePageMetadata } from './page-heads.ts';
import { responseDeadline } from '../pipeline/deadline.ts';
import type { ServerRenderer, ServerRenderResult } from './server-renderer.ts';
import type { CachedPages } from './cached-pages.ts';
import { robotsTxt, sitemapFile, sitemapIndex } from './sitemap.ts';

/** Where the page's Relay records go (web/src/relay/serverRecords.ts reads them). */
const EMPTY_ROOT = '<div id="root"></div>';

export interface PageServerOptions {
  /** The built web app (its index.html is every page's shell); absent: no pages, robots and sitemaps only. */
  webDist: string | undefined;
  /** The GraphQL of one page request, run in this process. */
  graphqlFor: (req: IncomingMessage, res: ServerResponse, as?: PageGraphqlAs) => PageGraphql;
  connection: UpstreamConnection;
  publicUrl: URL | null;
  trustedProxies: TrustedProxies;
  /** The per-request upstream deadline. */
  deadlineMs: number;
  /** Renders the page's markup with the web app's own code; null: the shell only (the browser renders). */
  renderer: Promise<ServerRenderer | null> | null;
  /** Visitors' rendered pages, kept between requests (./cached-pages.ts); null: every page is rendered. */
  cachedPages: CachedPages | null;
  /** Whether a request carries a session cookie or a token: such a page is the viewer's own, never kept. */
  sendsCredentials: (cookie: string | undefined, authorization: string | undefined) => boolean;
  /**
   * Spends what serving a cached page costs from its client's budget (as a cached GraphQL answer
   * does); false: refused, and the page is rendered instead, which refuses it as usual. Null: no
   * rate limits.
   */
  chargeCachedPage: ((req: IncomingMessage) => Promise<boolean>) | null;
}

export type PageServer = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

/** The shell when a page's data could not be read: the app's default head, and the app loads as always. */
const FALLBACK_PAGE: PageMetadata = {
  status: 200,
  title: SITE_NAME,
  description: SITE_DESCRIPTION,
  canonicalPath: null,
  image: null,
  type: 'website',
  noindex: false,
  structuredData: [],
};

/**
 * Pages as the browser and crawlers first see them: each navigation gets the app's shell with that
 * page's own head (title, description, canonical address, share-card tags, JSON-LD) and status (404
 * for what does not exist), plus robots.txt, the sitemaps and the generated share cards (/cards/*).
 */
export function createPageServer(options: PageServerOptions): PageServer {
  let shell: { mtimeMs: number; html: string } | null = null;
  const shellFile = options.webDist ? path.join(path.resolve(options.webDist), 'index.html') : null;

  async function readShell(): Promise<string | null> {
    if (!shellFile) return null;
    let info;
    try {
      info = await stat(shellFile);
    } catch {
      return null;
    }
    if (shell?.mtimeMs !== info.mtimeMs) shell = { mtimeMs: info.mtimeMs, html: await readFile(shellFile, 'utf8') };
    return shell.html;
  }

  const originOf = (req: IncomingMessage): string => {
    if (options.publicUrl) return options.publicUrl.origin;
    const https = servedOverHttps(req, { publicUrl: null, trustedProxies: options.trustedProxies });
    return `${https ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
  };

  const cards = createCardRenderer();

  const visitorUpstream = (): UpstreamClient => new UpstreamClient(options.connection, null, { cancellation: cancellationOf(AbortSignal.timeout(options.deadlineMs)) });
  // Feeds pay what a cached page pays: one request's least charge.
  const feeds = createFeedServer({ upstream: visitorUpstream, charge: options.chargeCachedPage, log: options.connection.log });

  /**
   * The page's markup, rendered with the visitor's session by the web app's own code; null when
   * there is no renderer or it failed (the browser then renders the page itself, as before).
   */
  async function renderMarkup(req: IncomingMessage, res: ServerResponse, url: URL, graphql: PageGraphql): Promise<ServerRenderResult | null> {
    const renderer = await options.renderer;
    if (!renderer) return null;
    try {
      return await renderer.render(req, url, graphql, responseDeadline(res, options.deadlineMs).signal);
    } catch (error) {
      options.connection.log(`server rendering failed for ${url.pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return null;
    }
  }

  return async (req, res, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (pathname === '/robots.txt') {
      send(req, res, 200, 'text/plain; charset=utf-8', robotsTxt(originOf(req)), 'public, max-age=3600');
      return true;
    }
    if (pathname === '/sitemap.xml') {
      send(req, res, 200, 'application/xml; charset=utf-8', await sitemapIndex(visitorUpstream(), originOf(req)), 'public, max-age=3600');
      return true;
    }
    if (pathname.startsWith('/sitemaps/')) {
      const body = await sitemapFile(visitorUpstream(), originOf(req), pathname.slice('/sitemaps/'.length));
      if (body === null) send(req, res, 404, 'text/plain; charset=utf-8', 'Not found', 'no-cache');
      else send(req, res, 200, 'application/xml; charset=utf-8', body, 'public, max-age=3600');
      return true;
    }
    if (pathname.startsWith('/cards/')) {
      const visitor = options.graphqlFor(req, res, 'visitor');
      await serveCard(req, res, new URL(req.url ?? '/', originOf(req)), visitor, cards, options.connection.log);
      return true;
    }
    if (pathname.endsWith('/feed.xml') && (await feeds(req, res, new URL(req.url ?? '/', originOf(req))))) return true;
    if (!isPageRequest(req, pathname)) return false;
    const html = await readShell();
    if (html === null) return false;

    const origin = originOf(req);
    const url = new URL(req.url ?? '/', origin);
    // A visitor's page, when one was kept for this address since the last write. The address and
    // the language (all the renderer passes to the routes besides the session) are the key.
    const { cachedPages } = options;
    const pageKey = `${origin}${url.pathname}${url.search}\n${req.headers['accept-language'] ?? ''}`;
    const keptUnder = cachedPages && !options.sendsCredentials(req.headers.cookie, req.headers.authorization) ? await cachedPages.generation() : null;
    if (cachedPages && keptUnder !== null) {
      const kept = cachedPages.find(pageKey, keptUnder);
      if (kept && (!options.chargeCachedPage || (await options.chargeCachedPage(req)))) {
        await sendPage(req, res, kept.status, kept.body, kept.headers);
        return true;
      }
    }
    const graphql = options.graphqlFor(req, res);
    let page: PageMetadata;
    let complete = true;
    try {
      page = await resolvePageMetadata({ url, origin, runPersisted: (id, variables) => graphql.runPersisted(id, variables) });
    } catch (error) {
      // The api is down or slow: the app still loads (and shows its own error state).
      options.connection.log(`page metadata unavailable for ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
      page = FALLBACK_PAGE;
      complete = false;
    }
    // A client over its rate budget gets no page: its operations ran nothing (429, as /graphql).
    const refuse = (retryAfter: number) => {
      res.writeHead(429, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(retryAfter) });
      res.end(req.method === 'HEAD' ? undefined : tooManyRequests(retryAfter));
      return true;
    };
    const refusedBeforeRendering = graphql.rateLimitedFor();
    if (refusedBeforeRendering !== null) return refuse(refusedBeforeRendering);
    const rendered = page.serverRendered === false ? null : await renderMarkup(req, res, url, graphql);
    const refusedWhileRendering = graphql.rateLimitedFor();
    if (refusedWhileRendering !== null) return refuse(refusedWhileRendering);
    if (rendered?.kind === 'redirect') {
      const setCookie = graphql.setCookie();
      res.writeHead(rendered.status, { location: rendered.location, 'cache-control': 'no-store', ...(setCookie ? { 'set-cookie': setCookie } : {}) });
      res.end();
      return true;
    }
    let body = withHeadTags(html, `${renderHeadTags(page, origin)}${rendered ? `\n    ${rendered.styles}` : ''}`);
    if (rendered) {
      for (const error of rendered.errors) options.connection.log(`server rendering of ${url.pathname}: ${error}`);
      const records = `<script type="application/json" id="${SERVER_RECORDS_ELEMENT_ID}">${scriptJson(rendered.records)}</script>`;
      body = body.replace(EMPTY_ROOT, () => `<div id="root">${rendered.html}</div>${records}`);
    }
    const setCookie = graphql.setCookie();
    const headers: Record<string, string> = {
      'content-security-policy': APP_CSP,
      // Never kept stale; a signed-in visitor's page is theirs alone, kept by no cache.
      'cache-control': graphql.signedIn || setCookie ? 'no-store' : 'no-cache',
      vary: 'accept-encoding, cookie',
    };
    if (setCookie) headers['set-cookie'] = setCookie;
    // Kept only when rendered in full for a visitor: no part left to the browser, no cookie.
    const answer = new RenderedAnswer(body);
    if (cachedPages && keptUnder !== null && complete && rendered?.kind === 'page' && rendered.errors.length === 0 && !setCookie && !graphql.signedIn) {
      cachedPages.keep(pageKey, keptUnder, { status: page.status, headers, body: answer });
    }
    await sendPage(req, res, page.status, answer, headers);
    return true;
  };
}

function send(req: IncomingMessage, res: ServerResponse, status: number, contentType: string, body: string, cacheControl: string): void {
  res.writeHead(status, { 'content-type': contentType, 'cache-control': cacheControl, 'content-length': String(Buffer.byteLength(body)) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A page in the coding its client accepts (each coding made once per page). A page every visitor
 * may see (no-cache, not no-store) has the ETag of those bytes, and a client that sends it back is
 * answered 304 while the page is the same.
 */
async function sendPage(req: IncomingMessage, res: ServerResponse, status: number, page: RenderedAnswer, headers: Record<string, string>): Promise<void> {
  const { bytes, encoding, etag } = await page.representationFor(req.headers['accept-encoding']);
  const all: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', ...headers };
  if (status === 200 && headers['cache-control'] === 'no-cache') {
    all.etag = etag;
    if (etagMatches(req.headers['if-none-match'] ?? null, etag)) {
      const { 'content-type': _type, ...unchanged } = all;
      res.writeHead(304, unchanged).end();
      return;
    }
  }
  if (encoding) all['content-encoding'] = encoding;
  all['content-length'] = String(bytes.length);
  res.writeHead(status, all);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

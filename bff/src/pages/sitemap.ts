import type { ContainerJson, JotJson, ListItemJson, PodJson } from '@jotpod/api/contract';
import type { UpstreamClient } from '../upstream/client.ts';
import { escapeHtml } from './head-tags.ts';

/** Addresses per sitemap file (the protocol allows 50,000; smaller files answer faster). */
export const SITEMAP_PAGE_SIZE = 1000;
/** The api's largest list page. */
const UPSTREAM_PAGE_SIZE = 100;

interface SitemapKind<T> {
  /** The file name stem: /sitemaps/<name>-<page>.xml. */
  name: string;
  /** The api list endpoint, its query (a stable order) and the page path of a row. */
  path: string;
  query: Readonly<Record<string, string>>;
  location(row: T): string;
  lastModified?(row: T): string | null;
}

const PODS: SitemapKind<PodJson> = {
  name: 'pods',
  path: '/pods',
  query: { order_by: 'id', dir: 'asc' },
  location: (pod) => `/pod/${encodeURIComponent(pod.slug)}`,
};
const LIST_ITEMS: SitemapKind<ListItemJson> = {
  name: 'list-items',
  path: '/list-items',
  query: {},
  location: (item) => `/list-item/${encodeURIComponent(item.slug)}`,
};
const JOTS: SitemapKind<JotJson> = {
  name: 'jots',
  path: '/jots',
  query: { order_by: 'id', dir: 'asc' },
  location: (jot) => `/jot/${encodeURIComponent(jot.slug)}`,
  lastModified: (jot) => jot.updated_at,
};
const PAGED_KINDS = [PODS, LIST_ITEMS, JOTS] as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlset(entries: readonly { loc: string; lastmod?: string | null }[]): string {
  const urls = entries.map((e) => `  <url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeHtml(e.lastmod)}</lastmod>` : ''}</url>`);
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /sitemap.xml: the index of the sitemap files, one for containers and the pages of each kind. */
export async function sitemapIndex(upstream: UpstreamClient, origin: string): Promise<string> {
  const totals = await Promise.all(PAGED_KINDS.map(async (kind) => (await upstream.getList(kind.path, { ...kind.query, size: 1 })).totalRecords));
  const files = ['/sitemaps/containers.xml'];
  PAGED_KINDS.forEach((kind, index) => {
    const pages = Math.ceil((totals[index] ?? 0) / SITEMAP_PAGE_SIZE);
    for (let page = 1; page <= pages; page += 1) files.push(`/sitemaps/${kind.name}-${page}.xml`);
  });
  const entries = files.map((file) => `  <sitemap><loc>${escapeHtml(origin + file)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * One sitemap file by its path under /sitemaps/ (`containers.xml`, `jots-3.xml`); null for a name
 * that is none of them or a page past the last (a 404).
 */
export async function sitemapFile(upstream: UpstreamClient, origin: string, file: string): Promise<string | null> {
  if (file === 'containers.xml') {
    const containers = (await upstream.getList<ContainerJson>('/containers')).items;
    return urlset([{ loc: `${origin}/` }, { loc: `${origin}/feeds?tag=TRENDING` }, { loc: `${origin}/feeds?tag=NEW` }, { loc: `${origin}/feeds?tag=PERSONAL` }, { loc: `${origin}/about` }, ...containers.map((c) => ({ loc: `${origin}/container/${encodeURIComponent(c.slug)}` }))]);
  }
  const match = /^([a-z-]+)-([1-9]\d{0,6})\.xml$/.exec(file);
  const kind = match ? PAGED_KINDS.find((k) => k.name === match[1]) : undefined;
  if (!match || !kind) return null;
  return pagedFile(upstream, origin, kind as SitemapKind<unknown>, Number(match[2]));
}

async function pagedFile(upstream: UpstreamClient, origin: string, kind: SitemapKind<unknown>, page: number): Promise<string | null> {
  const perFile = SITEMAP_PAGE_SIZE / UPSTREAM_PAGE_SIZE;
  const first = (page - 1) * perFile + 1;
  const pages = await Promise.all(
    Array.from({ length: perFile }, (_, i) => upstream.getList<unknown>(kind.path, { ...kind.query, page: first + i, size: UPSTREAM_PAGE_SIZE })),
  );
  const rows = pages.flatMap((p) => p.items);
  if (rows.length === 0 && page > 1) return null;
  return urlset(rows.map((row) => ({ loc: origin + kind.location(row), lastmod: kind.lastModified?.(row) ?? null })));
}

/** robots.txt: everything public may be crawled; people's own screens and the api surface may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /graphql',
    'Disallow: /my-jots',
    'Disallow: /liked-jots',
    'Disallow: /following',
    'Disallow: /profile',
    'Disallow: /jot/create',
    'Disallow: /jot/edit/',
    'Disallow: /search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** What a page's `<head>` says about it to browsers, search engines and share cards. */
export interface PageMetadata {
  /** 404: the path names nothing (an unknown route or slug); the app shows its not-found page. */
  status: 200 | 404;
  /** The whole `<title>`, the site name included. */
  title: string;
  /** Plain text, at most DESCRIPTION_LENGTH characters. */
  description: string;
  /** The page's one address (path and the query that selects content), or null: not indexed. */
  canonicalPath: string | null;
  /** The share card's picture: an absolute, /storage/... or generated /cards/... address. */
  image: ShareImage | null;
  /** Open Graph type. */
  type: 'website' | 'article' | 'profile';
  /** Pages that are someone's own (sign-in, My Jots) or that list results: kept out of indexes. */
  noindex: boolean;
  /** schema.org objects for the page (Article, BreadcrumbList), each its own JSON-LD block. */
  structuredData: readonly StructuredData[];
  /** Jots: when it was posted (article:published_time). */
  publishedTime?: string;
  /** The page's Atom feed (its `<link rel="alternate">`): an author's, a pod's, a public collection's. */
  feed?: { path: string; title: string };
  /**
   * false: the page's markup is left to the browser (the shell only). For people's own screens
   * and forms (the jot editor, My Jots, sign-in): nothing there for a crawler or a share card, and
   * their first paint is no faster for it.
   */
  serverRendered?: boolean;
}

export interface ShareImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export type StructuredData = { readonly '@context': 'https://schema.org'; readonly '@type': string } & Readonly<Record<string, unknown>>;

export const SITE_NAME = 'Jotpod';
export const SITE_DESCRIPTION = 'Jotpod: free, teacher-first lifelong learning. Short jots across over 3500 topics.';
/** Search engines show about this much; share cards less. */
export const DESCRIPTION_LENGTH = 160;

/** "Name · Jotpod", as the app's own titles read. */
export function siteTitle(name: string): string {
  return `${name} · ${SITE_NAME}`;
}

/** Plain text cut at a word boundary to `limit` characters, with an ellipsis when cut. */
export function excerpt(text: string, limit = DESCRIPTION_LENGTH): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= limit) return collapsed;
  const cut = collapsed.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** A page known to exist without asking the data (static copy, forms, signed-in screens). */
export function staticPage(name: string, options: { path: string | null; description?: string; noindex?: boolean; serverRendered?: boolean }): PageMetadata {
  return {
    status: 200,
    title: siteTitle(name),
    description: options.description ?? SITE_DESCRIPTION,
    canonicalPath: options.noindex ? null : options.path,
    image: null,
    type: 'website',
    noindex: options.noindex ?? false,
    structuredData: [],
    serverRendered: options.serverRendered ?? true,
  };
}

export const NOT_FOUND_PAGE: PageMetadata = {
  status: 404,
  title: siteTitle('Page not found'),
  description: 'This page does not exist, or it is no longer available.',
  canonicalPath: null,
  image: null,
  type: 'website',
  noindex: true,
  structuredData: [],
};

/** A place of the content tree as a head names it. */
export interface Named {
  name: string;
  slug: string;
}

export interface Crumb {
  name: string;
  path: string;
}

export const crumb = (name: string, path: string): Crumb => ({ name, path });

/** schema.org's BreadcrumbList of a trail, with absolute addresses. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, index) => ({ '@type': 'ListItem', position: index + 1, name: c.name, item: origin + c.path })),
  };
}

/** Home › container › pod › section › list item, as far as the entity has them. */
export function trail(entity: { container?: Named | null; pod?: Named | null; section?: Named | null; listItem?: Named | null }): Crumb[] {
  return [
    crumb(SITE_NAME, '/'),
    ...(entity.container ? [crumb(entity.container.name, `/container/${encodeURIComponent(entity.container.slug)}`)] : []),
    ...(entity.pod ? [crumb(entity.pod.name, `/pod/${encodeURIComponent(entity.pod.slug)}`)] : []),
    ...(entity.section ? [crumb(entity.section.name, `/section/${encodeURIComponent(entity.section.slug)}`)] : []),
    ...(entity.listItem ? [crumb(entity.listItem.name, `/list-item/${encodeURIComponent(entity.listItem.slug)}`)] : []),
  ];
}

/** An address made absolute on the site's origin (already absolute ones stay). */
export function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : origin + (url.startsWith('/') ? url : `/${url}`);
}

export interface ImageFields {
  readonly url: string;
  readonly width: number | null | undefined;
  readonly height: number | null | undefined;
  readonly renditions: readonly { readonly url: string; readonly width: number; readonly height: number; readonly mimeType: string }[];
}

/**
 * The picture for a share card: the widest raster copy (Facebook, LinkedIn and X ignore SVG), or
 * the file itself when it is not SVG.
 */
export function shareImageOf(image: ImageFields | null | undefined, alt: string): ShareImage | null {
  if (!image) return null;
  const raster = [...image.renditions].filter((r) => r.mimeType !== 'image/svg+xml').sort((a, b) => b.width - a.width)[0];
  if (raster) return { url: raster.url, width: raster.width, height: raster.height, alt };
  if (/\.svg(?:$|\?)/i.test(image.url)) return null;
  return { url: image.url, width: image.width ?? null, height: image.height ?? null, alt };
}

/** A picture given only by its address, unless it is SVG (which share sites ignore). */
export function plainImage(url: string | null | undefined, alt: string): ShareImage | null {
  return url && !/\.svg(?:$|\?)/i.test(url) ? { url, width: null, height: null, alt } : null;
}

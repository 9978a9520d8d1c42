import { SITE_NAME, type PageMetadata } from '../../../web/src/head/pageMetadata.ts';

/** Marks the elements the server wrote for the first page, so the app can drop them once it navigates. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
}

/**
 * JSON inside a `<script>` element: `<` is escaped so no string in it can close the element
 * (`</script>`) or open a comment; U+2028/9 so it stays valid JavaScript too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : origin + (url.startsWith('/') ? url : `/${url}`);
}

/**
 * The page's `<title>`, description, canonical address, Open Graph and Twitter card tags and its
 * JSON-LD blocks. JSON-LD is data (`application/ld+json` never runs), so the strict script policy
 * holds without a nonce.
 */
export function renderHeadTags(page: PageMetadata, origin: string): string {
  const mark = PAGE_HEAD_ATTRIBUTE;
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${mark} ${key}="${name}" content="${escapeHtml(content)}" />`;
  const tags = [`<title ${mark}>${escapeHtml(page.title)}</title>`, meta('name', 'description', page.description)];
  if (page.noindex) tags.push(meta('name', 'robots', 'noindex'));
  const canonical = page.canonicalPath === null ? null : origin + page.canonicalPath;
  if (canonical) tags.push(`<link ${mark} rel="canonical" href="${escapeHtml(canonical)}" />`);
  if (page.feed) {
    tags.push(`<link ${mark} rel="alternate" type="application/atom+xml" title="${escapeHtml(page.feed.title)}" href="${escapeHtml(origin + page.feed.path)}" />`);
  }
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
  );
  if (canonical) tags.push(meta('property', 'og:url', canonical));
  if (page.publishedTime) tags.push(meta('property', 'article:published_time', page.publishedTime));
  if (page.image) {
    tags.push(meta('property', 'og:image', absolute(origin, page.image.url)), meta('property', 'og:image:alt', page.image.alt));
    if (page.image.width && page.image.height) {
      tags.push(meta('property', 'og:image:width', String(page.image.width)), meta('property', 'og:image:height', String(page.image.height)));
    }
  }
  tags.push(
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  );
  if (page.image) tags.push(meta('name', 'twitter:image', absolute(origin, page.image.url)), meta('name', 'twitter:image:alt', page.image.alt));
  for (const data of page.structuredData) tags.push(`<script ${mark} type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

/**
 * The built index.html with the page's head: its own `<title>` and description replace the
 * shell's, the other tags join them before `</head>`.
 */
export function withHeadTags(shell: string, headTags: string): string {
  const stripped = shell.replace(/<title>[^<]*<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  return at < 0 ? stripped : `${stripped.slice(0, at)}  ${headTags}\n  ${stripped.slice(at)}`;
}

import sanitize from 'sanitize-html';
import { rememberedByText } from './text-memo.ts';

/** Sanitized HTML kept for the stored HTML seen most recently: 4 million characters (4 to 8 MB). */
const SANITIZED_BUDGET_CHARS = 4_000_000;

/**
 * Allow-list sanitizer for every HTML field that leaves the bff (articles, info, story content,
 * glossary). Upstream HTML is authored content, but it is still untrusted: no scripts, styles,
 * event handlers, iframes or javascript:/data: URLs survive. Links are classified here once so the
 * web client's SafeHtml component only renders: absolute http(s) links open in a new tab with
 * rel="noopener noreferrer" (spec: external links open in a new tab), relative ones stay in the tab.
 *
 * Images show only from our own storage (relative `/storage/...` addresses, what the editor's
 * uploads produce). An image from another site would tell that site the IP address and browser of
 * every reader of the jot, whenever they read it, without their knowing, so the page's CSP
 * (`img-src 'self'`) would block it anyway and leave a broken image. Instead it becomes a link to
 * the image, "External image: <its alt text>", which opens in a new tab only when a reader
 * chooses to.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'q', 'cite', 'code', 'pre', 'kbd',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Dropped together with their content, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    img: (tagName, attribs) => {
      if (!isExternal(attribs.src)) return { tagName, attribs };
      const description = attribs.alt?.trim() || attribs.title?.trim() || 'no description';
      return { tagName: 'a', attribs: { href: attribs.src ?? '', target: '_blank', rel: 'noopener noreferrer' }, text: `External image: ${description}` };
    },
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      if (isExternal(rest.href)) return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
      return { tagName, attribs: rest };
    },
  },
};

const sanitizeRemembered = rememberedByText((html) => sanitize(html, OPTIONS), SANITIZED_BUDGET_CHARS);

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeRemembered(html);
}

function isExternal(href: string | undefined): boolean {
  return href !== undefined && /^\s*https?:\/\//i.test(href);
}

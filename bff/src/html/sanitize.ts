import sanitize from 'sanitize-html';

/**
 * Allow-list sanitizer for every HTML field that leaves the bff (articles, info, story content,
 * glossary). Upstream HTML is authored content, but it is still untrusted: no scripts, styles,
 * event handlers, iframes or javascript:/data: URLs survive. Links are classified here once so the
 * web client's SafeHtml component only renders: absolute http(s) links open in a new tab with
 * rel="noopener noreferrer" (spec: external links open in a new tab), relative ones stay in the tab.
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
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      if (isExternal(rest.href)) return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
      return { tagName, attribs: rest };
    },
  },
};

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, OPTIONS);
}

function isExternal(href: string | undefined): boolean {
  return href !== undefined && /^\s*https?:\/\//i.test(href);
}

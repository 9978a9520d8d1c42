import sanitize from 'sanitize-html';

/**
 * The editor's vocabulary, and nothing more: paragraphs, headings, bold, italic, underline, lists,
 * quotes, code and links. Content is sanitized when it is written, so
 * what is stored is already inert; the bff sanitizes again on the way out (defence in depth).
 * Scripts, styles, event handlers, inline styles and javascript:/data: URLs never survive.
 */
const CONTENT_OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content: the text inside a script is not part of the jot.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  disallowedTagsMode: 'discard',
  // Pasted HTML: keep block boundaries and small headings instead of running text together.
  transformTags: { div: 'p', h5: 'h4', h6: 'h4' },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && frame.text.trim() === '',
};

const TEXT_ONLY: sanitize.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: CONTENT_OPTIONS.nonTextTags ?? [],
};

export function sanitizeContent(html: string): string {
  return sanitize(html, CONTENT_OPTIONS).trim();
}

/**
 * How many characters a reader sees: tags stripped, entities decoded, surrounding whitespace
 * trimmed, counted in code points (a jot's content needs at least 40 of them).
 */
export function visibleLength(html: string): number {
  const text = decodeEntities(sanitize(html, TEXT_ONLY)).trim();
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** sanitize-html escapes text as it writes it; these are the entities it (and editors) produce. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

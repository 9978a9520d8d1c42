/**
 * Highlighted snippets that are safe to show as HTML. Postgres' ts_headline marks matches with
 * two control characters (stripped from stored text by search_plain_text in
 * migrations/0004_search.sql, so content cannot forge them); here everything else is decoded
 * and HTML-escaped and only the marks become <mark>...</mark>. The result holds no tag but mark.
 */

export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

/** ts_headline options for a name, and for a short body: the whole text, every match marked. */
export const NAME_HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;

/**
 * A body this short (in characters as stored, tags included) is shown whole, every match marked:
 * cut into fragments, a two-sentence description lost its first word and its full stop, and read
 * as broken. Measured on the stored text, so the plain text is made once per hit.
 */
export const WHOLE_CONTENT_CHARS = 200;

/** ts_headline options for a longer body: up to two short fragments around the matches. */
export const CONTENT_HEADLINE_OPTIONS =
  `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/** ts_headline output (plain text with entities and markers) → HTML with <mark> only. */
export function markedHtml(headline: string): string {
  let html = '';
  let open = false;
  for (const part of headline.split(/([\u0001\u0002])/)) {
    if (part === MARK_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === MARK_END) {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += escapeHtml(decodeEntities(part));
    }
  }
  if (open) html += '</mark>';
  // Tags became spaces in search_plain_text: collapse the runs they leave.
  return html.replace(/\s+/g, ' ').trim();
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** Stored content is HTML: its entities are text ("&amp;" is "&"), decoded before escaping. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      // Control characters would pass as text; markers decoded from content must not become marks.
      return valid && code !== 1 && code !== 2 ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

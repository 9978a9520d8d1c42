import sanitize from 'sanitize-html';
import { rememberedByText } from './text-memo.ts';

/** Closing block tags and line breaks become a space, so "<p>a</p><p>b</p>" reads "a b", not "ab". */
const BLOCK_BOUNDARY = /<\/(?:p|div|li|h[1-6]|blockquote|pre|tr|td|th|dt|dd|figcaption)\s*>|<br\s*\/?>/gi;

/** sanitize-html escapes these in text; turning them back yields the plain text itself. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Plain text of stored HTML (jot previews, spec: cut at 65 characters by the client): tags
 * dropped, script/style bodies dropped with them, entities decoded, whitespace collapsed. The
 * result is text, not HTML: clients must render it as text (React does).
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return textRemembered(html);
}

/** Plain text kept for the stored HTML seen most recently: 2 million characters (2 to 4 MB). */
const textRemembered = rememberedByText(textOf, 2_000_000);

function textOf(html: string): string {
  const text = sanitize(html.replace(BLOCK_BOUNDARY, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'title', 'head'],
  });
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ESCAPED[entity] ?? entity).replace(/\s+/g, ' ').trim();
}

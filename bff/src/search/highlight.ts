import sanitize from 'sanitize-html';

/**
 * Search highlights leave the bff as HTML holding text and <mark> only, whatever the engine sent:
 * every other tag is dropped (its text kept), every attribute removed, text stays escaped.
 */
const MARK_ONLY: sanitize.IOptions = {
  allowedTags: ['mark'],
  allowedAttributes: {},
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
};

/** Text with no markup character unescaped: only the five entities an escaper writes. */
const ESCAPED_TEXT = String.raw`(?:[^<>&]|&(?:amp|lt|gt|quot|#39);)*`;
/**
 * Already what the rule allows: escaped text with balanced, unnested, attribute-free <mark>
 * elements (what the api's engine sends). Such HTML skips the parser (a page of hits would
 * otherwise parse twenty snippets per search) and comes out exactly as the sanitizer writes it:
 * quotes in text unescaped. Anything else goes through the sanitizer.
 */
const MARK_ONLY_HTML = new RegExp(`^${ESCAPED_TEXT}(?:<mark>${ESCAPED_TEXT}</mark>${ESCAPED_TEXT})*$`);

export function sanitizeHighlight(html: string): string {
  if (MARK_ONLY_HTML.test(html)) return html.replace(/&quot;/g, '"').replace(/&#39;/g, "'");
  return sanitize(html, MARK_ONLY);
}

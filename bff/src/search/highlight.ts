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

export function sanitizeHighlight(html: string): string {
  return html === '' ? '' : sanitize(html, MARK_ONLY);
}

/**
 * Links inside a jot's content HTML — external links open in a new tab
 * with the label 'External Link'; internal product links open in the same tab. The HTML is already
 * sanitized by the bff; this only adjusts anchors before it is handed to SafeHtml, whose click
 * handler then routes same-origin links through the router (no full page reload).
 */

export const EXTERNAL_LINK_LABEL = 'External Link';
/** Marks the label added to an external link (styled as a badge by the jot page). */
export const EXTERNAL_LINK_ATTRIBUTE = 'data-external-link-label';

export type LinkKind = 'internal' | 'external' | 'other';

/**
 * internal: http(s) on one of `internalOrigins` (or relative); external: http(s) elsewhere;
 * other: mailto:, tel:, in-page #anchors — left as they are (a new tab would be wrong for them).
 */
export function classifyLink(href: string, baseOrigin: string, internalOrigins: readonly string[] = [baseOrigin]): LinkKind {
  const trimmed = href.trim();
  if (!trimmed || trimmed.startsWith('#')) return 'other';
  let url: URL;
  try {
    url = new URL(trimmed, baseOrigin);
  } catch {
    return 'other';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'other';
  return internalOrigins.includes(url.origin) ? 'internal' : 'external';
}

/**
 * Rewrites the anchors of `html`:
 * - external: target=_blank, rel="noopener noreferrer", and a visible 'External Link' label
 *   inside the link (so screen readers hear it too);
 * - internal: any target removed and the address made relative, so it opens in the same tab
 *   through the router.
 * Idempotent: running it twice adds one label.
 */
export function rewriteContentLinks(html: string, baseOrigin: string, internalOrigins: readonly string[] = [baseOrigin]): string {
  if (!html.includes('<a')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const anchor of template.content.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    const kind = classifyLink(href, baseOrigin, internalOrigins);
    if (kind === 'external') {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
      if (!anchor.querySelector(`[${EXTERNAL_LINK_ATTRIBUTE}]`)) {
        const label = document.createElement('span');
        label.setAttribute(EXTERNAL_LINK_ATTRIBUTE, '');
        label.textContent = EXTERNAL_LINK_LABEL;
        // A space keeps the link text and the label apart for screen readers.
        anchor.append(' ', label);
      }
    } else if (kind === 'internal') {
      const url = new URL(href.trim(), baseOrigin);
      anchor.setAttribute('href', `${url.pathname}${url.search}${url.hash}`);
      anchor.removeAttribute('target');
    }
  }
  return template.innerHTML;
}

/**
 * Links a jot may carry: http, https and mailto, absolute only. The api and the bff sanitize again,
 * but the editor never even holds a `javascript:` or `data:` link, so it cannot be saved or shown.
 */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The URL as it will be stored, or null when it is not an allowed link. */
export function allowedHref(raw: string): string | null {
  const value = raw.trim();
  // Control characters and whitespace inside a scheme are how filters get fooled (`java\tscript:`).
  if (value === '' || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  // `https:example.com` parses, but other parsers read it differently: require the slashes.
  if (url.protocol !== 'mailto:' && (!/^https?:\/\//i.test(value) || url.hostname === '')) return null;
  return value;
}

/** What the link dialog accepts: `example.com/page` is read as https://example.com/page. */
export function hrefFromInput(raw: string): string | null {
  const value = raw.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return allowedHref(value);
  if (/^[^\s/]+\.[^\s/]+/.test(value)) return allowedHref(`https://${value}`);
  return null;
}

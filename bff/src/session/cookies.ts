/** The one cookie the bff sets: the sealed token set of a signed-in browser. */
export const SESSION_COOKIE = 'jotpod_session';

/**
 * Its name when the site is served over https (PUBLIC_URL https://...). Browsers accept a
 * `__Host-` cookie only if it is Secure, has Path=/ and no Domain, and keep any other cookie
 * (a subdomain's, a plain-http page's) from taking its name: nobody can plant or shadow a
 * session. Over plain http (`npm start`, the tests) browsers refuse such a cookie, so the
 * name stays SESSION_COOKIE there.
 */
export const HTTPS_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session cookie's name for a site whose public address is `publicUrl` (PUBLIC_URL), if known. */
export function sessionCookieName(publicUrl: URL | null): string {
  return publicUrl?.protocol === 'https:' ? HTTPS_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * How long the browser keeps the cookie: the api's refresh-token lifetime (30 days). Every
 * refresh re-issues the cookie, so an active session slides forward.
 */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** One cookie's value from a Cookie request header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

export interface CookieAttributes {
  /** Omitted only for plain http on a loopback host (see `wantsSecureCookie`). */
  secure: boolean;
  /** 0 deletes the cookie. */
  maxAgeSeconds: number;
}

/**
 * A Set-Cookie value: httpOnly (no page script can read it), SameSite=Lax (not sent on
 * cross-site subrequests or cross-site POSTs), Path=/ (GraphQL and the web app's routes alike).
 * The value is base64url, so it needs no quoting or escaping.
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${attributes.maxAgeSeconds}`];
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Secure unless the request came over plain http to a loopback host (localhost, 127.0.0.0/8,
 * [::1]): `npm start`, the Vite dev server and the tests. Not every browser accepts a Secure
 * cookie from http://localhost (Chromium and Firefox do, Safari does not), and nothing on the
 * network can read loopback traffic. Anywhere else, including http behind a TLS-terminating
 * proxy, the cookie is Secure: the browser talks https to the proxy, and over plain http it
 * simply gets no session, which is the right failure.
 */
export function wantsSecureCookie(requestUrl: string): boolean {
  const url = new URL(requestUrl);
  return !(url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

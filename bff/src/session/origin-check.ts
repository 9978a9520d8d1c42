/**
 * The Origin half of the CSRF defence (the other half is Yoga's required `x-graphql-csrf`
 * header). Browsers send Origin with every POST and every cross-origin request; a request whose
 * Origin is neither the bff's own nor listed in ALLOWED_ORIGINS was started by another site's
 * page and is refused before anything runs, whatever its credentials. The bff's own origin is
 * PUBLIC_URL when it is configured (behind a proxy the Host header is whatever the proxy or a
 * client put there); without it, the Host the request was addressed to. Requests without Origin
 * (same-origin GETs, curl, mobile apps) pass: the header check and SameSite=Lax cover them.
 */
export function isAllowedOrigin(request: Request, allowedOrigins: readonly string[], publicUrl: URL | null = null): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  if (allowedOrigins.includes(origin)) return true;
  return isOwnOrigin(origin, request.url, publicUrl);
}

/** Whether an Origin is the bff's own: PUBLIC_URL's when configured, else that of the address the request was sent to. */
export function isOwnOrigin(origin: string, requestUrl: string, publicUrl: URL | null = null): boolean {
  if (publicUrl) return origin === publicUrl.origin;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    // "null" (sandboxed frames, file:) and anything unparsable.
    return false;
  }
  return originHost !== '' && originHost === new URL(requestUrl).host;
}

/** ALLOWED_ORIGINS: comma-separated origins such as `https://app.example.com` (no paths). */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => new URL(origin).origin);
}

/**
 * The Origin half of the CSRF defence (the other half is Yoga's required `x-graphql-csrf`
 * header). Browsers send Origin with every POST and every cross-origin request; a request whose
 * Origin is neither the bff's own (the Host it was addressed to) nor listed in ALLOWED_ORIGINS
 * was started by another site's page and is refused before anything runs, whatever its
 * credentials. Requests without Origin (same-origin GETs, curl, mobile apps) pass: the header
 * check and SameSite=Lax cover them.
 */
export function isAllowedOrigin(request: Request, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  if (allowedOrigins.includes(origin)) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    // "null" (sandboxed frames, file:) and anything unparsable.
    return false;
  }
  return originHost !== '' && originHost === new URL(request.url).host;
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

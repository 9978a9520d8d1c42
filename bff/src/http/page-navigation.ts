import type { IncomingMessage } from 'node:http';

/**
 * Whether a GET asks for a page (answered with the app's page, or its 404 page) rather than a
 * file (a plain 404 when missing). A browser's navigation accepts text/html. curl and the link
 * preview crawlers of social sites send `*\/*` (or no Accept at all): they get the page too,
 * with its title and share tags, unless the path names a file (a dot in its last segment), so a
 * script or image asking for a missing file still gets a plain 404.
 */
export function isPageRequest(req: IncomingMessage, pathname: string): boolean {
  const accept = req.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return accept.includes('*/*') && !lastSegment.includes('.');
}

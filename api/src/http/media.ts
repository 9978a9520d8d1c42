/** Where the api serves files of the storage root (DATA_DIR/uploads). */
export const STORAGE_PREFIX = '/storage/';

/**
 * Turns a stored relative path into the relative URL clients load. Relative on purpose: the bff
 * proxies /storage/* so the browser loads everything from one origin.
 */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path; // already absolute (external image)
  return STORAGE_PREFIX + path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
}

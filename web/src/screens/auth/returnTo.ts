/** Where the guest pages send someone after signing in: back where they came from, else Home. */
const GUEST_PAGES = ['/login', '/register', '/forgot-password', '/password/reset'];

export interface ReturnToState {
  readonly from?: string;
}

/**
 * `location.state.from` as set by the Login and Register links. Only same-app paths count (no
 * `//host` or `https:` targets: an open redirect), and never a guest page (a signed-in user
 * would only be bounced Home from there).
 */
export function returnPathFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '/';
  const from = (state as ReturnToState).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  const pathname = from.split(/[?#]/)[0] ?? '';
  return GUEST_PAGES.includes(pathname) ? '/' : from;
}

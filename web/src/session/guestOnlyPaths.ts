import type { PagePath } from '../router/pagePaths.ts';

/**
 * The pages only a visitor can open (a signed-in user is sent Home from them). No button or link
 * shown to a signed-in user may lead to one: it would be a dead end.
 */
export const GUEST_ONLY_PATHS = ['/login', '/register', '/forgot-password', '/password/reset'] as const satisfies readonly PagePath[];

/** Whether an in-app link (path, query, hash) leads to a guest-only page. */
export function isGuestOnlyLink(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  const path = new URL(link, 'http://jotpod.invalid').pathname.replace(/\/+$/, '');
  return (GUEST_ONLY_PATHS as readonly string[]).includes(path);
}

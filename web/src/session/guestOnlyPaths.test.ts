import { describe, expect, it } from 'vitest';
import { isGuestOnlyLink } from './guestOnlyPaths.ts';

describe('isGuestOnlyLink', () => {
  it('recognises the auth pages, with a query, a hash or a trailing slash', () => {
    for (const link of ['/register', '/login?next=/x', '/forgot-password#top', '/password/reset/', '/register/']) {
      expect(isGuestOnlyLink(link), link).toBe(true);
    }
  });

  it('leaves every other in-app page and every other site alone', () => {
    for (const link of ['/', '/feeds?tag=TRENDING', '/registered', '/password', 'https://example.com/register', '//evil.example/register']) {
      expect(isGuestOnlyLink(link), link).toBe(false);
    }
  });
});

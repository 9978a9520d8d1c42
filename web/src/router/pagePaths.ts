/**
 * Every address the route table (routes.tsx) answers with a screen, as react-router patterns
 * (`:name` is one segment). Plain data with no imports, so the bff reads it too: it must give each
 * of these a page head (its type demands one per path) and answers every other address with a 404.
 * A spec holds the route table to this list, so a new route cannot be missing from the server.
 */
export const PAGE_PATHS = [
  '/',
  '/about',
  '/investor-relations',
  '/subscription',
  '/terms-and-conditions',
  '/privacy-policy',
  '/feeds',
  '/container/:slug',
  '/pod/:slug',
  '/pod/:slug/glossary',
  '/section/:slug',
  '/list-item/:slug',
  '/jot/create',
  '/jot/edit/:id',
  '/jot/:slug',
  '/author/:id',
  '/search',
  '/my-jots',
  '/following',
  '/followers',
  '/blocked-authors',
  '/notifications',
  '/liked-jots',
  '/profile',
  '/login',
  '/register',
  '/forgot-password',
  '/password/reset',
  '/email/confirm',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

import { staticHead, type HeadContext, type PageHead } from '../head/pageHead.ts';
import { SITE_DESCRIPTION, SITE_NAME, staticPage, type PageMetadata } from '../head/pageMetadata.ts';
import { SITE_CARD } from '../head/shareCards.ts';
import { authorHead } from '../screens/author/head.ts';
import { containerHead } from '../screens/container/head.ts';
import { jotHead } from '../screens/jot/head.ts';
import { listItemHead } from '../screens/list-item/head.ts';
import { glossaryHead, podHead } from '../screens/pod/head.ts';
import { sectionHead } from '../screens/section/head.ts';
import type { PagePath } from './pagePaths.ts';

/** Pages about the site itself share its card; pages kept out of indexes get none. */
function withSiteCard(page: PageMetadata, context: HeadContext): PageMetadata {
  return page.noindex ? page : { ...page, image: context.card('site', '', SITE_CARD) };
}

const fixed = (name: string, path: string | null, options: { description?: string; noindex?: boolean; serverRendered?: boolean } = {}): PageHead =>
  staticHead((context) => withSiteCard(staticPage(name, { path, ...options }), context));

/** People's own screens and forms: not indexed, rendered by the browser. */
const own = (name: string): PageHead => fixed(name, null, { noindex: true, serverRendered: false });

const FEED_TITLES: Readonly<Record<string, string>> = { TRENDING: 'Trending Pods', NEW: 'New Pods', PERSONAL: 'Latest Jots' };

const feedsHead = staticHead((context) => {
  const tag = (context.url.searchParams.get('tag') ?? 'PERSONAL').toUpperCase();
  const label = FEED_TITLES[tag] ?? FEED_TITLES.PERSONAL ?? 'Latest Jots';
  return withSiteCard(staticPage(label, { path: `/feeds?tag=${FEED_TITLES[tag] ? tag : 'PERSONAL'}`, description: `${label} on ${SITE_NAME}: ${SITE_DESCRIPTION}` }), context);
});

const homeHead = staticHead((context) => ({
  ...withSiteCard(staticPage('Free, teacher-first lifelong learning', { path: '/' }), context),
  title: `${SITE_NAME} · Free, teacher-first lifelong learning`,
  structuredData: [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${context.origin}/`,
      potentialAction: { '@type': 'SearchAction', target: `${context.origin}/search?key={search_term_string}`, 'query-input': 'required name=search_term_string' },
    },
  ],
}));

/**
 * The head of every page the app routes: what the server answers for its `<head>` and status,
 * with server rendering or without. A path added to PAGE_PATHS without a head here fails to
 * compile; the screens' own heads (their head queries and metadata) live beside them.
 */
export const PAGE_HEADS: { readonly [P in PagePath]: PageHead } = {
  '/': homeHead,
  '/about': fixed('About', '/about', { description: `What ${SITE_NAME} is: free, teacher-first lifelong learning, one short jot at a time.` }),
  '/investor-relations': fixed('Investor Relations', '/investor-relations'),
  '/subscription': fixed('Subscription', '/subscription', { description: `${SITE_NAME} plans: learn free, or support teachers with a subscription.` }),
  '/terms-and-conditions': fixed('Terms and Conditions', '/terms-and-conditions'),
  '/privacy-policy': fixed('Privacy Policy', '/privacy-policy'),
  '/feeds': feedsHead,
  '/container/:slug': containerHead,
  '/pod/:slug': podHead,
  '/pod/:slug/glossary': glossaryHead,
  '/section/:slug': sectionHead,
  '/list-item/:slug': listItemHead,
  '/jot/create': own('Create a jot'),
  '/jot/edit/:id': own('Edit jot'),
  '/jot/:slug': jotHead,
  '/author/:id': authorHead,
  '/search': fixed('Search', null, { noindex: true }),
  '/my-jots': own('My Posted Jots'),
  '/following': own('Following'),
  '/followers': own('Followers'),
  '/blocked-authors': own('Blocked and muted authors'),
  '/notifications': own('Notifications'),
  '/liked-jots': own('Liked Jots'),
  '/profile': own('Your Profile'),
  '/login': own('Log in'),
  '/register': own('Sign up'),
  '/forgot-password': own('Forgot password'),
  '/password/reset': own('Reset password'),
  '/email/confirm': own('Confirm email'),
};

/** The page kinds whose share card is generated from their data, by the address of their page. */
export const CARD_PAGES = {
  jot: '/jot/:slug',
  pod: '/pod/:slug',
  container: '/container/:slug',
  section: '/section/:slug',
  'list-item': '/list-item/:slug',
  author: '/author/:id',
} as const satisfies Readonly<Record<string, PagePath>>;

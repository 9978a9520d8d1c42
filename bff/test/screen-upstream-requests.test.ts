import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signUp, startAccountsStack, type AccountsStack } from './support/accounts.ts';
import { buildBrowseWorld, type BrowseWorld } from './support/browse-world.ts';
import { persistedVariables, sendPersisted } from './support/persisted-client.ts';

/**
 * Every screen's own query, as the web app sends it (its current persisted operation, the
 * variables its route loader passes): the REST calls it costs (x-upstream-requests), for a visitor
 * and for a signed-in viewer, at the screen's page size and at a much larger one. These are the
 * numbers of docs/architecture.md's "Upstream requests per screen".
 */

interface Screen {
  /** The route, as docs/architecture.md lists it. */
  route: string;
  operation: string;
  /** What the route's loader passes (only the variables the operation declares are sent). */
  variables: (world: BrowseWorld) => Record<string, unknown>;
  /** REST calls for a visitor (null: signed-in only) and for a signed-in viewer. */
  visitor: number | null;
  signedIn: number;
}

const EXCLUDE = { excludeAuthors: null };

const SCREENS: readonly Screen[] = [
  { route: 'every page (session)', operation: 'viewerSessionQuery', variables: () => ({}), visitor: 0, signedIn: 1 },
  { route: 'Main layout (sidebar)', operation: 'MainLayoutQuery', variables: () => ({}), visitor: 1, signedIn: 1 },
  { route: '/', operation: 'HomePageQuery', variables: () => ({}), visitor: 1, signedIn: 1 },
  { route: '/feeds?tag=TRENDING', operation: 'FeedsPageQuery', variables: () => ({ tag: 'TRENDING', first: 21, withBanners: true, ...EXCLUDE }), visitor: 2, signedIn: 2 },
  { route: '/feeds?tag=PERSONAL', operation: 'FeedsPageQuery', variables: () => ({ tag: 'PERSONAL', first: 21, withBanners: true, ...EXCLUDE }), visitor: 2, signedIn: 2 },
  { route: '/container/{slug}', operation: 'ContainerPageQuery', variables: () => ({ slug: 'mathematics', first: 12, page: null }), visitor: 3, signedIn: 3 },
  { route: '/pod/{slug}', operation: 'PodPageQuery', variables: () => ({ slug: 'algebra', first: 12, page: null, ...EXCLUDE }), visitor: 2, signedIn: 2 },
  {
    route: '/pod/{slug}/glossary',
    operation: 'GlossaryPageQuery',
    variables: () => ({ slug: 'algebra', query: null, letter: null, first: 20, page: null, withTerm: false, termQuery: '' }),
    visitor: 2,
    signedIn: 2,
  },
  { route: '/section/{slug}', operation: 'SectionPageQuery', variables: () => ({ slug: 'basics' }), visitor: 1, signedIn: 1 },
  { route: '/list-item/{slug}?tag=', operation: 'ListItemPageQuery', variables: () => ({ slug: 'solving-linear-equations', tag: 'TRENDING', first: 12, ...EXCLUDE }), visitor: 2, signedIn: 2 },
  { route: '/jot/{slug}', operation: 'JotPageQuery', variables: () => ({ slug: 'hostile-jot' }), visitor: 1, signedIn: 1 },
  { route: '/author/{id}', operation: 'AuthorPageQuery', variables: (world) => ({ databaseId: world.users.alice, first: 12, ...EXCLUDE }), visitor: 3, signedIn: 4 },
  { route: '/search?key=', operation: 'SearchPageQuery', variables: () => ({ query: 'linear', first: 20, ...EXCLUDE }), visitor: 1, signedIn: 1 },
  { route: '/subscription', operation: 'SubscriptionPageQuery', variables: () => ({}), visitor: 0, signedIn: 0 },
  { route: '/jot/create', operation: 'JotFormPageQuery', variables: () => ({ jotSlug: '', isEdit: false }), visitor: null, signedIn: 1 },
  { route: '/jot/edit/{id}', operation: 'JotFormPageQuery', variables: () => ({ jotSlug: 'balance-video', isEdit: true }), visitor: null, signedIn: 2 },
  { route: '/my-jots?level=', operation: 'MyJotsPageQuery', variables: () => ({ level: 'ALL', first: 12, page: null }), visitor: null, signedIn: 2 },
  { route: '/following', operation: 'FollowingPageQuery', variables: () => ({ first: 24 }), visitor: null, signedIn: 2 },
  { route: '/followers', operation: 'FollowersPageQuery', variables: () => ({ first: 24 }), visitor: null, signedIn: 2 },
  { route: '/notifications', operation: 'NotificationsPageQuery', variables: () => ({ first: 20, ...EXCLUDE }), visitor: null, signedIn: 3 },
  { route: '/liked-jots', operation: 'LikedJotsPageQuery', variables: () => ({ first: 12, ...EXCLUDE }), visitor: null, signedIn: 2 },
  { route: '/blocked-authors', operation: 'BlockedAuthorsPageQuery', variables: () => ({ blocked: [] }), visitor: null, signedIn: 2 },
  { route: '/profile', operation: 'ProfilePageQuery', variables: () => ({}), visitor: null, signedIn: 2 },
];

describe('upstream requests of every screen, visitor and signed in', () => {
  let stack: AccountsStack;
  let world: BrowseWorld;
  let viewer: Browser;

  beforeAll(async () => {
    // No response cache: every request runs, so each reports its own calls.
    stack = await startAccountsStack({ responseCache: false, rateLimit: false });
    world = await buildBrowseWorld(stack.db);
    viewer = new Browser(stack.bffUrl);
    const { viewer: me } = await signUp(viewer);
    // The jot the edit screen opens is the viewer's own.
    await stack.db.query('UPDATE jots SET user_id = $1 WHERE slug = $2', [me.databaseId, 'balance-video']);
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** The screen's query at its own page size and at a larger one: both answer, at the same cost. */
  async function cost(screen: Screen, cookie: string | null): Promise<number> {
    const declared = persistedVariables(screen.operation);
    const base = Object.fromEntries(Object.entries(screen.variables(world)).filter(([name]) => declared.has(name)));
    const sizes = 'first' in base ? [base.first, 50] : [undefined];
    const counts: number[] = [];
    for (const first of sizes) {
      const variables = first === undefined ? base : { ...base, first };
      const reply = await sendPersisted<unknown>(stack.bffUrl, cookie ? 'POST' : 'GET', screen.operation, variables, { cookie });
      expect(reply.errors, `${screen.route} (${screen.operation})`).toBeUndefined();
      expect(reply.headers.get('x-upstream-requests'), `${screen.route}: the count is reported`).not.toBeNull();
      counts.push(reply.upstreamRequests);
    }
    expect(new Set(counts).size, `${screen.route}: the same calls at every page size`).toBe(1);
    return counts[0] ?? Number.NaN;
  }

  it.each(SCREENS.filter((s) => s.visitor !== null).map((s) => [s.route, s] as const))('%s, a visitor', async (_route, screen) => {
    expect(await cost(screen, null)).toBe(screen.visitor);
  });

  it.each(SCREENS.map((s) => [s.route, s] as const))('%s, signed in', async (_route, screen) => {
    expect(await cost(screen, viewer.cookie)).toBe(screen.signedIn);
  });
});
